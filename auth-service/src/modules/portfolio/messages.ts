/** The portfolio module's texts (spec 001 sections 2, 5 and 8); tests import them from here. */

/** Upload New Project's checks, in the spec's order: api-contract's values, shared with the form. */
export { PROJECT_FORM_MESSAGES } from '@atelier/api-contract';

/** Checks after the form's rules: the images are the caller's own finished uploads. */
export const PROJECT_UPLOAD_MESSAGES = {
  image: (name: string) =>
    `The image ${name} is not one of your uploaded images (or its upload is not finished). Please upload it again.`,
  repeated: (name: string) => `${name} is added to this project more than once.`,
  inUse: (name: string) =>
    `${name} already belongs to another of your projects. Please upload it again for this one.`,
} as const;

export const PORTFOLIO_MESSAGES = {
  /** A project (or hire) the caller may not see or change. */
  projectNotFound: 'This project does not exist or has been removed.',
  /** A public profile that does not exist or is private (the page's not-found). */
  profileNotFound: 'This profile does not exist or is private.',
  hireNotFound: 'No hire of yours has this id.',
  testimonialExists: 'You have already written a testimonial for this hire.',
  /** Section 2, Portfolio management: the delete confirmation (the screen asks it). */
  deleteConfirm: 'Are you sure you want to delete this project?',
} as const;
