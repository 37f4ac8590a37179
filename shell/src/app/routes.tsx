import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';

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
  { path: PATHS.login, element: <PlaceholderScreen title="Sign In" /> },
  { path: PATHS.signup, element: <PlaceholderScreen title="Create Account" /> },
  { path: PATHS.selectRole, element: <PlaceholderScreen title="Choose Your Role" /> },
  { path: PATHS.checkoutSuccess, element: <PlaceholderScreen title="Payment Successful" /> },
  { path: PATHS.checkoutCancel, element: <PlaceholderScreen title="Payment Cancelled" /> },
  { path: PATHS.freelancerSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.clientSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.supplierSubscription, element: <PlaceholderScreen title="Subscription" /> },
  { path: PATHS.adminDashboard, element: <PlaceholderScreen title="Admin Dashboard" /> },
];
