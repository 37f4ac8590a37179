/**
 * Portfolio categories (spec 001 section 9), in the spec's order: a project's category, a
 * profile's areas of expertise and the directory's category filter.
 */
export const PORTFOLIO_CATEGORIES = [
  'Swimwear Design',
  'Activewear',
  'Print Design',
  'Technical Design',
  'Outerwear',
  'Accessories',
  'Footwear',
  'Lingerie',
  'Denim',
  'Knitwear',
  'Resort Wear',
  'Sustainable Fashion',
  'Concept Design',
  'Pattern Making',
  'Other',
] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];
