/**
 * The freelancer's forms' checks (spec 001 section 5), with their messages: Upload New Project,
 * Sell Your Products and Manage Profile show them before sending, the API refuses with the same.
 */

/** Upload New Project's checks, in the spec's order (section 5, Portfolio upload). */
export const PROJECT_FORM_MESSAGES = {
  title: 'Please enter a project title.',
  category: 'Please select a category.',
  description: 'Please enter a project description.',
  images: 'Please upload at least one image.',
} as const;

/** Sell Your Products' checks, in the spec's order (section 5). */
export const PRODUCT_FORM_MESSAGES = {
  title: 'Please enter a product title.',
  category: 'Please select a category.',
  description: 'Please enter a product description.',
  price: 'Please enter a valid price.',
  images: 'Please upload at least one preview image.',
  files: 'Please upload the product files for ready-made products.',
} as const;

/** Manage Profile's required fields and limits (section 5; the texts are ours). */
export const PROFILE_FORM_MESSAGES = {
  usernameRequired: 'Please choose a username for your public profile address.',
  usernameFormat:
    'A username has 3 to 30 characters: letters, digits, hyphens and underscores, starting with a letter or a digit.',
  fullName: 'Please enter your full name.',
  profession: 'Please enter your profession.',
  bio: 'Please enter a short bio.',
  hourlyRate: 'The hourly rate must be 0 or more.',
} as const;
