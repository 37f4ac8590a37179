import type { OrderFile } from '@atelier/api-contract';
import { FileDownloads } from '../../../components/FileDownloads';

/**
 * An order's files (the requirements' attachments, a delivery's files), each with its download:
 * the API checks that the caller is one of the two parties and redirects to a 60-second signed
 * link.
 */
export function OrderFiles({ files, label }: { files: readonly OrderFile[]; label: string }) {
  if (files.length === 0) return null;
  return <FileDownloads files={files} label={label} keyOf={(file) => file.id} />;
}
