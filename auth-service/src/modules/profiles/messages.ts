/** The profiles module's texts: refusals of /api/me and /api/admin (tests import them). */
import type { Role } from '../../platform/roles';

export const FULL_NAME_MAX_LENGTH = 100;

/** Rules of the profile's editable fields (PATCH /api/me). */
export const FULL_NAME_MESSAGES = {
  length: `Full name must be between 1 and ${FULL_NAME_MAX_LENGTH} characters.`,
  control: 'Full name must not contain line breaks or control characters.',
} as const;

/** Refusals of the signed-in user's own profile and role: /api/me. */
export const ME_MESSAGES = {
  noEmail: 'Your account has no email address, so no profile can be created for it.',
  adminRole: 'The admin role cannot be chosen; an administrator grants it.',
  roleTaken: (current: Role) =>
    `Your role is already ${current}. A role is chosen once; an administrator can change it.`,
  keycloakFailed:
    'Your role could not be saved because the identity provider did not respond. Please try again.',
} as const;

/** Refusals of the admin dashboard's API: /api/admin. */
export const ADMIN_MESSAGES = {
  ownRole: 'Administrators cannot change their own role; ask another administrator.',
  noSuchUser: (id: string) => `No user with id ${id}.`,
  keycloakFailed:
    'The role could not be changed because the identity provider did not respond. Nothing was changed; please try again.',
} as const;
