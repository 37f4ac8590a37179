/**
 * The catalogue's `ProductFilesPort` (src/modules/catalogue/files-port.ts) on `app.uploads`: a
 * product's image and file keys are upload ids; images are served in their sizes under
 * `/api/images`, files downloaded through `/api/uploads/:id/download`.
 */
import type { ProductFilesPort } from '../catalogue/files-port';
import { downloadUrlOf, imageUrlOf, type UploadsService } from './service';

export function productFilesOf(uploads: UploadsService): ProductFilesPort {
  return {
    async find(key, kind, owner) {
      const upload = await uploads.find(key);
      if (!upload?.complete) return undefined;
      if (upload.purpose !== kind || upload.owner !== owner) return undefined;
      // An image's sizes are made after its last byte: until then it is not ready to show.
      if (kind === 'image' && !(await uploads.hasImageSizes(key))) return undefined;
      return { name: upload.filename, size: upload.size, type: await uploads.fileType(upload) };
    },
    async copy(keys, owner) {
      const copies: string[] = [];
      try {
        for (const key of keys) copies.push(await uploads.copy(key, owner));
      } catch (error) {
        // All or nothing: no copy is left behind when one fails.
        for (const copy of copies) await uploads.remove(copy).catch(() => undefined);
        throw error;
      }
      return copies;
    },
    async remove(keys) {
      for (const key of keys) await uploads.remove(key);
    },
    imageUrl: (key, size) => imageUrlOf(key, size),
    downloadUrl: (key) => downloadUrlOf(key),
  };
}
