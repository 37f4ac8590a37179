/** The company profile screen's texts (spec 001 sections 2, 4 and 8: the profile banners). */
export const COMPANY_PROFILE_TEXTS = {
  title: 'Company Profile',
  intro: 'Your company name and logo are the brand your jobs and requests show.',
  empty:
    'You have no company profile yet. Fill it in to introduce your brand to freelancers and suppliers.',
  memberNote: "Only the company's owners can change its profile.",
  loading: 'Loading Company Profile',
  loadError: 'The company profile could not be loaded.',
  retry: 'Retry',
  name: 'Company Name',
  logo: 'Company Logo',
  website: 'Website',
  location: 'Location',
  description: 'Description',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

/** Section 8: the profile's success and failure banners. */
export const PROFILE_BANNERS = {
  success: {
    title: 'Profile updated successfully!',
    message: 'Your profile changes have been saved.',
  },
  failure: {
    title: 'Failed to update profile',
    message: 'There was an error saving your profile. Please try again.',
  },
} as const;

/** Section 9: success banners clear after 3 seconds. */
export const BANNER_CLEARS_AFTER_MS = 3000;

/** The API's rules, checked first in the browser (the same words as the API's messages). */
export const COMPANY_FORM_MESSAGES = {
  name: 'Please enter your company name.',
  website: 'Please enter a valid website address, such as https://example.com.',
} as const;

export const DESCRIPTION_LIMIT = 2000;
export const descriptionCounter = (length: number) => `${length}/${DESCRIPTION_LIMIT}`;
