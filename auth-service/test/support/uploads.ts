/**
 * Real uploads for tests of the modules whose files they are: through the tus routes, as a
 * browser sends them (one creation, one PATCH), so they are complete, owned and, for images,
 * have their sizes made.
 */
import sharp from 'sharp';
import type { App } from '../../src/app';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

type Purpose = 'image' | 'product-file' | 'attachment';

/** Creates an upload of `length` bytes (tus creation); answers the response and the new id. */
export async function startUpload(
  app: App,
  headers: Record<string, string>,
  purpose: Purpose,
  filename: string,
  length: number,
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(length),
      'upload-metadata': `purpose ${b64(purpose)},filename ${b64(filename)}`,
    },
  });
  const id = /([0-9a-f]{32})$/.exec(String(created.headers.location))?.[1] ?? '';
  return { created, id };
}

/** Sends `bytes` of the upload `id` from `offset` (one tus PATCH). */
export const sendBytes = (
  app: App,
  headers: Record<string, string>,
  id: string,
  offset: number,
  bytes: Buffer,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

/** A complete upload of `bytes`: one creation, one PATCH; answers its id. */
export async function uploadThroughTus(
  app: App,
  headers: Record<string, string>,
  purpose: Purpose,
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const { created, id } = await startUpload(app, headers, purpose, filename, bytes.length);
  if (created.statusCode !== 201) throw new Error(`tus creation: ${created.statusCode}`);
  const patched = await sendBytes(app, headers, id, 0, bytes);
  if (patched.statusCode !== 204) throw new Error(`tus PATCH: ${patched.statusCode}`);
  return id;
}

/** A small solid PNG. */
export const smallPng = (background = '#c85028', width = 48, height = 32) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A few bytes that start like a PDF. */
export const smallPdf = (text = 'product file') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
