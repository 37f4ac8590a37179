import type { REVIEW_COMMENT_MAX, ReviewBody } from '@atelier/api-contract';
import { STAR_RATINGS } from '@atelier/shared-ui';

/** The longest review or reply (api-contract's REVIEW_COMMENT_MAX; the type keeps them equal). */
export const REVIEW_COMMENT_MAX_LENGTH: typeof REVIEW_COMMENT_MAX = 1000;

const characterCount = (count: number) => count.toLocaleString('en-US');

// The product page's Reviews tab (issue 20). Texts in one place; tests import them from here.
export const REVIEW_TEXTS = {
  tab: (count: number) => `Reviews (${characterCount(count)})`,
  heading: 'Reviews',
  loading: 'Loading reviews',
  loadError: 'The reviews could not be loaded.',
  retry: 'Try again',
  empty: 'No reviews yet.',
  emptyText: 'Buyers of this product can rate it and write a review.',
  pages: 'Review pages',
  review: (buyer: string) => `Review by ${buyer}`,
  sellerReply: (seller: string) => `Reply from ${seller}`,
  // The buyer's form
  writeTitle: 'Write a review',
  editTitle: 'Edit your review',
  rating: 'Your rating',
  comment: 'Your review',
  counter: (length: number) =>
    `${characterCount(length)}/${characterCount(REVIEW_COMMENT_MAX_LENGTH)} characters`,
  submit: 'Submit Review',
  update: 'Update Review',
  saving: 'Saving…',
  published: 'Thank you: your review is published.',
  updated: 'Your review is updated.',
  saveFailed: 'Your review could not be saved. Please try again.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  commentTooLong: 'Please keep your review to 1,000 characters or fewer.',
  // The seller's reply
  reply: 'Reply',
  replyLabel: 'Your reply',
  postReply: 'Post Reply',
  posting: 'Posting…',
  cancel: 'Cancel',
  replyRequired: 'Please write a reply.',
  replyTooLong: 'Please keep your reply to 1,000 characters or fewer.',
  replyFailed: 'Your reply could not be posted. Please try again.',
} as const;

export interface ReviewValues {
  /** 0 while no star is chosen. */
  rating: number;
  comment: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

/** The review form's checks, in its order; empty when the values can be sent. */
export function validateReview(values: ReviewValues): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!STAR_RATINGS.some((rating) => rating === values.rating)) {
    errors.rating = REVIEW_TEXTS.ratingRequired;
  }
  if (values.comment.trim().length > REVIEW_COMMENT_MAX_LENGTH) {
    errors.comment = REVIEW_TEXTS.commentTooLong;
  }
  return errors;
}

/** The request body of valid values (the comment trimmed; a rating alone is a review). */
export const reviewBody = (values: ReviewValues): ReviewBody => ({
  rating: values.rating,
  comment: values.comment.trim(),
});

/** The reply's check; null when it can be sent. */
export function validateReply(comment: string): string | null {
  const trimmed = comment.trim();
  if (trimmed === '') return REVIEW_TEXTS.replyRequired;
  if (trimmed.length > REVIEW_COMMENT_MAX_LENGTH) return REVIEW_TEXTS.replyTooLong;
  return null;
}
