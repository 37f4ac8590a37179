import type { UploadedFile } from '@atelier/shared-ui';

/**
 * Places a finished upload among the form's files by the order the seller chose them in
 * (uploads finish in any order: the first chosen image stays the cover). `orderOf` gives each
 * file's place; files without one (saved before) come first, as they were.
 */
export function placedByOrder<T extends Pick<UploadedFile, 'key'>>(
  files: readonly T[],
  file: T,
  order: number,
  orderOf: (key: string) => number | undefined,
): T[] {
  const at = files.findIndex((other) => (orderOf(other.key) ?? 0) > order);
  return at === -1 ? [...files, file] : [...files.slice(0, at), file, ...files.slice(at)];
}

/** The files with the one at `from` moved to `to` (Move earlier / Move later). */
export function moved<T>(files: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= files.length || from === to) return [...files];
  const next = [...files];
  const [file] = next.splice(from, 1);
  if (file !== undefined) next.splice(to, 0, file);
  return next;
}

/** An uploaded image's thumbnail (auth-service serves every size of an image publicly). */
export const thumbnailUrlOf = (key: string): string =>
  `/api/images/${encodeURIComponent(key)}/w320.webp`;
