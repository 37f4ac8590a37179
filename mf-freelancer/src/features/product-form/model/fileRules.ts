import type { UploadPurposeName } from '@atelier/shared-ui';
import { fileTooLarge, notAnImage } from './texts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Section 5: preview images are JPG, PNG or GIF (the server checks the content too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export type UploadPurpose = 'image' | 'product-file';

/** Section 2: a dropped file goes to images if it is an image, else to product files. */
export const purposeOfDropped = (file: { type: string }): UploadPurpose =>
  file.type.startsWith('image/') ? 'image' : 'product-file';

/** The spec's message refusing a file before upload, or null when it may be uploaded. */
export function refusalOf(
  file: { name: string; size: number; type: string },
  purpose: UploadPurposeName,
): string | null {
  if (purpose === 'image') {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return notAnImage(file.name);
    if (file.size > IMAGE_MAX_BYTES) return fileTooLarge(file.name, '10MB');
    return null;
  }
  return file.size > PRODUCT_FILE_MAX_BYTES ? fileTooLarge(file.name, '100MB') : null;
}
