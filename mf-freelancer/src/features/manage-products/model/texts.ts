// The Manage Products screen's texts (spec 001, sections 2 and 8), in one place for its tests.
// Texts the spec does not give are marked "ours".

export const MANAGE_PRODUCTS_TEXTS = {
  title: 'Manage Products',
  loading: 'Loading Products',
  /** Ours: the spec shows no load failure. */
  loadError: 'Your products could not be loaded.',
  retry: 'Try Again',
  empty: 'No products found',
  /** Ours: the spec says only "a link to create". */
  createLink: 'Create Product',
  /** Ours (issue 37): each card says which kind of product it is, as the product form does. */
  readyMade: 'Ready-made',
  custom: 'Custom',
  yourProducts: (count: number) => `Your Products (${String(count)})`,
  stats: {
    totalRevenue: 'Total Revenue',
    totalSales: 'Total Sales',
    publishedProducts: 'Published Products',
    averageRating: 'Average Rating',
  },
  search: 'Search products',
  statusFilter: 'Status',
  sort: 'Sort by',
  view: 'Layout',
  productsList: 'Your products',
  edit: 'Edit',
  analytics: 'Analytics',
  moreActions: (title: string) => `More actions for ${title}`,
  viewProduct: 'View Product',
  duplicate: 'Duplicate',
  downloadFiles: 'Download Files',
  deleteProduct: 'Delete Product',
  duplicated: 'Product duplicated successfully! You can find it in your drafts.',
  duplicateFailed: 'Failed to duplicate product. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this product? This action cannot be undone.',
  /** Ours. */
  deleteConfirmLabel: 'Delete',
  /** Ours. */
  deleteBusy: 'Deleting...',
  /** Ours: the spec shows no delete failure. */
  deleteFailed: 'Failed to delete product. Please try again.',
  /** Ours. */
  noFiles: 'This product has no files to download.',
  /** Ours. */
  downloadFailed: 'Failed to download the files. Please try again.',
  performance: {
    sales: 'Sales',
    revenue: 'Revenue',
    views: 'Views',
    downloads: 'Downloads',
    rating: 'Rating',
    /** Paid orders over views (issue 20). */
    conversion: 'Conversion',
    /** This month's sales against last month's (spec 001 section 2's "trend"). */
    trend: 'Trend',
    /** The trend of a product that sold this month and not last month (issue 37: not '+100%'). */
    newThisMonth: 'New this month',
  },
  /** Ours: said instead of the numbers on drafts and private products. */
  noPerformance: 'Performance is shown once the product is published.',
} as const;
