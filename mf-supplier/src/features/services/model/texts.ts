/** The My Services screen's texts. */
export const SERVICES_TEXTS = {
  title: 'My Services',
  intro: 'Your services as brands see them: price ranges, minimum order quantities and lead times.',
  add: 'Add Service',
  loading: 'Loading Services',
  loadError: 'Your services could not be loaded.',
  retry: 'Retry',
  emptyTitle: 'No services yet',
  emptyText: 'Add your first service so that brands can see what you offer.',
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete service',
  deleteConfirm: 'Are you sure you want to delete this service? This action cannot be undone.',
  deleting: 'Deleting...',
  newService: 'New Service',
  editService: 'Edit Service',
  form: {
    title: 'Service Title',
    type: 'Service Type',
    typePlaceholder: 'Select a service type',
    categories: 'Categories',
    description: 'Description',
    certifications: 'Certifications',
    certificationsHint: 'Separate them with commas, e.g. GOTS, OEKO-TEX.',
    priceMin: 'Minimum Price',
    priceMax: 'Maximum Price',
    currency: 'Currency',
    moq: 'Minimum Order Quantity (units)',
    leadTimeMin: 'Lead Time From (days)',
    leadTimeMax: 'Lead Time To (days)',
    save: 'Save Service',
    saving: 'Saving...',
    cancel: 'Cancel',
    failed: 'The service could not be saved. Please try again.',
  },
  saved: 'Service saved.',
  priceOnRequest: 'Price on request',
  moq: (units: number) => `MOQ ${units.toLocaleString('en-US')} units`,
  leadTime: (from: number | null, to: number | null) =>
    from !== null && to !== null && from !== to
      ? `${String(from)}-${String(to)} days lead time`
      : `${String(from ?? to ?? 0)} days lead time`,
} as const;

/** The API's rules, in the form's order (the API's own words). */
export const SERVICE_FORM_MESSAGES = {
  title: 'Please enter a service title.',
  type: 'Please select a service type.',
  categories: 'Please select at least one category.',
  description: 'Please enter a service description.',
  priceRange: 'The minimum price must not be above the maximum price.',
  leadTime: 'The shortest lead time must not be longer than the longest.',
} as const;
