/**
 * Resumable uploads through the API (tus over `inject`, and over a real socket for the
 * interrupted one) into the file-system storage in a temporary directory: the owner, the limits
 * by size and by content, nothing left behind when refused, image sizes, private downloads.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZE_FILES } from '@atelier/api-contract';
import type { App } from '../../../src/app';
import { IMAGE_VARIANTS } from '../../../src/modules/uploads/images';
import { UPLOAD_MESSAGES } from '../../../src/modules/uploads/messages';
import { INTERNAL_ERROR_MESSAGE } from '../../../src/platform/errors';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';

let keycloak: FakeKeycloak;
let app: App;
let storageDir: string;
/** The app's log lines at error level and above. */
const errorLogs: string[] = [];

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-uploads-'));
  app = await build({ keycloak, config: { storageDir }, onLog: (line) => errorLogs.push(line) });
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await app.close();
  await keycloak.close();
  await rm(storageDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${b64(value)}`)
    .join(',');

async function create(headers: Headers, size: number, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...headers,
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': metadata(fields),
    },
  });
}

function idOf(location: string | string[] | number | undefined): string {
  const match = /^\/api\/uploads\/([0-9a-f]{32})$/.exec(String(location));
  if (match?.[1] === undefined) throw new Error(`Unexpected Location ${String(location)}`);
  return match[1];
}

const patch = (headers: Headers, id: string, offset: number, body: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: `/api/uploads/${id}`,
    headers: {
      ...headers,
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });

const head = (headers: Headers, id: string) =>
  app.inject({ method: 'HEAD', url: `/api/uploads/${id}`, headers: { ...headers, ...TUS } });

/** Every file in the storage directory, relative. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
}

describe('creating an upload', () => {
  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/uploads', headers: TUS });
    expect(response.statusCode).toBe(401);
  });

  it('answers 201 with a Location whose id has no slash', async () => {
    const user = await signedInUser(keycloak);
    const response = await create(user.headers, 10, { purpose: 'product-file', filename: 'a.zip' });
    expect(response.statusCode).toBe(201);
    expect(idOf(response.headers.location)).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['image', 10 * 1024 * 1024 + 1, 'big.png', 'big.png is too large. Maximum file size is 10MB.'],
    [
      'product-file',
      100 * 1024 * 1024 + 1,
      'huge.zip',
      'huge.zip is too large. Maximum file size is 100MB.',
    ],
  ])(
    'refuses a %s over its limit with 413 and the spec message',
    async (purpose, size, filename, message) => {
      const user = await signedInUser(keycloak);
      const before = await storedFiles();
      const response = await create(user.headers, size, { purpose, filename });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Payload Too Large', message });
      expect(await storedFiles()).toEqual(before);
    },
  );

  it('accepts each purpose at exactly its limit', async () => {
    const user = await signedInUser(keycloak);
    expect(
      (await create(user.headers, 10 * 1024 * 1024, { purpose: 'image', filename: 'a.png' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await create(user.headers, 100 * 1024 * 1024, {
          purpose: 'product-file',
          filename: 'a.zip',
        })
      ).statusCode,
    ).toBe(201);
  });

  it.each([
    [{ filename: 'a.png' }, UPLOAD_MESSAGES.purpose],
    [{ purpose: 'avatar', filename: 'a.png' }, UPLOAD_MESSAGES.purpose],
    [{ purpose: 'image' }, UPLOAD_MESSAGES.filename],
  ])('refuses metadata %j with 400', async (fields, message) => {
    const user = await signedInUser(keycloak);
    const response = await create(user.headers, 10, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
  });

  it('refuses an upload of unknown length', async () => {
    const user = await signedInUser(keycloak);
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        ...user.headers,
        ...TUS,
        'upload-defer-length': '1',
        'upload-metadata': metadata({ purpose: 'image', filename: 'a.png' }),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(UPLOAD_MESSAGES.length);
  });
});

describe('an image upload', () => {
  it('is refused by content (415, the spec message) and leaves nothing behind', async () => {
    const user = await signedInUser(keycloak);
    // A text file that says it is a PNG, by name and by declared type.
    const body = Buffer.from('this is not a picture, whatever its name says\n'.repeat(100));
    const created = await create(user.headers, body.length, {
      purpose: 'image',
      filename: 'holiday.png',
      filetype: 'image/png',
    });
    const id = idOf(created.headers.location);
    const response = await patch(user.headers, id, 0, body);
    expect(response.statusCode).toBe(415);
    expect(JSON.parse(response.body)).toEqual({
      error: 'Unsupported Media Type',
      message: 'holiday.png is not a valid image file.',
    });
    expect((await storedFiles()).filter((file) => file.includes(id))).toEqual([]);
    expect((await head(user.headers, id)).statusCode).toBe(404);
  });

  it('gets a thumbnail and a display size, served publicly for a year', async () => {
    const user = await signedInUser(keycloak);
    const original = await png(2000, 1000);
    const created = await create(user.headers, original.length, {
      purpose: 'image',
      filename: 'wide.png',
    });
    const id = idOf(created.headers.location);
    const done = await patch(user.headers, id, 0, original);
    expect(done.statusCode).toBe(204);
    expect(done.headers['upload-offset']).toBe(String(original.length));

    for (const [file, width, height] of [
      [IMAGE_VARIANTS.thumbnail.file, 320, 160],
      [IMAGE_VARIANTS.display.file, 1280, 640],
    ] as const) {
      const response = await app.inject({ method: 'GET', url: `/api/images/${id}/${file}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const info = await sharp(response.rawPayload).metadata();
      expect([info.format, info.width, info.height]).toEqual(['webp', width, height]);
    }
  });

  it('is not enlarged past its own width', async () => {
    const user = await signedInUser(keycloak);
    const original = await png(200, 100);
    const id = idOf(
      (await create(user.headers, original.length, { purpose: 'image', filename: 's.png' })).headers
        .location,
    );
    expect((await patch(user.headers, id, 0, original)).statusCode).toBe(204);
    const response = await app.inject({ method: 'GET', url: `/api/images/${id}/w1280.webp` });
    expect((await sharp(response.rawPayload).metadata()).width).toBe(200);
  });

  it('is refused when its data is corrupt behind a valid header (415, JSON) and removed', async () => {
    const user = await signedInUser(keycloak);
    const original = await png(400, 300);
    // The signature and the header chunk stay; the compressed pixels are overwritten.
    const corrupt = Buffer.from(original);
    corrupt.fill(0x5a, 60, corrupt.length - 20);
    const created = await create(user.headers, corrupt.length, {
      purpose: 'image',
      filename: 'broken.png',
    });
    const id = idOf(created.headers.location);
    const response = await patch(user.headers, id, 0, corrupt);
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'broken.png is not a valid image file.',
    });
    expect((await storedFiles()).filter((file) => file.includes(id))).toEqual([]);
    expect((await head(user.headers, id)).statusCode).toBe(404);
  });

  it("answers a failure after the upload as the API's 500, logged, with nothing internal", async () => {
    const user = await signedInUser(keycloak);
    const original = await png(300, 200);
    const id = idOf(
      (await create(user.headers, original.length, { purpose: 'image', filename: 'a.png' })).headers
        .location,
    );
    jest
      .spyOn(app.storage, 'put')
      .mockRejectedValueOnce(new Error('EIO: disk failure at /srv/atelier/images'));
    const response = await patch(user.headers, id, 0, original);
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: 'Internal Server Error',
      message: INTERNAL_ERROR_MESSAGE,
    });
    expect(errorLogs.some((line) => line.includes('EIO: disk failure'))).toBe(true);
  });

  it('answers 404 for a size of an unknown image', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/images/${'0'.repeat(32)}/w320.webp`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('continuing an upload', () => {
  it("is the owner's alone: another user gets 404 for HEAD, PATCH and DELETE", async () => {
    const owner = await signedInUser(keycloak);
    const other = await signedInUser(keycloak);
    const id = idOf(
      (await create(owner.headers, 6, { purpose: 'product-file', filename: 'f.bin' })).headers
        .location,
    );
    expect((await head(other.headers, id)).statusCode).toBe(404);
    const stolen = await patch(other.headers, id, 0, Buffer.from('abcdef'));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: 'Not Found', message: UPLOAD_MESSAGES.notFound });
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/uploads/${id}`,
      headers: { ...other.headers, ...TUS },
    });
    expect(ended.statusCode).toBe(404);
    // The owner's upload is untouched.
    const mine = await head(owner.headers, id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['upload-offset']).toBe('0');
  });

  it('goes on in chunks from where it stopped after the connection dropped', async () => {
    const user = await signedInUser(keycloak);
    const content = Buffer.alloc(3 * 1024 * 1024);
    for (let index = 0; index < content.length; index++) content[index] = (index * 7) % 251;
    const id = idOf(
      (await create(user.headers, content.length, { purpose: 'product-file', filename: 'big.bin' }))
        .headers.location,
    );

    // First chunk: 1 MB, whole.
    const first = await patch(user.headers, id, 0, content.subarray(0, 1024 * 1024));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(1024 * 1024));

    // Second chunk over a real socket, cut off after about 512 KB.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: `/api/uploads/${id}`,
        headers: {
          ...user.headers,
          ...TUS,
          'upload-offset': String(1024 * 1024),
          'content-type': 'application/offset+octet-stream',
          'content-length': String(2 * 1024 * 1024),
        },
      });
      request.on('error', () => resolve());
      request.write(content.subarray(1024 * 1024, 1024 * 1024 + 512 * 1024), () => {
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200);
      });
    });

    // The server kept what arrived: HEAD says where to go on from (tus may need a moment).
    let offset = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const status = await head(user.headers, id);
      offset = Number(status.headers['upload-offset']);
      if (offset > 1024 * 1024) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(1024 * 1024);
    expect(offset).toBeLessThan(content.length);

    const rest = await patch(user.headers, id, offset, content.subarray(offset));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-offset']).toBe(String(content.length));

    const stored = await app.storage.get(`uploads/${id}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });

  it('refuses a chunk at the wrong offset (409)', async () => {
    const user = await signedInUser(keycloak);
    const id = idOf(
      (await create(user.headers, 6, { purpose: 'product-file', filename: 'f.bin' })).headers
        .location,
    );
    const response = await patch(user.headers, id, 3, Buffer.from('def'));
    expect(response.statusCode).toBe(409);
    // tus's own refusals too leave as the API's JSON error.
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ error: string }>().error).toBe('Conflict');
  });

  it('refuses a request without Tus-Resumable with a JSON 412', async () => {
    const user = await signedInUser(keycloak);
    const id = idOf(
      (await create(user.headers, 6, { purpose: 'product-file', filename: 'f.bin' })).headers
        .location,
    );
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: {
        ...user.headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.from('abcdef'),
    });
    expect(response.statusCode).toBe(412);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json<{ error: string }>().error).toBe('Precondition Failed');
  });

  it('refuses bytes past the announced length', async () => {
    const user = await signedInUser(keycloak);
    const id = idOf(
      (await create(user.headers, 4, { purpose: 'product-file', filename: 'f.bin' })).headers
        .location,
    );
    const response = await patch(user.headers, id, 0, Buffer.from('too long'));
    expect(response.statusCode).toBe(413);
  });
});

describe('downloading a product file', () => {
  it('redirects its owner to a 60-second link that serves it; others get 404', async () => {
    const owner = await signedInUser(keycloak);
    const other = await signedInUser(keycloak);
    const id = idOf(
      (await create(owner.headers, 5, { purpose: 'product-file', filename: 'book.pdf' })).headers
        .location,
    );
    await patch(owner.headers, id, 0, Buffer.from('%PDF!'));

    const redirect = await app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: owner.headers,
    });
    expect(redirect.statusCode).toBe(302);
    const link = String(redirect.headers.location);
    expect(link).toMatch(
      /^\/api\/storage\/uploads\/[0-9a-f]{32}\?expires=\d+&filename=book.pdf&signature=/,
    );
    const file = await app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF!');
    expect(file.headers['content-disposition']).toContain('book.pdf');

    const refused = await app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('lets the module that owns the purpose authorize (and record) other callers', async () => {
    const owner = await signedInUser(keycloak);
    const buyer = await signedInUser(keycloak);
    const id = idOf(
      (await create(owner.headers, 3, { purpose: 'product-file', filename: 'x.zip' })).headers
        .location,
    );
    await patch(owner.headers, id, 0, Buffer.from('zip'));
    const recorded: string[] = [];
    app.uploads.authorizeDownloads('product-file', (identity, upload) => {
      recorded.push(`${identity.id}:${upload.id}`);
      return Promise.resolve(identity.id === buyer.id);
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(302);
    expect(recorded).toEqual([`${buyer.id}:${id}`]);
  });

  it('is refused while incomplete', async () => {
    const owner = await signedInUser(keycloak);
    const id = idOf(
      (await create(owner.headers, 10, { purpose: 'product-file', filename: 'x.zip' })).headers
        .location,
    );
    await patch(owner.headers, id, 0, Buffer.from('half'));
    const response = await app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

it('serves exactly the image sizes the API contract names', () => {
  expect(Object.values(IMAGE_VARIANTS).map(({ file }) => file)).toEqual([...IMAGE_SIZE_FILES]);
});
