/**
 * Issue 25: an upload nothing uses is removed a day after it finished (with its image sizes),
 * through durable scheduled work; one that a product, message, profile... uses stays. And every
 * column of the schema that holds upload ids is known to the check (src/modules/uploads/usage.ts).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { UNUSED_UPLOAD_CHECK } from '../../../src/modules/uploads';
import { NOT_UPLOAD_REFERENCES, UPLOAD_REFERENCES } from '../../../src/modules/uploads/usage';
import { build } from '../../helper';
import { ManualClock } from '../../support/clock';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

const DAY_MS = 24 * 60 * 60 * 1000;

let keycloak: FakeKeycloak;
let app: App;
let storageDir: string;
const clock = new ManualClock(new Date('2026-11-27T09:00:00Z'));

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-unused-'));
  app = await build({ keycloak, clock, config: { storageDir } });
});
afterAll(async () => {
  await app.close();
  await keycloak.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Stored files (not directories) whose path names the upload `id`. */
const storedWith = async (id: string) =>
  (await readdir(storageDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && path.join(entry.parentPath, entry.name).includes(id))
    .map((entry) => entry.name);

it('removes an upload nothing uses a day after it finished, image sizes included', async () => {
  const owner = await signedInUser(keycloak, { roles: ['supplier'] });
  const catalogue = await uploadThroughTus(
    app,
    owner.headers,
    'service-catalogue',
    'c.pdf',
    smallPdf(),
  );
  const image = await uploadThroughTus(app, owner.headers, 'image', 'photo.png', await smallPng());
  expect((await storedWith(image)).length).toBeGreaterThan(1);

  clock.advance(DAY_MS - 60_000);
  await app.scheduledWork.runDue();
  expect(await app.uploads.find(catalogue)).toBeDefined();

  clock.advance(60_000);
  await app.scheduledWork.runDue();
  expect(await app.uploads.find(catalogue)).toBeUndefined();
  expect(await app.uploads.find(image)).toBeUndefined();
  expect(await storedWith(catalogue)).toEqual([]);
  expect(await storedWith(image)).toEqual([]);
  const done = await app.scheduledWork.list({ kind: UNUSED_UPLOAD_CHECK, state: 'done' });
  expect(done.map((work) => work.key)).toEqual(expect.arrayContaining([catalogue, image]));
});

it('keeps an upload something uses', async () => {
  const seller = await signedInUser(keycloak, { roles: ['freelancer'] });
  const image = await uploadThroughTus(app, seller.headers, 'image', 'cover.png', await smallPng());
  const file = await uploadThroughTus(app, seller.headers, 'product-file', 'pack.pdf', smallPdf());
  await app.kysely
    .insertInto('products')
    .values({
      author_id: seller.id,
      author_name: 'Seller',
      title: 'Tech Pack',
      description: 'A product.',
      category: 'Design Templates',
      subcategory: 'Tech Packs',
      price_cents: 2900,
      original_price_cents: null,
      product_type: 'ready-made',
      delivery_time: null,
      revisions: null,
      requirements: null,
      tags: [],
      images: JSON.stringify([{ key: image, name: 'cover.png', size: 1 }]),
      files: JSON.stringify([{ key: file, name: 'pack.pdf', size: 1, type: 'application/pdf' }]),
    })
    .execute();

  clock.advance(DAY_MS);
  await app.scheduledWork.runDue();
  expect(await app.uploads.find(image)).toBeDefined();
  expect(await app.uploads.find(file)).toBeDefined();
});

it('knows every column of the schema that holds upload ids', async () => {
  const { rows } = await app.db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = 'public'`,
  );
  const looksLikeUploads = rows
    .filter(
      ({ column_name: column, data_type: type }) =>
        column.endsWith('_key') ||
        (type === 'jsonb' &&
          ['images', 'files', 'attachments'].some((suffix) => column.endsWith(suffix))),
    )
    .map(({ table_name: table, column_name: column }) => `${table}.${column}`)
    .sort();
  const known = [...UPLOAD_REFERENCES, ...NOT_UPLOAD_REFERENCES]
    .map(({ table, column }) => `${table}.${column}`)
    .sort();
  expect(looksLikeUploads).toEqual(known);
});
