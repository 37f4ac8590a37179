/**
 * What the catalogue needs from file storage (src/platform/storage/, built beside this module):
 * a duplicate gets copies of its original's images and files, a deleted product's uploads are
 * removed, and an image key becomes the URL it is served at. The catalogue calls only this
 * interface; app.ts hands it the storage's implementation.
 */
export interface ProductFilesPort {
  /** Copies stored uploads; answers the new keys, in the same order. */
  copy(keys: readonly string[], owner: string): Promise<string[]>;
  /** Removes stored uploads no product refers to any more. */
  remove(keys: readonly string[]): Promise<void>;
  /** The URL an upload is served at. */
  urlOf(key: string): string;
}

/**
 * Until storage is wired (see the module README): a duplicate shares its original's keys instead
 * of copying them, and nothing is removed, since a key may be shared. Nothing is lost, but files
 * of deleted products stay stored. Replace it with the storage's port in app.ts.
 */
export const SHARED_KEYS_UNTIL_STORAGE_IS_WIRED: ProductFilesPort = {
  copy: (keys) => Promise.resolve([...keys]),
  remove: () => Promise.resolve(),
  urlOf: (key) => `/api/storage/files/${key.split('/').map(encodeURIComponent).join('/')}`,
};
