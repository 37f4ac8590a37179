import { SAMPLE_TEXTS } from './texts';

/** Sample photos are images: JPG, PNG or GIF up to 10MB (what the API's image uploads take). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** The message refusing a photo before a byte is sent, or null to upload it. */
export function photoRefusal(file: { name: string; size: number; type: string }): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return SAMPLE_TEXTS.photos.notAnImage(file.name);
  return file.size > PHOTO_MAX_BYTES ? SAMPLE_TEXTS.photos.tooLarge(file.name) : null;
}
