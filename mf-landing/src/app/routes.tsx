import type { AreaRoute } from '@atelier/shared-ui';
import { LandingScreen } from './LandingScreen';
import { LegalScreen } from './LegalScreen';
import { PATHS } from '../config/paths';

/** The landing remote owns exact paths only; unknown paths are the shell's to redirect. */
export const AREA_PREFIXES: readonly string[] = [];

export const SCREENS: readonly AreaRoute[] = [
  { path: PATHS.landing, element: <LandingScreen /> },
  { path: PATHS.privacyPolicy, element: <LegalScreen document="privacy" /> },
  { path: PATHS.termsOfService, element: <LegalScreen document="terms" /> },
  { path: PATHS.cookiePolicy, element: <LegalScreen document="cookies" /> },
];
