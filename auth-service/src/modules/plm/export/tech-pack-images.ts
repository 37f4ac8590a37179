/**
 * The images a tech pack draws, read from storage for the routes (issue 38).
 *
 * How uploads keeps an image (src/modules/uploads): the original as sent (JPEG, PNG or GIF, up
 * to 10 MB) under the tus key `uploads/<id>` (file system) or `<id>` (S3), and, made once on
 * upload by sharp, two WebP sizes under `images/<id>/w320.webp` and `images/<id>/w1280.webp`
 * (images.ts: rotated upright, never wider than the original). The pack reads the 1280 px
 * display size: sharp enough for an A4 page (about 180 dpi across its width), small, already
 * upright, and at a key that needs only the storage, not the tus backend. PDFKit reads JPEG and
 * PNG only, so the WebP is converted to JPEG here, on a white background (a sketch's transparent
 * parts print as paper, not black).
 *
 * Needs: the platform's `Storage` (`fastify.storage`) and the upload ids the caller has already
 * checked belong to the style (its cover and sketches). An id with no stored image is left out
 * of the map (the PDF draws a labelled empty frame); a storage failure rejects, for the route to
 * answer 503.
 */
import sharp from 'sharp';
import { ObjectNotFound, type Storage } from '../../../platform/storage/storage';
import { IMAGE_VARIANTS, imageKey } from '../../uploads/images';

const JPEG_QUALITY = 85;
const PAPER = '#ffffff';

async function readAll(storage: Storage, key: string): Promise<Buffer | undefined> {
  let stream;
  try {
    stream = await storage.get(key);
  } catch (error) {
    if (error instanceof ObjectNotFound) return undefined;
    throw error;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** JPEG bytes of the image `id`'s display size, or undefined when storage has none. */
async function displayImage(storage: Storage, id: string): Promise<Buffer | undefined> {
  const webp = await readAll(storage, imageKey(id, IMAGE_VARIANTS.display.file));
  if (webp === undefined) return undefined;
  return sharp(webp).flatten({ background: PAPER }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
}

/** Upload id → JPEG bytes, for `TechPackInput.images`; ids without a stored image are left out. */
export async function imagesForTechPack(
  storage: Storage,
  ids: Iterable<string>,
): Promise<Map<string, Buffer>> {
  const unique = [...new Set(ids)];
  const images = await Promise.all(unique.map((id) => displayImage(storage, id)));
  const found = new Map<string, Buffer>();
  unique.forEach((id, index) => {
    const image = images[index];
    if (image !== undefined) found.set(id, image);
  });
  return found;
}

/** The upload ids a style's tech pack draws: its cover and every sketch. */
export function techPackImageIds(content: {
  coverImageId: string | null;
  sketches: readonly { imageId: string }[];
}): string[] {
  return [
    ...(content.coverImageId === null ? [] : [content.coverImageId]),
    ...content.sketches.map((sketch) => sketch.imageId),
  ];
}
