/**
 * What the catalogue needs from the uploads module (src/modules/uploads/): a product's image and
 * file keys are upload ids. On a save the catalogue asks which keys are the caller's complete
 * uploads of the right kind (and takes their names and sizes from there); a duplicate gets copies
 * owned by the duplicating user; uploads a product no longer uses are removed; an image key
 * becomes the URL of one of its sizes, a file key the URL its owner downloads it from. The
 * catalogue calls only this interface; app.ts hands it the uploads' implementation
 * (src/modules/uploads/product-files.ts).
 */
export type ProductUploadKind = 'image' | 'product-file';

/**
 * An upload as a product stores it: its name, size and MIME type (saved for product files) come
 * from the upload, not the client.
 */
export interface ProductUpload {
  name: string;
  size: number;
  /** The MIME type by the upload's content, then its name. */
  type: string;
}

export type ImageSize = 'thumbnail' | 'display';

export interface ProductFilesPort {
  /** The upload `key` when it is a complete upload of `kind` owned by `owner`; else undefined. */
  find(key: string, kind: ProductUploadKind, owner: string): Promise<ProductUpload | undefined>;
  /** Copies uploads for `owner`; answers the new keys, in the same order. */
  copy(keys: readonly string[], owner: string): Promise<string[]>;
  /** Removes uploads (and what was made from them) no product refers to any more. */
  remove(keys: readonly string[]): Promise<void>;
  /** The URL an image is served at in a size: the thumbnail (cards) or the display size. */
  imageUrl(key: string, size: ImageSize): string;
  /** The URL a product file is downloaded from (its owner's, for now). */
  downloadUrl(key: string): string;
}
