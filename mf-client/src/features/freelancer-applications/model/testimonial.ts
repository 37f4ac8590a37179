import type { TestimonialBody } from '@atelier/api-contract';

/** The testimonial's limits (api-contract's `TestimonialBody`). */
export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;
export const COMMENT_MAX_LENGTH = 2000;

export interface TestimonialValues {
  /** 0 while no star is chosen. */
  rating: number;
  comment: string;
}

export type TestimonialErrors = Partial<Record<keyof TestimonialValues, string>>;

export const TESTIMONIAL_TEXTS = {
  write: 'Write a Testimonial',
  title: (freelancer: string) => `Write a Testimonial for ${freelancer}`,
  intro: (project: string) =>
    `Your testimonial appears on the freelancer's public profile, with your name and the project ${project}.`,
  rating: 'Rating',
  star: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  comment: 'Comment',
  commentHint: 'What was it like to work with this freelancer?',
  submit: 'Publish Testimonial',
  submitting: 'Publishing…',
  cancel: 'Cancel',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  commentRequired: 'Please write a comment.',
  commentTooLong: `Please keep the comment under ${COMMENT_MAX_LENGTH} characters.`,
  failed: 'The testimonial could not be published. Please try again.',
  /** The API's 409 (auth-service's PORTFOLIO_MESSAGES.testimonialExists). */
  exists: 'You have already written a testimonial for this hire.',
  written: (freelancer: string) =>
    `Testimonial written: it appears on ${freelancer}'s public profile.`,
} as const;

/** The form's checks, in its order; an empty object when the values can be sent. */
export function validateTestimonial(values: TestimonialValues): TestimonialErrors {
  const errors: TestimonialErrors = {};
  if (!TESTIMONIAL_RATINGS.some((rating) => rating === values.rating)) {
    errors.rating = TESTIMONIAL_TEXTS.ratingRequired;
  }
  const comment = values.comment.trim();
  if (comment === '') errors.comment = TESTIMONIAL_TEXTS.commentRequired;
  else if (comment.length > COMMENT_MAX_LENGTH) errors.comment = TESTIMONIAL_TEXTS.commentTooLong;
  return errors;
}

/** The request body of valid values (the comment trimmed). */
export const testimonialBody = (values: TestimonialValues): TestimonialBody => ({
  rating: values.rating,
  comment: values.comment.trim(),
});
