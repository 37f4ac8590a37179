/** The `ImagesPort` of profiles and portfolio (src/modules/profiles/images-port.ts) on uploads. */
import type { ImagesPort } from '../profiles/images-port';
import { productFilesOf } from './product-files';
import type { UploadsService } from './service';

export function imagesOf(uploads: UploadsService): ImagesPort {
  const files = productFilesOf(uploads);
  return {
    find: (key, owner) => files.find(key, 'image', owner),
    remove: (keys) => files.remove(keys),
    url: (key, size) => files.imageUrl(key, size),
  };
}
