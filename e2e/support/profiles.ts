import { expect, type APIRequestContext } from '@playwright/test';
import type { SavePublicProfileBody } from '@atelier/api-contract';

/**
 * Saves `token`'s public profile (PUT /api/me/public-profile): a public, available pattern
 * maker in Porto unless `fields` say otherwise.
 */
export async function savePublicProfile(
  request: APIRequestContext,
  token: string,
  fields: Pick<SavePublicProfileBody, 'username' | 'fullName'> & Partial<SavePublicProfileBody>,
): Promise<void> {
  const body: SavePublicProfileBody = {
    profession: 'Pattern Maker',
    location: 'Porto, Portugal',
    availability: 'available',
    bio: 'Industrial pattern making and grading for womenswear.',
    categories: ['Pattern Making'],
    skills: ['Pattern Making'],
    services: ['Pattern making'],
    languages: ['English'],
    hourlyRate: 50,
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
    ...fields,
  };
  const saved = await request.put('/api/me/public-profile', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
