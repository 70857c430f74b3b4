import styled from '@emotion/styled';
import type { HTMLAttributes } from 'react';
import { theme } from '../theme';

/**
 * Ratings, reviews and questions on the product page: `RatingStars` (stars with a text alternative),
 * `RatingHistogram` (how many reviews gave each number of stars, as text, the bars only drawn), `ReviewList` and
 * `QuestionList`. Every text is rendered as text (React escapes it): what a reviews service sends is never HTML.
 * The words default to English (`defaultReviewsText`).
 */

export interface ReviewItem {
  id: string;
  rating: number;
  title?: string;
  text: string;
  author?: string;
  /** ISO date (yyyy-mm-dd). */
  date?: string;
}

export interface QuestionItem {
  id: string;
  text: string;
  author?: string;
  answers: readonly { id: string; text: string; author?: string }[];
}

export interface ReviewsText {
  /** The stars' text alternative. */
  rated: (rating: number) => string;
  reviewCount: (count: number) => string;
  /** One histogram row: `{stars} stars` and how many. */
  histogramRow: (stars: number, count: number) => string;
  histogramLabel: string;
  by: (author: string) => string;
  answer: string;
  noAnswers: string;
}

export const defaultReviewsText: ReviewsText = {
  rated: (rating) => `Rated ${rating.toFixed(1)} out of 5`,
  reviewCount: (count) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
  histogramRow: (stars, count) => `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count}`,
  histogramLabel: 'Rating breakdown',
  by: (author) => `by ${author}`,
  answer: 'Answer',
  noAnswers: 'No answers yet.',
};

const STAR_COLOUR = theme.colors.status.warning.base;

const Stars = styled.span({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  letterSpacing: '0.1em',
  color: theme.colors.border.strong,
  whiteSpace: 'nowrap',
  '& > [data-stars-fill]': {
    position: 'absolute',
    insetInlineStart: 0,
    top: 0,
    overflow: 'hidden',
    color: STAR_COLOUR,
  },
});

/** Five stars filled to `rating` (1 to 5, tenths), read as "Rated 4.6 out of 5". */
export function RatingStars({
  rating,
  text = defaultReviewsText,
  ...rest
}: { rating: number; text?: ReviewsText } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  const clamped = Math.min(5, Math.max(0, rating));
  return (
    <Stars role="img" aria-label={text.rated(clamped)} data-rating={clamped.toFixed(1)} {...rest}>
      <span aria-hidden="true">★★★★★</span>
      <span aria-hidden="true" data-stars-fill="" style={{ width: `${(clamped / 5) * 100}%` }}>
        ★★★★★
      </span>
    </Stars>
  );
}

const Summary = styled.p({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: `0 0 ${theme.space[3]}`,
});

/** Stars, the average and the number of reviews; `href` makes the count a link (to the reviews section). */
export function RatingSummary({
  average,
  count,
  href,
  text = defaultReviewsText,
}: {
  average: number;
  count: number;
  href?: string;
  text?: ReviewsText;
}) {
  const counted = text.reviewCount(count);
  return (
    <Summary data-rating-summary="">
      <RatingStars rating={average} text={text} />
      <span aria-hidden="true">{average.toFixed(1)}</span>
      {href ? <a href={href}>{counted}</a> : <span>{counted}</span>}
    </Summary>
  );
}

