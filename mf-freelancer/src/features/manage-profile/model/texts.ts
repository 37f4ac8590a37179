/** Manage Profile's texts (spec 001 sections 2, 5 and 8), in one place for the screen and tests. */
export const HEADING = 'Manage Profile';
export const VIEW_PUBLIC_PROFILE = 'View Public Profile';

export const SECTIONS = {
  basic: 'Basic Information',
  expertise: 'Areas of Expertise',
  social: 'Social Links & Contact',
  visibility: 'Profile Visibility',
} as const;

export const SAVE_LABEL = 'Save All Changes';
export const SAVING_LABEL = 'Saving...';

/** Section 2: the Public/Private toggle's texts. */
export const VISIBILITY_TEXTS = {
  public: { title: 'Public Profile', status: 'Active & Visible' },
  private: { title: 'Private Profile', status: 'Hidden' },
} as const;

/** Section 8. */
export const SAVE_BANNERS = {
  success: {
    title: 'Profile updated successfully!',
    message: 'Your profile changes have been saved.',
  },
  failure: {
    title: 'Failed to update profile',
    message: 'There was an error saving your profile. Please try again.',
  },
} as const;

/** Section 5: required fields, the server's own texts (api-contract's values). */
export { PROFILE_FORM_MESSAGES } from '@atelier/api-contract/values';

export const AVAILABILITY_OPTIONS = [
  { value: 'available', label: 'Available for new projects' },
  { value: 'booked', label: 'Booked' },
] as const;

export const USERNAME_HINT =
  'Your public address: /portfolio/<username>. Chosen once; it cannot be changed later.';
export const PHOTO_HINT = 'JPG, PNG or GIF up to 10MB; cropped to a square.';

/** Section 9: the bio counter. */
export const bioCounter = (length: number) => `${length}/1000`;
