import type { SavePublicProfileBody } from '@atelier/api-contract';

/**
 * The demo freelancer's public profile (demo data): skills and areas of expertise, so the
 * dashboard's job matches have something to rank against the demo jobs. No username: the
 * freelancer picks it in Manage Profile, which keeps the rest.
 */
export const DEMO_FREELANCER_PROFILE: SavePublicProfileBody = {
  fullName: 'Demo Freelancer',
  profession: 'Swimwear & Technical Designer',
  location: 'Barcelona, Spain',
  availability: 'available',
  bio: 'I design swimwear and resort collections and write the tech packs that take them to production.',
  categories: ['Swimwear Design', 'Technical Design'],
  skills: ['Swimwear Design', 'CLO 3D', 'Tech Packs', 'Adobe Illustrator'],
  services: ['Swimwear design', 'Resort collections'],
  languages: ['English', 'Spanish'],
  hourlyRate: 55,
  currency: 'EUR',
  openToFullTime: false,
  openToRemote: true,
  yearsExperience: 6,
  socialLinks: { linkedin: '', instagram: '', website: '' },
  contactEmail: '',
  phone: '',
  isPublic: true,
  showContactInfo: false,
  allowDownloads: false,
  photoKey: null,
};
