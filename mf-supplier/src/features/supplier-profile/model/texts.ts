/** The supplier profile screen's texts. */
export const SUPPLIER_PROFILE_TEXTS = {
  title: 'Supplier Profile',
  intro: 'Tell brands what you make, where you work and which certifications you hold.',
  empty: 'You have no supplier profile yet. Fill it in so that brands can find you.',
  loading: 'Loading Supplier Profile',
  loadError: 'The supplier profile could not be loaded.',
  retry: 'Retry',
  companyName: 'Company Name',
  logo: 'Company Logo',
  capabilities: 'Capabilities',
  capabilitiesHint: 'Separate them with commas, e.g. Cut-make-trim, Knitting, Private label.',
  certifications: 'Certifications',
  certificationsHint: 'Separate them with commas, e.g. GOTS, OEKO-TEX.',
  regions: 'Regions',
  description: 'Description',
  website: 'Website',
  location: 'Location',
  save: 'Save Changes',
  saving: 'Saving...',
  verified: 'Verified Supplier',
} as const;

/** Spec 001 section 8: the profile's banners. */
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

export const BANNER_CLEARS_AFTER_MS = 3000;

/** The API's rules, in the form's order (the API's own words). */
export const SUPPLIER_PROFILE_MESSAGES = {
  companyName: 'Please enter your company name.',
  capabilities: 'Please add at least one capability.',
  regions: 'Please select at least one region.',
  website: 'Please enter a valid website address, such as https://example.com.',
} as const;

export const SERVICE_CATALOGUE_TEXTS = {
  title: 'Service Catalogue',
  pro: 'Share your full catalogue with brands as a PDF (up to 20MB).',
  starter:
    'Uploading a service catalogue is a Supplier Pro feature. Upgrade to Pro to share your full catalogue with brands.',
  upgrade: 'View Subscription Plans',
  needsProfile: 'Save your supplier profile first, then add your catalogue.',
  upload: 'Upload Catalogue (PDF)',
  replace: 'Replace Catalogue',
  remove: 'Remove Catalogue',
  current: (name: string) => `Current catalogue: ${name}`,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  notPdf: (name: string) => `${name} is not a PDF file. Please upload your catalogue as a PDF.`,
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 20MB.`,
  saved: 'Your service catalogue is online.',
  failed: 'The catalogue could not be saved. Please try again.',
} as const;
