/**
 * The same upload flow with S3 storage (@tus/s3-store and the S3 adapter) against the versitygw
 * server of the test command; skipped, with a message, without TEST_S3_ENDPOINT.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { App } from '../../../src/app';
import type { S3Config } from '../../../src/config';
import { s3ClientConfig } from '../../../src/platform/storage/s3';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { S3_SKIPPED_MESSAGE, TEST_S3, createTestBucket } from '../../support/s3';
import { sendBytes, startUpload } from '../../support/uploads';

if (TEST_S3 === undefined) {
  describe('uploads on S3', () => {
    it.skip(S3_SKIPPED_MESSAGE, () => undefined);
  });
}

(TEST_S3 === undefined ? describe.skip : describe)('uploads on S3 (versitygw)', () => {
  let keycloak: FakeKeycloak;
  let app: App;
  let s3: S3Config;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    s3 = await createTestBucket();
    app = await build({ keycloak, config: { s3 } });
  });
  afterAll(async () => {
    await app.close();
    await keycloak.close();
  });

  /** Creates and sends a whole upload; answers its id and the PATCH's response. */
  async function upload(
    headers: Record<string, string>,
    purpose: 'image' | 'product-file',
    name: string,
    body: Buffer,
  ) {
    const { created, id } = await startUpload(app, headers, purpose, name, body.length);
    expect(created.statusCode).toBe(201);
    return { id, patched: await sendBytes(app, headers, id, 0, body) };
  }

  async function keys(): Promise<string[]> {
    const client = new S3Client(s3ClientConfig(s3));
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    } finally {
      client.destroy();
    }
  }

  it('stores an image and its sizes in the bucket', async () => {
    const user = await signedInUser(keycloak);
    const image = await sharp({
      create: { width: 1600, height: 800, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const { id, patched } = await upload(user.headers, 'image', 'photo.jpg', image);
    expect(patched.statusCode).toBe(204);
    expect(await keys()).toEqual(
      expect.arrayContaining([id, `images/${id}/w320.webp`, `images/${id}/w1280.webp`]),
    );
    const thumb = await app.inject({ method: 'GET', url: `/api/images/${id}/w320.webp` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses a wrong type by content and leaves nothing in the bucket', async () => {
    const user = await signedInUser(keycloak);
    const { id, patched } = await upload(
      user.headers,
      'image',
      'fake.gif',
      Buffer.from('GIF? no, text'),
    );
    expect(patched.statusCode).toBe(415);
    expect((await keys()).filter((key) => key.includes(id))).toEqual([]);
  });

  it('redirects the owner of a product file to a presigned link that works', async () => {
    const user = await signedInUser(keycloak);
    const { id, patched } = await upload(
      user.headers,
      'product-file',
      'pack.zip',
      Buffer.from('PK-zip-bytes'),
    );
    expect(patched.statusCode).toBe(204);
    const redirect = await app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/download`,
      headers: user.headers,
    });
    expect(redirect.statusCode).toBe(302);
    const link = String(redirect.headers.location);
    expect(link).toContain('X-Amz-Expires=60');
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('PK-zip-bytes');
  });
});
