import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  QuestionList,
  QuestionsPanel,
  RatingHistogram,
  RatingSummary,
  ReviewList,
  ReviewsPanel,
  type QuestionItem,
  type ReviewItem,
} from './Reviews';

const reviews: ReviewItem[] = [
  {
    id: 'r1',
    rating: 5,
    title: 'Exactly what I hoped for',
    text: 'Fits true to size and held up on a week of wet trail days.',
    author: 'TrailMia',
    date: '2026-07-22',
  },
  { id: 'r2', rating: 3, text: 'Decent. <b>Not</b> bold: a review is text, never HTML.', author: 'Sam' },
];
const questions: QuestionItem[] = [
  {
    id: 'q1',
    text: 'Is it machine washable?',
    author: 'Priya K.',
    answers: [{ id: 'a1', text: 'Yes: wash cold and hang to dry.', author: 'Ridgeline Customer Care' }],
  },
  { id: 'q2', text: 'Where is it made?', answers: [] },
];

function Section() {
  return (
    <section aria-label="Reviews">
      <RatingSummary average={4.6} count={318} href="#reviews" />
      <RatingHistogram histogram={[0, 0, 12, 136, 170]} />
      <ReviewList reviews={reviews} />
      <h2>Q &amp; A</h2>
      <QuestionList questions={questions} />
    </section>
  );
}

const meta = {
  title: 'Product/Reviews',
  component: Section,
  tags: ['autodocs'],
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewsAndQuestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '318 reviews' })).toHaveAttribute('href', '#reviews');
    await expect(canvas.getByText('5 stars: 170')).toBeVisible();
    await expect(canvas.getByText('1 star: 0')).toBeVisible();
    await expect(canvas.getByText('Decent. <b>Not</b> bold: a review is text, never HTML.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-review-list] b')).toBeNull();
    await expect(canvas.getByText('No answers yet.')).toBeVisible();
  },
};

/** The product page's panels: sort links (the current one marked), a page of reviews and the paging links. */
export const Panels: Story = {
  render: () => (
    <section aria-label="Reviews">
      <ReviewsPanel
        statistics={{ average: 4.6, count: 7, histogram: [0, 1, 1, 2, 3] }}
        reviews={reviews}
        links={{
          sorts: [
            { sort: 'newest', href: '?#reviews' },
            { sort: 'highest', href: '?reviewsSort=highest#reviews', current: true },
            { sort: 'lowest', href: '?reviewsSort=lowest#reviews' },
          ],
          moreReviews: { href: '?reviewsSort=highest&reviewsPage=2#reviews' },
        }}
      />
      <QuestionsPanel questions={questions} links={{ previousQuestions: { href: '?#questions' } }} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Highest rated' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Show more reviews' })).toHaveAttribute(
      'href',
      '?reviewsSort=highest&reviewsPage=2#reviews',
    );
    await expect(canvas.getByRole('link', { name: 'Previous questions' })).toBeVisible();
    await expect(canvas.getByText('3 stars: 1')).toBeVisible();
  },
};
