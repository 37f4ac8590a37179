/**
 * Downloads a file the API serves behind a signed link: an uploaded file (a product's file, a
 * request's attachment; `GET /api/uploads/:id/download`) or a bought product's file (its `url`).
 * The API answers the token's owner with a 302 to a 60-second signed link. A browser cannot navigate with a bearer token, and with
 * `redirect: 'manual'` the Location is unreadable, so the request follows the redirect with the
 * token, and the bytes it gets are saved under the file's name. With file-system storage the link
 * is same-origin (`/api/storage/...`); with S3 storage the bucket must allow this origin (CORS).
 * If the API later answers JSON `{ url }`, only this file changes.
 */
import { downloadFromApi } from '../api/downloadFromApi';

export interface UploadedFileRef {
  /** The storage key the upload produced (`<uploadId>` or `uploads/<uploadId>`). */
  key: string;
  /** The file name to save as. */
  name: string;
}

/** The upload id in a file's storage key: its last path segment. */
export const uploadIdOfKey = (key: string): string => key.split('/').at(-1) ?? key;

/** Where an uploaded file's signed link is asked for. */
export const downloadUrlOf = (key: string): string =>
  `/api/uploads/${encodeURIComponent(uploadIdOfKey(key))}/download`;

/** A file the API serves behind a redirect to a signed link: where to GET it, and its name. */
export interface DownloadableFile {
  /** The API address that answers the signed-in caller with a 302 (e.g. a purchase's file). */
  url: string;
  /** The file name to save as. */
  name: string;
}

/**
 * Saves the file the API serves at `file.url` under `file.name`: the request carries the bearer
 * token and follows the redirect to the signed link (see above), and the bytes are saved.
 */
export async function downloadFile(
  file: DownloadableFile,
  getAccessToken: () => Promise<string | null>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  await downloadFromApi(file.url, file.name, getAccessToken, fetchImpl);
}

/** Saves an uploaded file (its storage key) through `GET /api/uploads/:id/download`. */
export function downloadUploadedFile(
  file: UploadedFileRef,
  getAccessToken: () => Promise<string | null>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  return downloadFile({ url: downloadUrlOf(file.key), name: file.name }, getAccessToken, fetchImpl);
}
