/** Manage Profile's rules on the server (spec 001 section 5, Profile), in the screen's order. */
import {
  PORTFOLIO_CATEGORIES,
  USERNAME_PATTERN,
  type SavePublicProfileBody,
} from '@atelier/api-contract';
import { FULL_NAME_MAX_LENGTH } from './messages';
import { PROFILE_LIST_LABELS, PUBLIC_PROFILE_MESSAGES as M } from './messages';

const USERNAME = new RegExp(USERNAME_PATTERN);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_YEARS = 80;
const PROFESSION_MAX_LENGTH = 100;

/** A username as stored (lower case), or the message saying why it is refused. */
export function normaliseUsername(
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  if (value === '') return { ok: false, message: M.usernameRequired };
  if (!USERNAME.test(value)) return { ok: false, message: M.usernameFormat };
  return { ok: true, value: value.toLowerCase() };
}

/** A link as stored: empty, or an absolute http(s) URL. */
function urlOrEmpty(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return '';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Trimmed entries; the first blank or repeated one (case-insensitive) is refused. */
function cleanList(
  items: readonly string[],
  list: keyof typeof PROFILE_LIST_LABELS,
): { ok: true; value: string[] } | { ok: false; message: string } {
  const seen = new Set<string>();
  const value: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item === '') return { ok: false, message: M.blankItem(PROFILE_LIST_LABELS[list]) };
    if (seen.has(item.toLowerCase())) {
      return { ok: false, message: M.duplicateItem(PROFILE_LIST_LABELS[list], item) };
    }
    seen.add(item.toLowerCase());
    value.push(item);
  }
  return { ok: true, value };
}

export type ProfileFields = Omit<SavePublicProfileBody, 'username' | 'photoKey'>;

/**
 * The first failing rule's message, or the profile as stored: texts trimmed, links normalised,
 * lists without blanks or repeats. `username` is checked by the caller (it needs the database).
 */
export function validatePublicProfile(
  body: ProfileFields,
): { ok: true; value: ProfileFields } | { ok: false; message: string } {
  const fullName = body.fullName.trim();
  const profession = body.profession.trim();
  const bio = body.bio.trim();
  if (fullName === '' || fullName.length > FULL_NAME_MAX_LENGTH) {
    return { ok: false, message: M.fullName };
  }
  if (profession === '' || profession.length > PROFESSION_MAX_LENGTH) {
    return { ok: false, message: M.profession };
  }
  if (bio === '') return { ok: false, message: M.bio };
  if (body.hourlyRate !== null && body.hourlyRate < 0) return { ok: false, message: M.hourlyRate };
  if (body.yearsExperience < 0 || body.yearsExperience > MAX_YEARS) {
    return { ok: false, message: M.yearsExperience };
  }
  const allowed: readonly string[] = PORTFOLIO_CATEGORIES;
  const categories = [...new Set(body.categories.map((category) => category.trim()))];
  const unknown = categories.find((category) => !allowed.includes(category));
  if (unknown !== undefined) return { ok: false, message: M.category(unknown) };
  const skills = cleanList(body.skills, 'skills');
  if (!skills.ok) return skills;
  const services = cleanList(body.services, 'services');
  if (!services.ok) return services;
  const languages = cleanList(body.languages, 'languages');
  if (!languages.ok) return languages;
  const linkedin = urlOrEmpty(body.socialLinks.linkedin);
  if (linkedin === undefined) return { ok: false, message: M.url('LinkedIn') };
  const instagram = urlOrEmpty(body.socialLinks.instagram);
  if (instagram === undefined) return { ok: false, message: M.url('Instagram') };
  const website = urlOrEmpty(body.socialLinks.website);
  if (website === undefined) return { ok: false, message: M.url('website') };
  const contactEmail = body.contactEmail.trim();
  if (contactEmail !== '' && !EMAIL.test(contactEmail)) {
    return { ok: false, message: M.contactEmail };
  }
  return {
    ok: true,
    value: {
      fullName,
      availability: body.availability,
      hourlyRate: body.hourlyRate,
      currency: body.currency,
      openToFullTime: body.openToFullTime,
      openToRemote: body.openToRemote,
      yearsExperience: body.yearsExperience,
      isPublic: body.isPublic,
      showContactInfo: body.showContactInfo,
      allowDownloads: body.allowDownloads,
      profession,
      bio,
      location: body.location.trim(),
      categories,
      skills: skills.value,
      services: services.value,
      languages: languages.value,
      socialLinks: { linkedin, instagram, website },
      contactEmail,
      phone: body.phone.trim(),
    },
  };
}
