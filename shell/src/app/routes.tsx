import type { AreaRoute } from '@atelier/shared-ui';
import { AdminDashboard } from '../features/admin-dashboard/components/AdminDashboard';
import { SelectRoleScreen } from '../features/select-role/components/SelectRoleScreen';
import { SignInScreen } from '../features/sign-in/components/SignInScreen';
import {
  CheckoutCancel,
  CheckoutSuccess,
} from '../features/subscription/components/CheckoutResult';
import { SubscriptionPage } from '../features/subscription/components/SubscriptionPage';

/** The screens the shell renders itself (ARCHITECTURE.md: identity and billing). */
export const PATHS = {
  login: '/login',
  signup: '/signup',
  selectRole: '/onboarding/select-role',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  freelancerSubscription: '/freelancer/subscription',
  clientSubscription: '/client/subscription',
  supplierSubscription: '/supplier/subscription',
  adminDashboard: '/admin/dashboard',
} as const;

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.login, element: <SignInScreen mode="signIn" /> },
  { path: PATHS.signup, element: <SignInScreen mode="signUp" /> },
  { path: PATHS.selectRole, element: <SelectRoleScreen /> },
  { path: PATHS.checkoutSuccess, element: <CheckoutSuccess /> },
  { path: PATHS.checkoutCancel, element: <CheckoutCancel /> },
  { path: PATHS.freelancerSubscription, element: <SubscriptionPage audience="freelancer" /> },
  { path: PATHS.clientSubscription, element: <SubscriptionPage audience="client" /> },
  { path: PATHS.supplierSubscription, element: <SubscriptionPage audience="supplier" /> },
  { path: PATHS.adminDashboard, element: <AdminDashboard /> },
];
