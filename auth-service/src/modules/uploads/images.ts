/**
 * The sizes an uploaded image is served in, made once on upload with sharp and stored next to
 * the original: a thumbnail and a display size, WebP, never wider than the original.
 */
import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage';
import type { ImageFormat } from './purposes';

export const IMAGE_VARIANTS = {
  thumbnail: { file: 'w320.webp', width: 320 },
  display: { file: 'w1280.webp', width: 1280 },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Decoding is refused past this many pixels (a small file can decode to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

export const imageKey = (uploadId: string, file: string) => `images/${uploadId}/${file}`;

/** The format sharp reads in the stored original; undefined when it is not a JPG, PNG or GIF. */
export async function inspectImage(
  storage: Storage,
  key: string,
): Promise<{ format: ImageFormat; width: number; height: number } | undefined> {
  const decoder = sharp({ limitInputPixels: MAX_INPUT_PIXELS });
  (await storage.get(key)).pipe(decoder);
  try {
    const { format, width, height } = await decoder.metadata();
    const accepted = format === 'jpeg' || format === 'png' || format === 'gif';
    return accepted ? { format, width, height } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The original could not be decoded past its header (corrupt data behind a valid signature):
 * the caller's file is not an image, unlike a failure of the storage, which is ours.
 */
export class ImageDecodeError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
  }
}

/**
 * Writes every variant of the original under `images/<id>/`, streaming from storage to storage.
 * Rejects with `ImageDecodeError` when sharp cannot decode the original.
 */
export async function writeImageVariants(
  storage: Storage,
  uploadId: string,
  originalKey: string,
): Promise<void> {
  for (const { file, width } of Object.values(IMAGE_VARIANTS)) {
    const resizer = sharp({ limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82 });
    const original = await storage.get(originalKey);
    let readError: unknown;
    let decodeError: unknown;
    original.on('error', (error) => {
      readError = error;
      resizer.destroy(error);
    });
    resizer.once('error', (error) => {
      if (error !== readError) decodeError = error;
    });
    try {
      await storage.put(imageKey(uploadId, file), original.pipe(resizer), {
        contentType: 'image/webp',
      });
    } catch (error) {
      throw decodeError === undefined ? error : new ImageDecodeError(decodeError);
    }
    if (decodeError !== undefined) throw new ImageDecodeError(decodeError);
  }
}
