import { Navigate } from 'react-router-dom';
import type { AreaRoute } from '@atelier/shared-ui';
import { JobBoard } from '../features/jobs/components/JobBoard';
import { JobDetail } from '../features/jobs/components/JobDetail';
import { MarketplaceListing } from '../features/marketplace/components/MarketplaceListing';
import { ProductDetail } from '../features/marketplace/components/ProductDetail';
import { OrderPage } from '../features/orders/components/OrderPage';
import { PurchaseConfirmation } from '../features/purchases/components/PurchaseConfirmation';
import { Purchases } from '../features/purchases/components/Purchases';
import { PATHS } from '../config/paths';

export { AREA_PREFIXES, PATHS } from '../config/paths';

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.marketplace, element: <MarketplaceListing /> },
  { path: PATHS.productDetail, element: <ProductDetail /> },
  // A product path without an id goes back to the listing (spec 001, product detail).
  { path: PATHS.productWithoutId, element: <Navigate to={PATHS.marketplace} replace /> },
  // Signed in only: the shell's guard sends a visitor to sign in and back.
  { path: PATHS.purchases, element: <Purchases /> },
  { path: PATHS.purchase, element: <PurchaseConfirmation /> },
  { path: PATHS.order, element: <OrderPage /> },
  { path: PATHS.jobs, element: <JobBoard /> },
  { path: PATHS.job, element: <JobDetail /> },
];
