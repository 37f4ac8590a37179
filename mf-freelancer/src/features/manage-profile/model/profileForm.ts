/** Manage Profile's values, their checks in the screen's order, and the body the API takes. */
import type { MyPublicProfile, SavePublicProfileBody } from '@atelier/api-contract';
import { PROFILE_FORM_MESSAGES } from './texts';

export interface ProfileFormValues {
  username: string;
  fullName: string;
  profession: string;
  location: string;
  availability: 'available' | 'booked';
  bio: string;
  categories: string[];
  skills: string[];
  services: string[];
  languages: string[];
  /** As typed: '' for none. */
  hourlyRate: string;
  currency: 'USD' | 'EUR' | 'GBP';
  yearsExperience: string;
  openToFullTime: boolean;
  openToRemote: boolean;
  linkedin: string;
  instagram: string;
  website: string;
  contactEmail: string;
  phone: string;
  isPublic: boolean;
  showContactInfo: boolean;
  allowDownloads: boolean;
  photo: { key: string; url: string } | null;
}

export function fromProfile(profile: MyPublicProfile): ProfileFormValues {
  return {
    username: profile.username ?? '',
    fullName: profile.fullName,
    profession: profile.profession,
    location: profile.location,
    availability: profile.availability,
    bio: profile.bio,
    categories: profile.categories,
    skills: profile.skills,
    services: profile.services,
    languages: profile.languages,
    hourlyRate: profile.hourlyRate === null ? '' : String(profile.hourlyRate),
    currency: profile.currency,
    yearsExperience: String(profile.yearsExperience),
    openToFullTime: profile.openToFullTime,
    openToRemote: profile.openToRemote,
    linkedin: profile.socialLinks.linkedin,
    instagram: profile.socialLinks.instagram,
    website: profile.socialLinks.website,
    contactEmail: profile.contactEmail,
    phone: profile.phone,
    isPublic: profile.isPublic,
    showContactInfo: profile.showContactInfo,
    allowDownloads: profile.allowDownloads,
    photo: profile.photo,
  };
}

export function toProfileBody(values: ProfileFormValues): SavePublicProfileBody {
  const rate = values.hourlyRate.trim();
  return {
    username: values.username.trim(),
    fullName: values.fullName,
    profession: values.profession,
    location: values.location,
    availability: values.availability,
    bio: values.bio,
    categories: values.categories,
    skills: values.skills,
    services: values.services,
    languages: values.languages,
    hourlyRate: rate === '' ? null : Math.round(Number(rate)),
    currency: values.currency,
    yearsExperience: Math.round(Number(values.yearsExperience || '0')),
    openToFullTime: values.openToFullTime,
    openToRemote: values.openToRemote,
    socialLinks: {
      linkedin: values.linkedin,
      instagram: values.instagram,
      website: values.website,
    },
    contactEmail: values.contactEmail,
    phone: values.phone,
    isPublic: values.isPublic,
    showContactInfo: values.showContactInfo,
    allowDownloads: values.allowDownloads,
    photoKey: values.photo?.key ?? null,
  };
}

/** api-contract's USERNAME_PATTERN (the apps import its types only): 3 to 30 characters. */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$/;

export type ProfileField = 'username' | 'fullName' | 'profession' | 'bio' | 'hourlyRate';

/** Every failing check, in the screen's order (the first gets focus). */
export function validateProfile(
  values: ProfileFormValues,
): { field: ProfileField; message: string }[] {
  const errors: { field: ProfileField; message: string }[] = [];
  const username = values.username.trim();
  if (username === '') {
    errors.push({ field: 'username', message: PROFILE_FORM_MESSAGES.usernameRequired });
  } else if (!USERNAME.test(username)) {
    errors.push({ field: 'username', message: PROFILE_FORM_MESSAGES.usernameFormat });
  }
  if (values.fullName.trim() === '') {
    errors.push({ field: 'fullName', message: PROFILE_FORM_MESSAGES.fullName });
  }
  if (values.profession.trim() === '') {
    errors.push({ field: 'profession', message: PROFILE_FORM_MESSAGES.profession });
  }
  if (values.bio.trim() === '') errors.push({ field: 'bio', message: PROFILE_FORM_MESSAGES.bio });
  const rate = values.hourlyRate.trim();
  if (rate !== '' && !(Number(rate) >= 0)) {
    errors.push({ field: 'hourlyRate', message: PROFILE_FORM_MESSAGES.hourlyRate });
  }
  return errors;
}
