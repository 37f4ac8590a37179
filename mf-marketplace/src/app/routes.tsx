import { Navigate } from 'react-router';
import type { AreaRoute } from '@atelier/shared-ui';
import { JobBoard } from '../features/jobs/components/JobBoard';
import { MarketplaceListing } from '../features/marketplace/components/MarketplaceListing';
import { ProductDetail } from '../features/marketplace/components/ProductDetail';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.marketplace, element: <MarketplaceListing /> },
  { path: PATHS.productDetail, element: <ProductDetail /> },
  // A product path without an id goes back to the listing (spec 001, product detail).
  { path: PATHS.productWithoutId, element: <Navigate to={PATHS.marketplace} replace /> },
  { path: PATHS.jobs, element: <JobBoard /> },
];
