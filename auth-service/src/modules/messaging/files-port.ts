/**
 * What messaging needs from the uploads module (src/modules/uploads/): a message's attachments
 * are upload ids. On a send it asks which ids are the sender's complete attachments (and takes
 * their names, sizes and types from there); participants get 60-second signed links; the uploads'
 * download route asks messaging whether a user is a participant of a conversation holding the
 * file. app.ts hands it the uploads' implementation (src/modules/uploads/message-attachments.ts).
 */
export interface StoredAttachmentFile {
  name: string;
  size: number;
  /** MIME type, read from the file's content. */
  type: string;
}

export interface AttachmentFilesPort {
  /** The upload `key` when it is a complete attachment upload owned by `owner`; else undefined. */
  find(key: string, owner: string): Promise<StoredAttachmentFile | undefined>;
  /** A 60-second link that downloads the file under `filename`. */
  link(key: string, filename: string): Promise<string>;
  /** Lets messaging say who besides the owner may download an attachment. */
  allowDownloads(isParticipant: (userId: string, key: string) => Promise<boolean>): void;
}
