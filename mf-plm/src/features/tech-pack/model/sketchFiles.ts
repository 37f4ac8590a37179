import { SKETCH_TEXTS as TEXTS } from './texts';

/** Sketches are images: JPG, PNG or GIF up to 10MB (what the API's image uploads take). */
const SKETCH_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
const SKETCH_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SKETCH_IMAGE_ACCEPT = SKETCH_IMAGE_TYPES.join(',');

/** The message refusing a sketch image before a byte is sent, or null to upload it. */
export function sketchImageRefusal(file: {
  name: string;
  size: number;
  type: string;
}): string | null {
  if (!SKETCH_IMAGE_TYPES.includes(file.type)) return TEXTS.notAnImage(file.name);
  return file.size > SKETCH_IMAGE_MAX_BYTES ? TEXTS.tooLarge(file.name) : null;
}

/** The keyboard's move of a callout marker: 1% a press, 5% with Shift; null for other keys. */
export function markerStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 0.05 : 0.01;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
