/** Portfolio management's texts (spec 001 section 2). */
export const PORTFOLIO_TEXTS = {
  heading: 'Portfolio',
  subtitle: 'Manage your projects and how your public profile shows them.',
  upload: 'Upload New Project',
  viewPublicProfile: 'View Public Profile',
  search: 'Search projects',
  category: 'Category',
  allCategories: 'All Categories',
  yourProjects: (count: number) => `Your Projects (${count})`,
  empty: 'No projects found',
  emptyText: 'Upload your first project or adjust your search.',
  featured: 'Featured',
  markFeatured: 'Mark as featured',
  unmarkFeatured: 'Remove from featured',
  delete: 'Delete',
  deleteTitle: 'Delete project',
  deleteConfirm: 'Are you sure you want to delete this project?',
  settings: 'Portfolio Settings',
  tags: 'Popular Tags',
  tips: 'Tips',
  loadError: 'Your portfolio could not be loaded.',
  retry: 'Retry',
  loading: 'Loading Portfolio',
} as const;

export const STATUS_LABELS = {
  published: 'Published',
  draft: 'Draft',
  private: 'Private',
} as const;

export const STATUS_TONES = {
  published: 'success',
  draft: 'warning',
  private: 'neutral',
} as const;

/** The settings toggles (section 3, Portfolio settings). */
export const SETTINGS_LABELS = {
  isPublic: 'Public portfolio',
  allowDownloads: 'Allow downloads',
  showContactInfo: 'Show contact info',
} as const;

export const TIPS = [
  'Feature your strongest projects: they come first on your public profile.',
  'Use clear titles and tags so clients find your work.',
  'Show several images per project: sketches, tech packs and the finished piece.',
] as const;

export const STAT_LABELS = {
  total: 'Total Projects',
  published: 'Published',
  views: 'Total Views',
  likes: 'Total Likes',
} as const;
