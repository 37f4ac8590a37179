/**
 * What the profiles module (the profile photo) and the portfolio module (project images) need
 * from uploads: whether a key is the caller's finished image upload, removing images no longer
 * used, and the URLs of an image's sizes. app.ts passes `imagesOf(app.uploads)`
 * (src/modules/uploads/owned-images.ts); the modules call only this interface.
 */
export interface ImagesPort {
  /** The upload `key` when it is a complete image of `owner` with its sizes made. */
  find(key: string, owner: string): Promise<{ name: string; size: number } | undefined>;
  remove(keys: readonly string[]): Promise<void>;
  /** The card's size (320 px wide) or the display size (1280 px wide). */
  url(key: string, size: 'thumbnail' | 'display'): string;
}
