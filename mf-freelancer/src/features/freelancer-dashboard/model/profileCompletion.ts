import type { MyPublicProfile } from '@atelier/api-contract';

/**
 * How complete the freelancer's profile is, from what Manage Profile holds: each part of the
 * profile a visitor or a client's search looks at counts the same. Pure.
 */
export const PROFILE_PARTS = [
  { part: 'username', label: 'A username (your public address)' },
  { part: 'photo', label: 'A profile photo' },
  { part: 'profession', label: 'Your profession' },
  { part: 'location', label: 'Your location' },
  { part: 'bio', label: 'An about me' },
  { part: 'categories', label: 'Areas of expertise' },
  { part: 'skills', label: 'Skills' },
  { part: 'services', label: 'Services' },
  { part: 'languages', label: 'Languages' },
  { part: 'hourlyRate', label: 'An hourly rate' },
  { part: 'socialLinks', label: 'A social link or website' },
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number]['part'];

export type CompletionProfile = Pick<
  MyPublicProfile,
  | 'saved'
  | 'username'
  | 'photo'
  | 'profession'
  | 'location'
  | 'bio'
  | 'categories'
  | 'skills'
  | 'services'
  | 'languages'
  | 'hourlyRate'
  | 'socialLinks'
>;

const filled = (text: string) => text.trim() !== '';

function has(profile: CompletionProfile, part: ProfilePart): boolean {
  switch (part) {
    case 'username':
      return profile.username !== null;
    case 'photo':
      return profile.photo !== null;
    case 'hourlyRate':
      return profile.hourlyRate !== null && profile.hourlyRate > 0;
    case 'socialLinks':
      return Object.values(profile.socialLinks).some(filled);
    case 'categories':
    case 'skills':
    case 'services':
    case 'languages':
      return profile[part].some(filled);
    case 'profession':
    case 'location':
    case 'bio':
      return filled(profile[part]);
  }
}

export interface ProfileCompletion {
  /** 0-100, rounded down (100 only when every part is there). */
  percent: number;
  /** The labels of the parts still missing, in the form's order. */
  missing: string[];
}

/** Nothing counts before the profile is first saved (the form's defaults are not a profile). */
export function profileCompletion(profile: CompletionProfile): ProfileCompletion {
  const missing = PROFILE_PARTS.filter(({ part }) => !profile.saved || !has(profile, part));
  return {
    percent: Math.floor(((PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length) * 100),
    missing: missing.map(({ label }) => label),
  };
}
