/** Upload New Project's texts (spec 001 sections 2, 4, 5 and 8). */
export const HEADING = 'Upload New Project';
export const BACK_LINK = 'Back to Portfolio';

export const SECTIONS = {
  details: 'Project Details',
  tags: 'Tags',
  images: 'Project Images',
} as const;

export const BUTTONS = {
  draft: 'Save as Draft',
  publish: 'Publish Project',
  saving: 'Saving...',
  publishing: 'Publishing...',
} as const;

/** Section 5's checks, in the spec's order: the API's own (api-contract's values). */
export { PROJECT_FORM_MESSAGES } from '@atelier/api-contract/values';

/** Section 5: image rules. */
export const notAnImage = (name: string) => `${name} is not a valid image file.`;
export const imageTooLarge = (name: string) => `${name} is too large. Maximum file size is 10MB.`;

/** Section 8. */
export const SAVE_BANNERS = {
  success: {
    title: 'Project uploaded successfully!',
    message: 'Your project has been saved and is now visible in your portfolio.',
  },
  failure: {
    title: 'Upload failed',
    message: 'There was an error uploading your project. Please try again.',
  },
} as const;

export const VISIBILITY_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'private', label: 'Private' },
] as const;

/** Section 2: the description counter. */
export const descriptionCounter = (length: number) => `${length}/1000`;
