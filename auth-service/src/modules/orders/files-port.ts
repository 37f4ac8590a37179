/**
 * What the orders module needs of files (src/modules/uploads/order-files.ts answers on
 * `app.uploads`): requirement attachments and deliveries are complete uploads of purpose
 * 'order-file' of the party who attaches them; the two parties download them through 60-second
 * signed links, and nobody else.
 */
export interface OrderFilesPort {
  /** The caller's complete order file `key`, or undefined (unknown, someone else's, other purpose). */
  find(key: string, owner: string): Promise<{ name: string; size: number } | undefined>;
  /** A 60-second link to the file, or undefined when it is gone. */
  link(key: string, filename: string): Promise<string | undefined>;
  /** `/api/uploads/:id/download` asks the orders module who besides the owner may download. */
  allowDownloads(isParty: (userId: string, uploadId: string) => Promise<boolean>): void;
}
