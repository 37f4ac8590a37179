/**
 * Real uploads for tests of the modules whose files they are: through the tus routes, as a
 * browser sends them (one creation, one PATCH), so they are complete, owned and, for images,
 * have their sizes made.
 */
import sharp from 'sharp';
import type { App } from '../../src/app';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

export async function uploadThroughTus(
  app: App,
  headers: Record<string, string>,
  purpose: 'image' | 'product-file' | 'attachment',
  filename: string,
  bytes: Buffer,
): Promise<string> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(bytes.length),
      'upload-metadata': `purpose ${b64(purpose)},filename ${b64(filename)}`,
    },
  });
  if (created.statusCode !== 201) throw new Error(`tus creation: ${created.statusCode}`);
  const id = /([0-9a-f]{32})$/.exec(String(created.headers.location))?.[1];
  if (id === undefined) throw new Error(`Unexpected Location ${String(created.headers.location)}`);
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
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