const Histogram = styled.ul({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space[4]}`,
  display: 'grid',
  gap: theme.space[1],
  maxWidth: '24rem',
  '& > li': { display: 'grid', gridTemplateColumns: '7rem 1fr', alignItems: 'center', gap: theme.space[2] },
  '& [data-bar]': { height: theme.space[2], background: theme.colors.background.muted, position: 'relative' },
  '& [data-bar] > span': { position: 'absolute', inset: 0, background: STAR_COLOUR },
});

/** Reviews per number of stars, 5 first: each row says it in text ("5 stars: 170"); the bar beside it is drawn only. */
export function RatingHistogram({
  histogram,
  text = defaultReviewsText,
}: {
  /** Counts of 1, 2, 3, 4 and 5 stars. */
  histogram: readonly number[];
  text?: ReviewsText;
}) {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  return (
    <Histogram aria-label={text.histogramLabel} data-rating-histogram="">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = histogram[stars - 1] ?? 0;
        const share = total > 0 ? (count / total) * 100 : 0;
        return (
          <li key={stars}>
            <span>{text.histogramRow(stars, count)}</span>
            <span data-bar="" aria-hidden="true">
              <span style={{ insetInlineEnd: `${100 - share}%` }} />
            </span>
          </li>
        );
      })}
    </Histogram>
  );
}

const Items = styled.ol({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': { padding: `${theme.space[3]} 0`, borderTop: `1px solid ${theme.colors.border.subtle}` },
  '& p': { margin: `0 0 ${theme.space[1]}` },
  '& [data-byline]': { color: theme.colors.text.secondary, fontSize: theme.fontSizes.sm },
});

/** Reviews in the order given: stars, title, text, author and date. */
export function ReviewList({
  reviews,
  text = defaultReviewsText,
  ...rest
}: { reviews: readonly ReviewItem[]; text?: ReviewsText } & Omit<HTMLAttributes<HTMLOListElement>, 'children'>) {
  return (
    <Items data-review-list="" {...rest}>
      {reviews.map((review) => (
        <li key={review.id} data-review={review.id}>
          <RatingStars rating={review.rating} text={text} />
          {review.title ? (
            <p>
              <strong>{review.title}</strong>
            </p>
          ) : null}
          <p>{review.text}</p>
          {review.author || review.date ? (
            <p data-byline="">
              {review.author ? text.by(review.author) : null}
              {review.author && review.date ? ', ' : null}
              {review.date ? <time dateTime={review.date}>{review.date}</time> : null}
            </p>
          ) : null}
        </li>
      ))}
    </Items>
  );
}

/** Questions in the order given, each with its answers. */
export function QuestionList({
  questions,
  text = defaultReviewsText,
  ...rest
}: { questions: readonly QuestionItem[]; text?: ReviewsText } & Omit<HTMLAttributes<HTMLOListElement>, 'children'>) {
  return (
    <Items data-question-list="" {...rest}>
      {questions.map((question) => (
        <li key={question.id} data-question={question.id}>
          <p>
            <strong>{question.text}</strong>
          </p>
          {question.author ? <p data-byline="">{text.by(question.author)}</p> : null}
          {question.answers.length > 0 ? (
            question.answers.map((answer) => (
              <p key={answer.id}>
                <strong>{text.answer}: </strong>
                {answer.text}
                {answer.author ? <span data-byline=""> ({text.by(answer.author)})</span> : null}
              </p>
            ))
          ) : (
            <p>{text.noAnswers}</p>
          )}
        </li>
      ))}
    </Items>
  );
}

/** Words of the sections' links. */
export interface ReviewsPanelText extends ReviewsText {
  sortLabel: string;
  sorts: Readonly<Record<string, string>>;
  moreReviews: string;
  previousReviews: string;
  moreQuestions: string;
  previousQuestions: string;
  noReviews: string;
  noQuestions: string;
}

export const defaultReviewsPanelText: ReviewsPanelText = {
  ...defaultReviewsText,
  sortLabel: 'Sort reviews',
  sorts: { newest: 'Newest', highest: 'Highest rated', lowest: 'Lowest rated' },
  moreReviews: 'Show more reviews',
  previousReviews: 'Previous reviews',
  moreQuestions: 'Show more questions',
  previousQuestions: 'Previous questions',
  noReviews: 'No reviews yet.',
  noQuestions: 'No questions yet.',
};

interface PanelLink {
  href: string;
  current?: boolean;
}

const Links = styled.p({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  margin: `${theme.space[3]} 0`,
  '& a': { display: 'inline-block', minHeight: '24px', color: theme.colors.text.brand },
  '& a[aria-current]': { fontWeight: theme.fontWeights.semibold, textDecoration: 'none' },
});

function Pager({ previous, more, text }: { previous?: PanelLink; more?: PanelLink; text: [string, string] }) {
  if (!previous && !more) return null;
  return (
    <Links data-reviews-pager="">
      {previous ? (
        <a href={previous.href} rel="prev">
          {text[0]}
        </a>
      ) : null}
      {more ? (
        <a href={more.href} rel="next" data-show-more="">
          {text[1]}
        </a>
      ) : null}
    </Links>
  );
}

/**
 * The reviews section: the summary and histogram (when given), the sort links, one page of reviews and the links to
 * the previous and next pages (plain links: they work without JavaScript).
 */
export function ReviewsPanel({
  statistics,
  showHistogram = true,
  reviews,
  links,
  text = defaultReviewsPanelText,
}: {
  statistics?: { average: number; count: number; histogram: readonly number[] };
  showHistogram?: boolean;
  reviews: readonly ReviewItem[];
  links: { sorts: (PanelLink & { sort: string })[]; moreReviews?: PanelLink; previousReviews?: PanelLink };
  text?: ReviewsPanelText;
}) {
  return (
    <div data-reviews-panel="">
      {statistics ? <RatingSummary average={statistics.average} count={statistics.count} text={text} /> : null}
      {statistics && showHistogram ? <RatingHistogram histogram={statistics.histogram} text={text} /> : null}
      {reviews.length === 0 ? (
        <p>{text.noReviews}</p>
      ) : (
        <>
          {links.sorts.length > 0 ? (
            <nav aria-label={text.sortLabel}>
              <Links>
                {links.sorts.map((link) => (
                  <a key={link.sort} href={link.href} aria-current={link.current ? 'true' : undefined}>
                    {text.sorts[link.sort] ?? link.sort}
                  </a>
                ))}
              </Links>
            </nav>
          ) : null}
          <ReviewList reviews={reviews} text={text} />
          <Pager
            previous={links.previousReviews}
            more={links.moreReviews}
            text={[text.previousReviews, text.moreReviews]}
          />
        </>
      )}
    </div>
  );
}

/** The questions section: one page of questions with their answers and the paging links. */
export function QuestionsPanel({
  questions,
  links,
  text = defaultReviewsPanelText,
}: {
  questions: readonly QuestionItem[];
  links: { moreQuestions?: PanelLink; previousQuestions?: PanelLink };
  text?: ReviewsPanelText;
}) {
  if (questions.length === 0) return <p>{text.noQuestions}</p>;
  return (
    <div data-questions-panel="">
      <QuestionList questions={questions} text={text} />
      <Pager
        previous={links.previousQuestions}
        more={links.moreQuestions}
        text={[text.previousQuestions, text.moreQuestions]}
      />
    </div>
  );
}
