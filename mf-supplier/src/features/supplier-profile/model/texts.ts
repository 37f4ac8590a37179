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

/** Verified Supplier (issue 43): the application an admin reviews; the API's own words. */
export const VERIFICATION_TEXTS = {
  title: 'Verified Supplier',
  starter:
    'Verification is a Supplier Pro feature. Upgrade to Pro to apply for the Verified Supplier badge.',
  upgrade: 'View Subscription Plans',
  intro:
    'Send your business details and a registration document. Once an admin has checked them, the Verified Supplier badge shows on your profile while you are on Supplier Pro.',
  needsProfile: 'Save your supplier profile first, then apply for verification.',
  loading: 'Loading your verification',
  loadError: 'Your verification could not be loaded.',
  retry: 'Retry',
  legalName: 'Legal Business Name',
  registrationNumber: 'Registration Number',
  address: 'Registered Address',
  website: 'Website',
  document: 'Registration Document (PDF, JPG, PNG, DOC or DOCX, up to 10MB)',
  chooseDocument: 'Choose Document',
  replaceDocument: 'Replace Document',
  documentChosen: (name: string) => `Document: ${name}`,
  uploading: (percent: number) => `Uploading... ${percent}%`,
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 10MB.`,
  submit: 'Apply for Verification',
  submitting: 'Sending...',
  failed: 'Your application could not be sent. Please try again.',
  pending: (date: string) =>
    `Your application, sent on ${date}, is waiting for review. We will notify you once an admin has checked it.`,
  verified: 'Your business is verified: the Verified Supplier badge shows on your profile.',
  refused: (reason: string) => `Your last application was refused: ${reason}`,
  applyAgain: 'You can correct your details and apply again.',
  /** The API's rules (auth-service companies/messages.ts VERIFICATION_MESSAGES). */
  required: {
    legalName: 'Please enter the legal name of your business.',
    registrationNumber: 'Please enter your business registration number.',
    address: 'Please enter the registered address of your business.',
    website: 'Please enter a valid website address, such as https://example.com.',
    document: 'Please add your registration document.',
  },
} as const;
