/** The companies module's texts; tests and the screens' model files import the same words. */

/** The company profile form (/client/profile), in the form's order. */
export const COMPANY_FORM_MESSAGES = {
  /** The spec's own words for a company name (001 section 5, job post). */
  name: 'Please enter your company name.',
  website: 'Please enter a valid website address, such as https://example.com.',
  logo: 'The logo is not one of your uploaded images (or its upload is not finished). Please upload it again.',
} as const;

/** The supplier profile form (/supplier/profile), in the form's order. */
export const SUPPLIER_PROFILE_MESSAGES = {
  companyName: COMPANY_FORM_MESSAGES.name,
  capabilities: 'Please add at least one capability.',
  regions: 'Please select at least one region.',
  unknownRegion: (region: string) => `${region} is not one of the regions to choose from.`,
  website: COMPANY_FORM_MESSAGES.website,
  logo: COMPANY_FORM_MESSAGES.logo,
} as const;

/** The service form (/supplier/services), in the form's order. */
export const SERVICE_FORM_MESSAGES = {
  title: 'Please enter a service title.',
  type: 'Please select a service type.',
  categories: 'Please select at least one category.',
  description: 'Please enter a service description.',
  priceRange: 'The minimum price must not be above the maximum price.',
  leadTime: 'The shortest lead time must not be longer than the longest.',
} as const;

export const SERVICE_CATALOGUE_MESSAGES = {
  /** Supplier Pro's 'upload service catalog' (spec 000 section 6). */
  proOnly:
    'Uploading a service catalogue is a Supplier Pro feature. Upgrade to Pro to upload yours.',
  notPdf: (name: string) => `${name} is not a PDF file. Please upload your catalogue as a PDF.`,
  notUploaded:
    'The catalogue is not one of your uploaded files (or its upload is not finished). Please upload it again.',
  noProfile: 'Please save your supplier profile before adding a service catalogue.',
} as const;

export const TEAM_MESSAGES = {
  email: 'Please enter a valid email address.',
  alreadyMember: (email: string) => `${email} is already a member of your company.`,
  alreadyInvited: (email: string) => `${email} has already been invited.`,
  inAnotherCompany: (email: string) => `${email} already belongs to another company.`,
  ownersOnly: "Only the company's owners can manage its team.",
  removeSelf: 'You cannot remove yourself: an owner stays with the company.',
  memberNotFound: 'This member is not in your company.',
  invitationNotFound: 'This invitation does not exist or has been withdrawn.',
  invitationLinkUsed:
    'This invitation link has already been used, or the invitation was withdrawn. Ask the company to invite you again.',
  invitationForAnotherAddress:
    'This invitation was sent to another email address. Sign in with the address it was sent to.',
} as const;

export const COMPANY_MESSAGES = {
  notFound: 'This company does not exist.',
  noCompany: 'Please save your company profile first.',
  ownersOnly: "Only the company's owners can change its profile.",
  supplierNotFound: 'This supplier does not exist.',
  serviceNotFound: 'This service does not exist or has been removed.',
  tooManyServices: 'You have reached the limit of 100 services. Please remove one first.',
} as const;

export const ACCOUNT_MESSAGES = {
  /** What the delete-account dialog asks the user to type. */
  confirmationWord: 'DELETE',
  confirmation: 'Please type DELETE to confirm that your account and its data are removed.',
  paymentsUnavailable:
    'Your account could not be deleted right now: the payment service did not answer, so your subscription was not cancelled and nothing was deleted. Please try again.',
  keycloakUnavailable:
    'Your account could not be deleted right now: the sign-in service did not answer. Please try again.',
} as const;

/** Verified Supplier (issue 43, item 3): applying, and the admin's review. */
export const VERIFICATION_MESSAGES = {
  /** The Pro gate's words, as the catalogue's (Supplier Pro's 'Verified Supplier badge'). */
  proOnly:
    'Verification is a Supplier Pro feature. Upgrade to Pro to apply for the Verified Supplier badge.',
  noProfile: 'Please save your supplier profile before applying for verification.',
  legalName: 'Please enter the legal name of your business.',
  registrationNumber: 'Please enter your business registration number.',
  address: 'Please enter the registered address of your business.',
  website: COMPANY_FORM_MESSAGES.website,
  document:
    'The document is not one of your uploaded files (or its upload is not finished). Please upload it again.',
  pending: 'Your verification application is already waiting for review.',
  alreadyVerified: 'Your business is already verified.',
  notFound: 'This verification application does not exist.',
  decided: 'This application has already been reviewed.',
  reason: 'Please give the reason for refusing the application.',
} as const;
