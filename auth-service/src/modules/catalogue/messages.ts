/** The catalogue module's texts (spec 001 sections 2, 5 and 8); tests import them from here. */

/** The product form's checks, in the spec's order: api-contract's values, shared with the form. */
export { PRODUCT_FORM_MESSAGES } from '@atelier/api-contract';

/** Checks the spec leaves to the server: a subcategory of the chosen category, a discount. */
export const PRODUCT_RULE_MESSAGES = {
  subcategory: (category: string) => `Please select a subcategory of ${category}.`,
  originalPrice: 'The original price must be above the price.',
} as const;

/**
 * A product's image and file keys are the caller's own uploads (checked after the form's rules):
 * `name` is the name the request gave the upload.
 */
export const PRODUCT_UPLOAD_MESSAGES = {
  image: (name: string) =>
    `The image ${name} is not one of your uploaded images (or its upload is not finished). Please upload it again.`,
  file: (name: string) =>
    `The file ${name} is not one of your uploaded product files (or its upload is not finished). Please upload it again.`,
  repeated: (name: string) => `${name} is added to this product more than once.`,
  inUse: (name: string) =>
    `${name} already belongs to another of your products. Please upload it again for this one.`,
} as const;

/** Publishing with a price needs a connected payout account that can take charges (issue 20). */
export const PRODUCT_PUBLISH_MESSAGES = {
  noPayoutAccount: 'Connect a payout account in Payments & Earnings before publishing a product.',
} as const;

export const CATALOGUE_MESSAGES = {
  /** Section 2, product detail: any product the caller may not see is this 404. */
  notFound: "The product you're looking for doesn't exist or has been removed.",
  /** Section 8: what the duplicate answers with. */
  duplicated: 'Product duplicated successfully! You can find it in your drafts.',
} as const;

/** Section 4: a duplicate's title. */
export const copyTitleOf = (title: string) => `${title} (Copy)`;
