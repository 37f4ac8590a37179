/** The profiles module's texts: refusals of /api/me and /api/admin (tests import them). */
import { PROFILE_FORM_MESSAGES } from '@atelier/api-contract';
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
  verificationEmailFailed:
    'The verification e-mail could not be sent because the identity provider did not respond. Please try again.',
} as const;

/** Refusals of the admin dashboard's API: /api/admin. */
export const ADMIN_MESSAGES = {
  ownRole: 'Administrators cannot change their own role; ask another administrator.',
  noSuchUser: (id: string) => `No user with id ${id}.`,
  keycloakFailed:
    'The role could not be changed because the identity provider did not respond. Nothing was changed; please try again.',
} as const;

/**
 * Manage Profile's rules (spec 001 section 5, Profile), in the order of the screen's sections:
 * Basic Information, Areas of Expertise, Social Links & Contact. The spec names the required
 * fields and limits; the texts are ours.
 */
export const PUBLIC_PROFILE_MESSAGES = {
  // The form's own checks (api-contract's values, shared with Manage Profile).
  ...PROFILE_FORM_MESSAGES,
  usernameTaken: 'This username is already taken. Please choose another one.',
  usernameChosen: 'Your username is chosen once and cannot be changed.',
  usernameAvailable: 'This username is available.',
  yearsExperience: 'Years of experience must be between 0 and 80.',
  category: (name: string) => `${name} is not one of the portfolio categories.`,
  blankItem: (list: string) => `Please fill in or remove the empty entry in ${list}.`,
  duplicateItem: (list: string, item: string) => `${item} is already in ${list}.`,
  url: (label: string) => `Please enter a valid ${label} URL (starting with https://).`,
  contactEmail: 'Please enter a valid contact email.',
  photo:
    'The profile photo is not one of your uploaded images (or its upload is not finished). Please upload it again.',
  /** A public profile is for freelancers and suppliers. */
  role: 'Only freelancers and suppliers have a public profile.',
  notFound: 'This profile does not exist or is private.',
} as const;

/** The lists of Areas of Expertise, as the messages name them. */
export const PROFILE_LIST_LABELS = {
  skills: 'your skills',
  services: 'What I Do',
  languages: 'your languages',
} as const;
