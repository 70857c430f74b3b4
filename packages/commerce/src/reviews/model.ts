/**
 * The product page's ratings, reviews and questions as the page shows them, read from a reviews service's answers in
 * Bazaarvoice Conversations' wire format (`reviews.json` with `Stats=Reviews`, `questions.json` with
 * `Include=Answers`). Pure and browser-safe: the client is `server/reviews.server.ts`. Every text stays plain text:
 * the page renders it as text, never as HTML.
 */

/** One page of reviews or questions. */
export const REVIEWS_PAGE_SIZE = 5;
/** The address's page parameters (links that work without JavaScript; the canonical address leaves them out). */
export const REVIEWS_PAGE_PARAM = 'reviewsPage';
export const REVIEWS_SORT_PARAM = 'reviewsSort';
export const QUESTIONS_PAGE_PARAM = 'questionsPage';
/** The deepest page the address may ask for. */
export const MAX_REVIEWS_PAGE = 50;
/** Review sorts the shopper may choose, first the default, and the service's `Sort` for each. */
export const REVIEW_SORTS = {
  newest: 'SubmissionTime:desc',
  highest: 'Rating:desc',
  lowest: 'Rating:asc',
} as const;
export type ReviewSort = keyof typeof REVIEW_SORTS;
/** Longest text kept of one field (a review's body); the rest is cut with an ellipsis. */
export const MAX_REVIEW_TEXT = 4_000;

export interface RatingStatistics {
  /** 1 to 5, one decimal. */
  average: number;
  count: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  histogram: [number, number, number, number, number];
}

export interface ReviewView {
  id: string;
  rating: number;
  title?: string;
  text: string;
  author?: string;
  /** ISO date (yyyy-mm-dd). */
  date?: string;
}

export interface AnswerView {
  id: string;
  text: string;
  author?: string;
}

export interface QuestionView {
  id: string;
  text: string;
  author?: string;
  answers: AnswerView[];
}

export interface Paged<T> {
  items: T[];
  /** 1-based. */
  page: number;
  total: number;
}

/** What the product page shows of the reviews service; a part its flag turns off is left out. */
export interface ProductReviews {
  statistics?: RatingStatistics;
  /** `enableBvRatingHistogram`. */
  showHistogram: boolean;
  reviews?: Paged<ReviewView> & { sort: ReviewSort };
  questions?: Paged<QuestionView>;
}

/** The page the address asks for: a whole number from 1 to `MAX_REVIEWS_PAGE`, else 1. */
export function pageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,3}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_REVIEWS_PAGE ? page : 1;
}

export function sortParam(value: string | null | undefined): ReviewSort {
  return value && Object.hasOwn(REVIEW_SORTS, value) ? (value as ReviewSort) : 'newest';
}

/** How many pages `total` items make (at least 1). */
export function reviewsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** Plain text of a field: trimmed, control characters dropped, at most `MAX_REVIEW_TEXT` characters. */
export function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
  if (!clean) return undefined;
  return clean.length > MAX_REVIEW_TEXT ? `${clean.slice(0, MAX_REVIEW_TEXT - 1)}…` : clean;
}

const rating = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 5 ? value : undefined;
const isoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

/** `Includes.Products[id].ReviewStatistics` → the statistics; none (or no reviews) → undefined. */
export function statisticsFromWire(answer: unknown, productId: string): RatingStatistics | undefined {
  const includes = isObject(answer) && isObject(answer.Includes) ? answer.Includes : undefined;
  const products = includes && isObject(includes.Products) ? includes.Products : undefined;
  const product = products && Object.hasOwn(products, productId) ? products[productId] : undefined;
  const stats = isObject(product) && isObject(product.ReviewStatistics) ? product.ReviewStatistics : undefined;
  const average = rating(stats?.AverageOverallRating);
  const total = count(stats?.TotalReviewCount);
  if (!stats || average === undefined || total === 0) return undefined;
  const histogram: RatingStatistics['histogram'] = [0, 0, 0, 0, 0];
  for (const entry of Array.isArray(stats.RatingDistribution) ? stats.RatingDistribution : []) {
    const value = isObject(entry) ? entry.RatingValue : undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)
      histogram[value - 1] = count((entry as Json).Count);
  }
  return { average: Math.round(average * 10) / 10, count: total, histogram };
}

const results = (answer: unknown) => (isObject(answer) && Array.isArray(answer.Results) ? answer.Results : []);
const totalOf = (answer: unknown) => (isObject(answer) ? count(answer.TotalResults) : 0);

