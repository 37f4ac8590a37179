/**
 * What the sales module needs from the uploads module (src/modules/uploads/): a purchase's files
 * are product-file uploads. A buyer with a paid purchase gets the same 60-second signed link the
 * owner's download redirects to; files a deleted product left behind for its buyers are removed
 * once no purchase needs them. app.ts hands it the uploads' implementation
 * (src/modules/uploads/purchase-files.ts).
 */
export interface PurchaseFilesPort {
  /** A 60-second link that downloads the upload `key` under `filename`; undefined when gone. */
  downloadLink(key: string, filename: string): Promise<string | undefined>;
  remove(keys: readonly string[]): Promise<void>;
}
