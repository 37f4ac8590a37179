import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';
import { AdminDashboard } from '../features/admin-dashboard/components/AdminDashboard';
import { SelectRoleScreen } from '../features/select-role/components/SelectRoleScreen';
import { SignInScreen } from '../features/sign-in/components/SignInScreen';

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
  // Billing screens arrive with the plans and checkout issue (#4).
  { path: PATHS.checkoutSuccess, element: <PlaceholderScreen title="Payment Successful" /> },
  { path: PATHS.checkoutCancel, element: <PlaceholderScreen title="Payment Cancelled" /> },
  { path: PATHS.freelancerSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.clientSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.supplierSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.adminDashboard, element: <AdminDashboard /> },
];
