/**
 * Abandoned uploads: an incomplete upload older than `uploadExpiryMs` is removed with its tus
 * record by the uploads' sweep, on the file system and (with TEST_S3_ENDPOINT) on S3; complete
 * uploads and recent incomplete ones stay. The expiry is seconds here instead of a day.
 */
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { App } from '../../../src/app';
import type { Config } from '../../../src/config';
import { s3ClientConfig } from '../../../src/platform/storage/s3';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { S3_SKIPPED_MESSAGE, TEST_S3, createTestBucket } from '../../support/s3';
import { sendBytes, smallPdf, startUpload, uploadThroughTus } from '../../support/uploads';

/**
 * Long enough that an upload created just before a sweep is not yet expired even on a loaded
 * machine, short enough to wait for.
 */
const EXPIRY_MS = 3_000;

interface Storage {
  config: Partial<Config>;
  /** Every stored name (file path or object key, and pending multipart uploads) with `id`. */
  leftovers: (id: string) => Promise<string[]>;
  cleanup: () => Promise<void>;
}

async function fileSystemStorage(): Promise<Storage> {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-sweep-'));
  return {
    config: { storageDir },
    async leftovers(id) {
      const entries = await readdir(storageDir, { recursive: true });
      return entries.filter((entry) => entry.includes(id));
    },
    cleanup: () => rm(storageDir, { recursive: true, force: true }),
  };
}

async function s3Storage(): Promise<Storage> {
  const s3 = await createTestBucket();
  return {
    config: { s3 },
    async leftovers(id) {
      const client = new S3Client(s3ClientConfig(s3));
      try {
        const objects = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
        const pending = await client.send(new ListMultipartUploadsCommand({ Bucket: s3.bucket }));
        return [
          ...(objects.Contents ?? []).map((object) => object.Key ?? ''),
          ...(pending.Uploads ?? []).map((upload) => `multipart ${upload.Key ?? ''}`),
        ].filter((key) => key.includes(id));
      } finally {
        client.destroy();
      }
    },
    cleanup: () => Promise.resolve(),
  };
}

const STORAGES: [string, () => Promise<Storage>][] = [
  ['the file system', fileSystemStorage],
  ...(TEST_S3 === undefined
    ? []
    : [['S3 (versitygw)', s3Storage] as [string, () => Promise<Storage>]]),
];

if (TEST_S3 === undefined) {
  describe('the sweep of abandoned uploads on S3', () => {
    it.skip(S3_SKIPPED_MESSAGE, () => undefined);
  });
}

describe.each(STORAGES)('the sweep of abandoned uploads on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let storage: Storage;
  let app: App;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storage = await open();
    app = await build({ keycloak, config: { ...storage.config, uploadExpiryMs: EXPIRY_MS } });
  });
  afterAll(async () => {
    await app.close();
    await keycloak.close();
    await storage.cleanup();
  });

  it('removes incomplete uploads past the expiry with their records, and nothing else', async () => {
    const user = await signedInUser(keycloak, { roles: ['freelancer'] });
    const bytes = smallPdf('a file whose upload stopped half-way');
    const abandoned = await startUpload(
      app,
      user.headers,
      'product-file',
      'half.pdf',
      bytes.length,
    );
    expect(abandoned.created.statusCode).toBe(201);
    const half = await sendBytes(app, user.headers, abandoned.id, 0, bytes.subarray(0, 10));
    expect(half.statusCode).toBe(204);
    const untouched = await startUpload(app, user.headers, 'product-file', 'none.pdf', 100);
    const complete = await uploadThroughTus(app, user.headers, 'product-file', 'whole.pdf', bytes);
    expect(await storage.leftovers(abandoned.id)).not.toEqual([]);

    // Past the expiry (a wait for the clock, not a measure of speed).
    await new Promise((resolve) => setTimeout(resolve, EXPIRY_MS + 200));
    const recent = await startUpload(app, user.headers, 'product-file', 'recent.pdf', 100);
    expect(await app.uploads.sweepAbandoned()).toBeGreaterThan(0);

    for (const id of [abandoned.id, untouched.id]) {
      expect([id, await storage.leftovers(id)]).toEqual([id, []]);
      expect(await app.uploads.find(id)).toBeUndefined();
      const head = await app.inject({
        method: 'HEAD',
        url: `/api/uploads/${id}`,
        headers: { ...user.headers, 'tus-resumable': '1.0.0' },
      });
      expect([id, head.statusCode]).toEqual([id, 404]);
    }
    expect(await app.uploads.find(complete)).toMatchObject({ complete: true });
    expect(await app.uploads.find(recent.id)).toMatchObject({ complete: false });
    const download = await app.inject({
      url: `/api/uploads/${complete}/download`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(302);
  });
});
