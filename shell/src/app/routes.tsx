import { ROUTES, type AreaRoute } from '@atelier/shared-ui';
import { AdminDashboard } from '../features/admin-dashboard/components/AdminDashboard';
import { SelectRoleScreen } from '../features/select-role/components/SelectRoleScreen';
import { SignInScreen } from '../features/sign-in/components/SignInScreen';
import {
  CheckoutCancel,
  CheckoutSuccess,
} from '../features/subscription/components/CheckoutResult';
import { SubscriptionPage } from '../features/subscription/components/SubscriptionPage';

/**
 * The screens the shell renders itself (docs/architecture.md, "Areas and owners": identity and
 * billing).
 */
export const SCREENS: readonly AreaRoute[] = [
  { path: ROUTES.login, element: <SignInScreen mode="signIn" /> },
  { path: ROUTES.signup, element: <SignInScreen mode="signUp" /> },
  { path: ROUTES.selectRole, element: <SelectRoleScreen /> },
  { path: ROUTES.checkoutSuccess, element: <CheckoutSuccess /> },
  { path: ROUTES.checkoutCancel, element: <CheckoutCancel /> },
  { path: ROUTES.freelancer.subscription, element: <SubscriptionPage audience="freelancer" /> },
  { path: ROUTES.client.subscription, element: <SubscriptionPage audience="client" /> },
  { path: ROUTES.supplier.subscription, element: <SubscriptionPage audience="supplier" /> },
  { path: ROUTES.supplier.billing, element: <SubscriptionPage audience="supplier" /> },
  { path: ROUTES.admin.dashboard, element: <AdminDashboard /> },
];
