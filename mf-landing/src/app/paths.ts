import { NAV_PATHS } from '@atelier/shared-ui';

/** Every path this remote owns (spec 000, section 2). */
export const PATHS = {
  landing: '/',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
} as const;

/** Paths of other areas that the landing and legal pages link to. */
export const PLATFORM_PATHS = {
  login: '/login',
  signup: '/signup',
  marketplace: NAV_PATHS.marketplace,
  jobs: NAV_PATHS.jobs,
} as const;

/** auth-service behind the gateway, same origin (ARCHITECTURE.md). */
export const API_BASE_URL = '/api';

/** Where people write to about their data (the legal pages and the footer). */
export const PRIVACY_EMAIL = 'privacy@atelier.test';
