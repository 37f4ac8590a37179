import { jobPath } from '../../../config/paths';

/** One job's own page (what a shared link points at). */
export { jobPath };

/** The full link to one job, for sharing. */
export const jobLink = (origin: string, jobId: string): string => `${origin}${jobPath(jobId)}`;

/**
 * Copies `text` with the asynchronous clipboard; false when there is none (an insecure page,
 * an old browser) or the browser refuses, so the caller can offer the text to copy by hand.
 */
export async function copyToClipboard(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined = (navigator as Partial<Navigator>).clipboard,
): Promise<boolean> {
  if (clipboard === undefined) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
