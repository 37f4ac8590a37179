/** The supplier's public page (issue 43): its texts, in one place for the screen and its tests. */
export const SUPPLIER_PROFILE_TEXTS = {
  loading: 'Loading Supplier',
  loadError: 'This supplier could not be loaded.',
  retry: 'Retry',
  /** The API's `verified`: an admin checked the business, and Pro (issue 43). */
  verified: 'Verified Supplier',
  website: 'Website',
  about: 'About',
  capabilities: 'Capabilities',
  certifications: 'Certifications',
  regions: 'Regions',
  services: 'Services',
  noServices: 'This supplier has not listed any services yet.',
  catalogue: 'Service Catalogue',
  download: (name: string) => `Download ${name}`,
  downloading: 'Downloading...',
  downloadFailed: (name: string) => `${name} could not be downloaded. Please try again.`,
  signInToDownload: 'Sign in to download the service catalogue.',
  signIn: 'Sign In',
  priceOnRequest: 'Price on request',
  moq: (units: number) => `MOQ ${units.toLocaleString('en-US')} units`,
  leadTime: (from: number, to: number) =>
    from === to ? `${String(from)} days lead time` : `${String(from)}-${String(to)} days lead time`,
} as const;

/** An unknown or deleted supplier (the API's 404). */
export const SUPPLIER_NOT_FOUND = {
  title: 'Supplier not found',
  message: 'This supplier does not exist or is no longer on Atelier.',
  explore: 'Find Suppliers',
  home: 'Back to Home',
} as const;

/** The direct inquiry (issue 43 item 5): a Pro supplier's page only. */
export const INQUIRY_TEXTS = {
  open: 'Send Inquiry',
  dialogTitle: (company: string) => `Send an inquiry to ${company}`,
  intro:
    'A direct inquiry is a private request: only this supplier sees it, and answers it with a quote.',
  title: 'Request Title',
  type: 'Request Type',
  category: 'Category',
  location: 'Location',
  quantity: 'Quantity',
  budgetMin: 'Minimum budget',
  budgetMax: 'Maximum budget',
  currency: 'Currency',
  deadline: 'Deadline',
  description: 'Description',
  choose: 'Select...',
  send: 'Send Inquiry',
  sending: 'Sending...',
  cancel: 'Cancel',
  sent: (company: string) =>
    `Your inquiry has been sent to ${company}. Their quote will appear in Supplier Responses.`,
  seeListings: 'Manage Listings',
  failed: 'Your inquiry could not be sent. Please try again.',
  budget: 'Budgets must be whole numbers of zero or more.',
  budgetRange: 'The minimum budget must not be above the maximum budget.',
} as const;
