/**
 * The S3 storage out of reach answers uploads and downloads with 503, `Retry-After` and a message
 * saying files are briefly unavailable, never a 500 or a 404 (issue 41, drill 3; the whole drill,
 * versitygw stopped and started under traffic, is `npm run drill:storage`, where its
 * connections are refused). Here the "storage" answers the bucket check at start-up, then answers
 * every call 502, as a gateway in front of a storage that is gone does. (A refused connection
 * cannot be shown under jest: Node's socket error comes from another realm there, and the SDK
 * replaces it with a text-only wrapper; the table below covers its codes.)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@atelier/api-contract';
import type { App } from '../../src/app';
import {
  FILES_BRIEFLY_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
  isStorageUnavailable,
} from '../../src/platform/storage/unavailable';
import { build } from '../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../support/keycloak';
import { startUpload } from '../support/uploads';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const named = (message: string, name: string) => Object.assign(new Error(message), { name });
const s3Error = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: 'server', $metadata: { httpStatusCode }, message: name });

describe('isStorageUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:7070', 'ECONNREFUSED')],
    ['a reset connection', withCode('socket hang up', 'ECONNRESET')],
    ['a timed-out connection', withCode('connect ETIMEDOUT', 'ETIMEDOUT')],
    ['an unknown host', withCode('getaddrinfo ENOTFOUND s3', 'ENOTFOUND')],
    [
      "the SDK's connection timeout",
      named('Socket timed out without establishing', 'TimeoutError'),
    ],
    ['a gateway without its server', s3Error('Unknown', 502)],
    ['S3 asking to slow down', s3Error('SlowDown', 503)],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:7070', 'ECONNREFUSED')], ''),
    ],
    ['an error already told apart', new StorageUnavailableError(new Error('x'))],
    [
      'a stream destroyed by a reset part upload',
      new Error('Premature close', { cause: withCode('socket hang up', 'ECONNRESET') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(true);
  });

  it.each([
    ['a missing object', s3Error('NoSuchKey', 404)],
    ['refused keys', s3Error('AccessDenied', 403)],
    ['an internal error of the server', s3Error('InternalError', 500)],
    ['a plain error', new Error('Storage is fine, the bug is elsewhere')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isStorageUnavailable(error)).toBe(false);
  });
});

/** Answers S3's HeadBucket (the start-up check) with 200 until `goAway`, then every call 502. */
async function startStorageThatGoesAway() {
  let away = false;
  const server = createServer((_request, response) => {
    response.writeHead(away ? 502 : 200, { 'content-length': '0' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    goAway: () => {
      away = true;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('uploads and downloads while the S3 storage is out of reach', () => {
  let keycloak: FakeKeycloak;
  let app: App;
  let headers: Record<string, string>;
  let storage: Awaited<ReturnType<typeof startStorageThatGoesAway>>;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storage = await startStorageThatGoesAway();
    app = await build({
      keycloak,
      config: {
        s3: {
          endpoint: storage.url,
          publicEndpoint: storage.url,
          bucket: 'atelier',
          region: 'us-east-1',
          accessKeyId: 'test',
          secretAccessKey: 'test-secret',
        },
      },
    });
    storage.goAway();
    ({ headers } = await signedInUser(keycloak));
  });
  afterAll(async () => {
    await app.close();
    await keycloak.close();
    await storage.close();
  });

  const expectUnavailable = (answer: Awaited<ReturnType<App['inject']>>) => {
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(BRIEFLY_UNAVAILABLE_RETRY_AFTER_SECONDS));
  };

  it('answers a new upload (tus creation) 503 with Retry-After and the message', async () => {
    const { created } = await startUpload(app, headers, 'product-file', 'pattern.pdf', 1024);
    expectUnavailable(created);
    expect(created.json()).toEqual({
      error: 'Service Unavailable',
      message: FILES_BRIEFLY_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers resuming an upload (HEAD) and sending bytes (PATCH) 503, not 404', async () => {
    const id = 'a'.repeat(32);
    const head = await app.inject({
      method: 'HEAD',
      url: `/api/uploads/${id}`,
      headers: { ...headers, 'tus-resumable': '1.0.0' },
    });
    expectUnavailable(head);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/uploads/${id}`,
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(16),
    });
    expectUnavailable(patch);
    expect(patch.json()).toEqual({
      error: 'Service Unavailable',
      message: FILES_BRIEFLY_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers a download and an image 503 with Retry-After and the message', async () => {
    const download = await app.inject({
      method: 'GET',
      url: `/api/uploads/${'b'.repeat(32)}/download`,
      headers,
    });
    expectUnavailable(download);
    expect(download.json()).toEqual({
      error: 'Service Unavailable',
      message: FILES_BRIEFLY_UNAVAILABLE_MESSAGE,
    });
    const image = await app.inject({
      method: 'GET',
      url: `/api/images/${'c'.repeat(32)}/w320.webp`,
    });
    expectUnavailable(image);
  });
});
