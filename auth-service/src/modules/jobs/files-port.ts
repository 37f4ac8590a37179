/**
 * What the jobs module needs from the uploads module (src/modules/uploads/): an application's
 * attachments are uploads of purpose application-file. On applying it asks which keys are the
 * applicant's complete attachments (taking their names, sizes and types from there); the uploads'
 * download route asks jobs whether a user is the client of the job an attachment was sent to.
 * app.ts hands it the uploads' implementation (src/modules/uploads/application-files.ts).
 */
export interface ApplicationFile {
  name: string;
  size: number;
  /** MIME type, read from the file's content. */
  type: string;
}

export interface ApplicationFilesPort {
  /** The upload `key` when it is a complete application-file owned by `owner`; else undefined. */
  find(key: string, owner: string): Promise<ApplicationFile | undefined>;
  /** Lets jobs say who besides the applicant may download an attachment (the job's client). */
  allowDownloads(mayDownload: (userId: string, key: string) => Promise<boolean>): void;
}
