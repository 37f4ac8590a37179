/** /explore's texts: Talent & Suppliers (spec 001 section 2; its content is not shown there). */
export const EXPLORE_TEXTS = {
  heading: 'Talent & Suppliers',
  subtitle: 'Find designers, patternmakers and suppliers for your next collection.',
  search: 'Search by profession, name or skill',
  role: 'Role',
  category: 'Category',
  allCategories: 'All Categories',
  location: 'Location',
  availability: 'Availability',
  loading: 'Loading Profiles',
  error: 'The directory could not be loaded.',
  retry: 'Retry',
  empty: 'No profiles found',
  emptyText: 'Try adjusting your search or filter criteria.',
  clear: 'Clear All Filters',
  results: (total: number) => `${total} ${total === 1 ? 'profile' : 'profiles'}`,
  /** Nothing matched every word: the list shows close spellings (issue 37 item 7). */
  similar: (words: string) => `No exact matches for "${words}". Showing similar results.`,
  viewProfile: 'View Profile',
  /** A supplier's card: its name opens the supplier's page, this a conversation. */
  sendMessage: 'Send Message',
  pro: 'PRO',
  verifiedSupplier: 'Verified Supplier',
  available: 'Available for new projects',
  booked: 'Booked',
} as const;
