import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2; spec 001, section 2). */
export const PATHS = {
  marketplace: '/marketplace-full',
  productDetail: '/marketplace/product/:productId',
  jobs: '/jobs',
} as const;

export const AREA_PREFIXES: readonly string[] = ['/marketplace/'];

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.marketplace, element: <PlaceholderScreen title="Marketplace" /> },
  { path: PATHS.productDetail, element: <PlaceholderScreen title="Product Detail" /> },
  { path: PATHS.jobs, element: <PlaceholderScreen title="Job Opportunities" /> },
];
