/** The Post a Request screen's texts (spec 001 sections 2, 5, 6, 8 and 9). */
export const TEXTS = {
  title: 'Post a Request',
  subtitle: 'Find the right suppliers for your production needs',
  sections: {
    basic: 'Basic Information',
    description: 'Description',
    preferences: 'Preferences',
    visibility: 'Request Visibility',
    preview: 'Preview',
  },
  fields: {
    title: 'Request Title',
    company: 'Company',
    location: 'Location (delivery destination)',
    type: 'Request Type',
    category: 'Category',
    quantity: 'Quantity',
    budget: 'Budget',
    deadline: 'Deadline',
    description: 'Description',
    attachments: 'Attachments',
    preferredRegions: 'Preferred Regions',
    certifications: 'Certifications',
    languages: 'Languages',
    needSamples: 'Samples needed',
    budgetMin: 'Budget Min',
    budgetMax: 'Budget Max',
    budgetCurrency: 'Currency',
  },
  selectType: 'Select a request type',
  selectCategory: 'Select a category',
  selectRegion: 'Select a region',
  addRegion: 'Add Region',
  add: 'Add',
  remove: (value: string) => `Remove ${value}`,
  descriptionCounter: (length: number) => `${String(length)}/2000 characters`,
  chooseFiles: 'Choose Files',
  visibility: {
    public: {
      label: 'Public',
      text: 'Visible to all verified suppliers, company name shown, attachments hidden until NDA signed.',
    },
    confidential: {
      label: 'Confidential',
      text: 'Request visible, identity hidden until the client approves a supplier, files hidden.',
    },
    'invite-only': {
      label: 'Invite Only',
      text: 'Only invited suppliers, not publicly listed.',
    },
  },
  ndaNote:
    'Attachments are visible only after suppliers apply and accept the standard NDA. Contact with applicants via platform only.',
  saveDraft: 'Save as Draft',
  publish: 'Publish Request',
  saving: 'Saving...',
  publishing: 'Publishing...',
  draftSaved: 'Draft saved.',
  success: {
    title: 'Request posted successfully!',
    message: 'Your request has been published and is now visible to suppliers.',
  },
  failure: {
    title: 'Failed to post request',
    message: 'There was an error posting your request. Please try again.',
  },
  invite: {
    title: (request: string) => `Invite suppliers to ${request}`,
    field: 'Supplier name or email',
    submit: 'Invite',
    invited: 'Invited suppliers',
    failed: 'The invitation could not be sent. Please try again.',
  },
  previewEmptyTitle: 'Untitled request',
  previewBudget: (min: string, max: string, currency: string) =>
    `${currency} ${min || '0'} - ${max || '…'}`,
} as const;

