/**
 * Portfolio categories (spec 001 section 9), in the spec's order: a project's category and a
 * profile's areas of expertise. The API checks the same list (api-contract's
 * PORTFOLIO_CATEGORIES; the apps import its types only).
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
