import { PlaceholderScreen, type AreaRoute } from '@atelier/shared-ui';
import { LandingPage } from '../features/landing-page/components/LandingPage';

/** Every path this remote owns (spec 000, section 2). */
export const PATHS = {
  landing: '/',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
} as const;

/** The landing remote owns exact paths only; unknown paths are the shell's to redirect. */
export const AREA_PREFIXES: readonly string[] = [];

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.landing, element: <LandingPage /> },
  { path: PATHS.privacyPolicy, element: <PlaceholderScreen title="Privacy Policy" /> },
  { path: PATHS.termsOfService, element: <PlaceholderScreen title="Terms of Service" /> },
  { path: PATHS.cookiePolicy, element: <PlaceholderScreen title="Cookie Policy" /> },
];
