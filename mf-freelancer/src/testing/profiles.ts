// Tests only: the freelancer's own public profile as auth-service answers it.
import type { MyPublicProfile } from '@atelier/api-contract';

/** A profile as `GET /api/me/public-profile` answers it before the first save. */
export const anUnsavedProfile = (overrides: Partial<MyPublicProfile> = {}): MyPublicProfile => ({
  username: null,
  fullName: 'Sofia Marin',
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
  contactEmail: 'sofia@example.test',
  phone: '',
  isPublic: true,
  showContactInfo: false,
  allowDownloads: false,
  photo: null,
  saved: false,
  views: 0,
  ...overrides,
});