/** `reviews.json`'s `Results` → the reviews (one without a rating or text is left out). */
export function reviewsFromWire(answer: unknown): { items: ReviewView[]; total: number } {
  const items: ReviewView[] = [];
  for (const entry of results(answer)) {
    if (!isObject(entry)) continue;
    const id = plainText(String(entry.Id ?? ''));
    const stars = rating(entry.Rating);
    const text = plainText(entry.ReviewText);
    if (!id || stars === undefined || !text) continue;
    const title = plainText(entry.Title);
    const author = plainText(entry.UserNickname);
    const date = isoDate(entry.SubmissionTime);
    items.push({
      id,
      rating: Math.round(stars),
      text,
      ...(title ? { title } : {}),
      ...(author ? { author } : {}),
      ...(date ? { date } : {}),
    });
  }
  return { items, total: Math.max(totalOf(answer), items.length) };
}

/** `questions.json`'s `Results` with `Includes.Answers` → the questions and their answers. */
export function questionsFromWire(answer: unknown): { items: QuestionView[]; total: number } {
  const includes = isObject(answer) && isObject(answer.Includes) ? answer.Includes : undefined;
  const answers = includes && isObject(includes.Answers) ? includes.Answers : {};
  const items: QuestionView[] = [];
  for (const entry of results(answer)) {
    if (!isObject(entry)) continue;
    const id = plainText(String(entry.Id ?? ''));
    const text = plainText(entry.QuestionSummary) ?? plainText(entry.QuestionDetails);
    if (!id || !text) continue;
    const author = plainText(entry.UserNickname);
    const answerIds = Array.isArray(entry.AnswerIds) ? entry.AnswerIds : [];
    const list: AnswerView[] = [];
    for (const answerId of answerIds) {
      const key = String(answerId);
      const found = Object.hasOwn(answers, key) ? answers[key] : undefined;
      const answerText = isObject(found) ? plainText(found.AnswerText) : undefined;
      if (!answerText) continue;
      const by = isObject(found) ? plainText(found.UserNickname) : undefined;
      list.push({ id: key, text: answerText, ...(by ? { author: by } : {}) });
    }
    items.push({ id, text, ...(author ? { author } : {}), answers: list });
  }
  return { items, total: Math.max(totalOf(answer), items.length) };
}

/** A link of the reviews section: its address (the page's own, another page or sort of the list) and its state. */
export interface ReviewsLink {
  href: string;
  current?: boolean;
}

/** The reviews section's links, each working without JavaScript. */
export interface ReviewsLinks {
  sorts: (ReviewsLink & { sort: ReviewSort })[];
  /** The next page of reviews, when there is one. */
  moreReviews?: ReviewsLink;
  /** The previous page, from page 2 on. */
  previousReviews?: ReviewsLink;
  moreQuestions?: ReviewsLink;
  previousQuestions?: ReviewsLink;
}

/** Query parameters of the page that a reviews link drops (one-off notices after a form post). */
const DROPPED = ['added', 'qty', 'bagError'];

/**
 * The section's links from the page's own query (`?color=…&size=…` kept): `?reviewsPage=2#reviews` and the like.
 * The first page and the default sort leave their parameter out; the canonical address never carries them.
 */
export function reviewsLinks(query: URLSearchParams, reviews: ProductReviews): ReviewsLinks {
  const link = (changes: Record<string, string | number | undefined>, fragment: string): string => {
    const next = new URLSearchParams(query);
    for (const name of DROPPED) next.delete(name);
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(name);
      else next.set(name, String(value));
    }
    const search = next.toString();
    return `${search ? `?${search}` : '?'}#${fragment}`;
  };
  const page = (n: number) => (n <= 1 ? undefined : n);
  const result: ReviewsLinks = { sorts: [] };
  const list = reviews.reviews;
  if (list) {
    const sortValue = (sort: ReviewSort) => (sort === 'newest' ? undefined : sort);
    result.sorts = (Object.keys(REVIEW_SORTS) as ReviewSort[]).map((sort) => ({
      sort,
      href: link({ [REVIEWS_SORT_PARAM]: sortValue(sort), [REVIEWS_PAGE_PARAM]: undefined }, 'reviews'),
      ...(sort === list.sort ? { current: true } : {}),
    }));
    if (list.page < reviewsPageCount(list.total) && list.page < MAX_REVIEWS_PAGE)
      result.moreReviews = { href: link({ [REVIEWS_PAGE_PARAM]: list.page + 1 }, 'reviews') };
    if (list.page > 1)
      result.previousReviews = { href: link({ [REVIEWS_PAGE_PARAM]: page(list.page - 1) }, 'reviews') };
  }
  const questions = reviews.questions;
  if (questions) {
    if (questions.page < reviewsPageCount(questions.total) && questions.page < MAX_REVIEWS_PAGE)
      result.moreQuestions = { href: link({ [QUESTIONS_PAGE_PARAM]: questions.page + 1 }, 'questions') };
    if (questions.page > 1)
      result.previousQuestions = { href: link({ [QUESTIONS_PAGE_PARAM]: page(questions.page - 1) }, 'questions') };
  }
  return result;
}
