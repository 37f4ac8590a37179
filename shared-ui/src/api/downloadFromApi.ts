/**
 * Saves what an API route answers as a file (a CSV export, an uploaded file): a browser cannot
 * navigate with a bearer token, so the bytes are fetched with it and handed to the browser as a
 * download. Errors carry the API's status.
 */

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on a later task: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** A download the API refused, with its status (0 when the network failed). */
export class DownloadError extends Error {
  constructor(
    readonly fileName: string,
    readonly status: number,
  ) {
    super(`Download of ${fileName} failed (${String(status)})`);
    this.name = 'DownloadError';
  }
}

/**
 * GETs `url` (a path under `/api/`, query included) with the signed-in user's token, following
 * redirects, and saves the answer as `fileName`.
 */
export async function downloadFromApi(
  url: string,
  fileName: string,
  getAccessToken: () => Promise<string | null>,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const token = await getAccessToken();
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
      redirect: 'follow',
    });
  } catch {
    throw new DownloadError(fileName, 0);
  }
  if (!response.ok) throw new DownloadError(fileName, response.status);
  saveBlob(await response.blob(), fileName);
}
