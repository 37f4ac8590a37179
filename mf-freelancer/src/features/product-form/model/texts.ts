/** The product form's texts, copied from spec 001 (sections 2, 5 and 8); tests import them. */
import { PRODUCT_FORM_MESSAGES } from '@atelier/api-contract/values';

export const HEADINGS = { create: 'Sell Your Products', edit: 'Edit Product' } as const;
export const BACK_LINK = 'Back to Manage Products';
export const SECTIONS = {
  productType: 'Product Type',
  details: 'Product Details',
  tags: 'Tags',
  files: 'Files & Images',
  visibility: 'Visibility',
  tips: 'Tips',
} as const;

export const BUTTONS = {
  draft: 'Save as Draft',
  publish: 'Publish Product',
  update: 'Update Product',
  saving: 'Saving...',
} as const;

/** Section 5, in the spec's order: the API's checks (api-contract's values), then the form's own. */
export const VALIDATION_MESSAGES = {
  ...PRODUCT_FORM_MESSAGES,
  /** Spec 001 section 5 and constants: 'revisions 0 to 10' (custom services). */
  revisions: 'Revisions must be a whole number from 0 to 10.',
} as const;
export type ValidatedField = keyof typeof VALIDATION_MESSAGES;

/** Section 5: per-file limits (the server checks the same by content). */
export const fileTooLarge = (name: string, limit: '10MB' | '100MB') =>
  `${name} is too large. Maximum file size is ${limit}.`;
export const notAnImage = (name: string) => `${name} is not a valid image file.`;

/** Section 8: the save banners. */
export const SAVE_BANNERS = {
  create: {
    success: {
      title: 'Product uploaded successfully!',
      message: 'Your product is now available in the marketplace.',
    },
    failure: {
      title: 'Upload failed',
      message: 'There was an error uploading your product. Please try again.',
    },
  },
  edit: {
    success: {
      title: 'Product updated successfully!',
      message: 'Your product changes have been saved.',
    },
    failure: {
      title: 'Update failed',
      message: 'There was an error updating your product. Please try again.',
    },
  },
} as const;

export const descriptionCounter = (length: number) => `${String(length)}/2000 characters`;

/**
 * Ours (issue 20): buyers pay the seller directly through Stripe, so publishing needs a
 * connected account that takes charges; drafts can be saved at any time.
 */
export const PAYOUT_ACCOUNT_NEEDED = {
  title: 'Connect a payout account before publishing',
  message:
    'Buyers pay you directly through Stripe, so your product can be published once your Stripe account can take payments. You can save it as a draft now.',
  link: 'Go to Payments & Earnings',
} as const;

/** The preview images' order (the first is the product's cover). */
export const IMAGE_ORDER_TEXTS = {
  list: 'Uploaded preview images',
  cover: 'Cover',
  moveEarlier: (name: string) => `Move ${name} earlier`,
  moveLater: (name: string) => `Move ${name} later`,
} as const;
