export {
  defaultReviewsText,
  QuestionList,
  RatingHistogram,
  RatingStars,
  RatingSummary,
  ReviewList,
  type QuestionItem,
  type ReviewItem,
  type ReviewsText,
} from './Reviews';
