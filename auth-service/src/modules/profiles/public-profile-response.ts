import type { MyPublicProfile } from '@atelier/api-contract';
import type { ImagesPort } from './images-port';
import type { PublicProfileRow } from './public-profile-repository';
import type { UserProfile } from './repository';

/** The form's starting values before a first save: the account's name, the spec's defaults. */
function unsaved(user: UserProfile): MyPublicProfile {
  return {
    username: user.username,
    fullName: user.fullName ?? '',
    profession: '',
    location: '',
    availability: 'available',
    bio: '',
    categories: [],
    skills: [],
    services: [],
    languages: [],
    hourlyRate: null,
    currency: 'USD',
    openToFullTime: false,
    openToRemote: true,
    yearsExperience: 0,
    socialLinks: { linkedin: '', instagram: '', website: '' },
    contactEmail: user.email,
    phone: '',
    isPublic: true,
    showContactInfo: false,
    allowDownloads: false,
    photo: null,
    saved: false,
    views: 0,
  };
}

/** What both the owner's form and the public page show of a profile, as stored. */
export function describedFieldsOf(row: PublicProfileRow) {
  return {
    fullName: row.full_name,
    profession: row.profession,
    location: row.location,
    availability: row.availability,
    bio: row.bio,
    categories: row.categories,
    skills: row.skills,
    services: row.services,
    languages: row.languages,
    hourlyRate: row.hourly_rate,
    currency: row.currency,
    openToFullTime: row.open_to_full_time,
    openToRemote: row.open_to_remote,
    socialLinks: {
      linkedin: row.linkedin ?? '',
      instagram: row.instagram ?? '',
      website: row.website ?? '',
    },
  };
}

export function toMyPublicProfile(
  row: PublicProfileRow | undefined,
  user: UserProfile,
  images: ImagesPort,
): MyPublicProfile {
  if (row === undefined) return unsaved(user);
  return {
    username: user.username,
    ...describedFieldsOf(row),
    yearsExperience: row.years_experience,
    contactEmail: row.contact_email ?? '',
    phone: row.phone ?? '',
    isPublic: row.is_public,
    showContactInfo: row.show_contact_info,
    allowDownloads: row.allow_downloads,
    photo:
      row.photo_key === null
        ? null
        : { key: row.photo_key, url: images.url(row.photo_key, 'thumbnail') },
    saved: true,
    views: row.views,
  };
}
