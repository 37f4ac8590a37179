import type { Role, SessionSnapshot } from '@atelier/shared-ui';
import { guardRoute } from './guard';

const signedIn = (role: Role | null): SessionSnapshot => ({
  status: 'signedIn',
  profile: { id: 'u-1', email: 'a@b.test', fullName: 'A B', role },
  isPremium: false,
});
const noProfile: SessionSnapshot = { status: 'signedIn', profile: null, isPremium: false };

describe('guardRoute, in the spec order', () => {
  it.each<[string, SessionSnapshot, ReturnType<typeof guardRoute>]>([
    // Public routes need no sign-in, whatever the session.
    ['/', { status: 'loading' }, { kind: 'allow' }],
    ['/jobs', { status: 'signedOut' }, { kind: 'allow' }],
    ['/portfolio/someone', { status: 'signedOut' }, { kind: 'allow' }],
    ['/checkout/success', { status: 'signedOut' }, { kind: 'allow' }],
    ['/login', signedIn('client'), { kind: 'allow' }],
    // 1. Loading shows a spinner.
    ['/freelancer/dashboard', { status: 'loading' }, { kind: 'loading' }],
    // 2. Not signed in: to /login, remembering the path.
    [
      '/supplier/dashboard',
      { status: 'signedOut' },
      { kind: 'redirect', to: '/login', rememberPath: '/supplier/dashboard' },
    ],
    [
      '/onboarding/select-role',
      { status: 'signedOut' },
      { kind: 'redirect', to: '/login', rememberPath: '/onboarding/select-role' },
    ],
    // A user without a profile (auth-service unreachable after the one reload).
    ['/client/dashboard', noProfile, { kind: 'profileUnavailable' }],
    // 3. No role yet: choose one first.
    ['/client/dashboard', signedIn(null), { kind: 'redirect', to: '/onboarding/select-role' }],
    ['/admin/dashboard', signedIn(null), { kind: 'redirect', to: '/onboarding/select-role' }],
    ['/onboarding/select-role', signedIn(null), { kind: 'allow' }],
    // 4. Another role: the user's own dashboard.
    ['/freelancer/dashboard', signedIn('client'), { kind: 'redirect', to: '/client/dashboard' }],
    ['/client/post-job', signedIn('supplier'), { kind: 'redirect', to: '/supplier/dashboard' }],
    ['/admin/dashboard', signedIn('freelancer'), { kind: 'redirect', to: '/freelancer/dashboard' }],
    ['/supplier/messages', signedIn('admin'), { kind: 'redirect', to: '/admin/dashboard' }],
    // A user who has a role skips role selection.
    [
      '/onboarding/select-role',
      signedIn('supplier'),
      { kind: 'redirect', to: '/supplier/dashboard' },
    ],
    // 5. Otherwise the content shows.
    ['/freelancer/subscription', signedIn('freelancer'), { kind: 'allow' }],
    ['/client/applications/suppliers', signedIn('client'), { kind: 'allow' }],
    ['/admin/dashboard', signedIn('admin'), { kind: 'allow' }],
    // Purchases and a purchase's page: any signed-in role, a visitor signs in and comes back.
    [
      '/marketplace/purchases',
      { status: 'signedOut' },
      { kind: 'redirect', to: '/login', rememberPath: '/marketplace/purchases' },
    ],
    [
      '/marketplace/purchases/4a1f7c1e-0000-4000-8000-000000000001',
      { status: 'signedOut' },
      {
        kind: 'redirect',
        to: '/login',
        rememberPath: '/marketplace/purchases/4a1f7c1e-0000-4000-8000-000000000001',
      },
    ],
    ['/marketplace/purchases', { status: 'loading' }, { kind: 'loading' }],
    ['/marketplace/purchases', signedIn(null), { kind: 'redirect', to: '/onboarding/select-role' }],
    ['/marketplace/purchases', signedIn('client'), { kind: 'allow' }],
    ['/marketplace/purchases', signedIn('freelancer'), { kind: 'allow' }],
    ['/marketplace/purchases/p-1', signedIn('supplier'), { kind: 'allow' }],
    ['/marketplace/purchases', signedIn('admin'), { kind: 'allow' }],
    // A custom order's page: any signed-in role (buyer or seller), a visitor signs in first.
    [
      '/marketplace/orders/4a1f7c1e-0000-4000-8000-000000000002',
      { status: 'signedOut' },
      {
        kind: 'redirect',
        to: '/login',
        rememberPath: '/marketplace/orders/4a1f7c1e-0000-4000-8000-000000000002',
      },
    ],
    [
      '/marketplace/orders/o-1',
      signedIn(null),
      { kind: 'redirect', to: '/onboarding/select-role' },
    ],
    ['/marketplace/orders/o-1', signedIn('client'), { kind: 'allow' }],
    ['/marketplace/orders/o-1', signedIn('freelancer'), { kind: 'allow' }],
    // The seller's orders list is the freelancer's.
    ['/freelancer/orders', signedIn('client'), { kind: 'redirect', to: '/client/dashboard' }],
    ['/freelancer/orders', signedIn('freelancer'), { kind: 'allow' }],
    // Atelier PLM (issue 38): any signed-in role, a visitor signs in and comes back.
    ['/plm', { status: 'signedOut' }, { kind: 'redirect', to: '/login', rememberPath: '/plm' }],
    [
      '/plm/styles/x/bom',
      { status: 'signedOut' },
      { kind: 'redirect', to: '/login', rememberPath: '/plm/styles/x/bom' },
    ],
    ['/plm', { status: 'loading' }, { kind: 'loading' }],
    ['/plm', signedIn(null), { kind: 'redirect', to: '/onboarding/select-role' }],
    ['/plm', signedIn('freelancer'), { kind: 'allow' }],
    ['/plm', signedIn('client'), { kind: 'allow' }],
    ['/plm/styles/new', signedIn('supplier'), { kind: 'allow' }],
    ['/plm/styles/x/bom', signedIn('admin'), { kind: 'allow' }],
    // The product page stays public.
    ['/marketplace/product/p-1', { status: 'signedOut' }, { kind: 'allow' }],
  ])('%s with %j', (pathname, session, decision) => {
    expect(guardRoute(pathname, session)).toEqual(decision);
  });
});
