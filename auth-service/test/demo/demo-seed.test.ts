/**
 * The demo data (SEED_DEMO_DATA=true): the demo freelancer's profile and the sample listing's
 * products, with real uploads, seeded at start-up; a second run adds nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DirectoryPage, ProductDetail, ProductPage } from '@atelier/api-contract';
import sharp from 'sharp';
import type { App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { DEMO_CLIENT, DEMO_FREELANCER } from '../../src/demo/accounts';
import { DEMO_PRODUCTS } from '../../src/demo/products';
import {
  DEMO_APPLICATION,
  seedDemoApplication,
  seedDemoData,
  seedDemoJobs,
} from '../../src/demo/seed';
import { DEMO_JOBS } from '../../src/demo/jobs';
import { DEMO_FREELANCER_PROFILE } from '../../src/demo/profile';
import { DEMO_SUPPLIERS, seedDemoSuppliers } from '../../src/demo/suppliers';
import { build } from '../helper';

let app: App;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-demo-'));
  app = await build({ config: { storageDir, seedDemoData: true } });
});
afterAll(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
});

it('seeds the demo freelancer and the sample listing at start-up, once', async () => {
  // A completed sandbox connected account: the demo products are published and buyable.
  const accountId = await app.payouts.chargeableAccountOf(DEMO_FREELANCER.id);
  expect(accountId).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);
  const seeded = await app.catalogue.listOwn(DEMO_FREELANCER.id);
  expect(seeded.map((row) => row.title).sort()).toEqual(
    DEMO_PRODUCTS.map((demo) => demo.title).sort(),
  );
  expect(await seedDemoData(app)).toEqual([]);
  const again = await app.catalogue.listOwn(DEMO_FREELANCER.id);
  expect(again.map((row) => row.id).sort()).toEqual(seeded.map((row) => row.id).sort());
  expect(await app.payouts.chargeableAccountOf(DEMO_FREELANCER.id)).toBe(accountId);
});

it("seeds the demo client's jobs on the board, once, without spending its job post", async () => {
  const seeded = await app.jobs.listOwn(DEMO_CLIENT.id);
  expect(seeded.map((row) => row.title).sort()).toEqual(DEMO_JOBS.map((demo) => demo.title).sort());
  expect(seeded.every((row) => row.listing_status === 'active')).toBe(true);
  expect(await seedDemoJobs(app)).toEqual([]);
  const board = await app.inject('/api/jobs?sort=newest');
  expect(board.json<{ total: number }>().total).toBe(DEMO_JOBS.length);
  const uses = await app.db.query('SELECT * FROM starter_allowance_uses WHERE user_id = $1', [
    DEMO_CLIENT.id,
  ]);
  expect(uses.rows).toEqual([]);
});

it("seeds the demo freelancer's application, once, without spending its allowance", async () => {
  const rows = await app.db.query<{ title: string; freelancer_id: string; status: string }>(
    `SELECT j.title, a.freelancer_id, a.status FROM job_applications a
     JOIN jobs j ON j.id = a.job_id`,
  );
  expect(rows.rows).toEqual([
    { title: DEMO_APPLICATION.jobTitle, freelancer_id: DEMO_FREELANCER.id, status: 'new' },
  ]);
  expect(await seedDemoApplication(app)).toBe(false);
  const uses = await app.db.query('SELECT * FROM starter_allowance_uses WHERE user_id = $1', [
    DEMO_FREELANCER.id,
  ]);
  expect(uses.rows).toEqual([]);
});

it('makes them published products of the demo freelancer with real uploads', async () => {
  const response = await app.inject(`/api/catalogue/authors/${DEMO_FREELANCER.id}/products`);
  const page = response.json<ProductPage>();
  expect(page.total).toBe(DEMO_PRODUCTS.length);
  const first = page.products[0];
  expect(first).toMatchObject({ authorName: DEMO_FREELANCER.fullName });
  const thumbnail = await app.inject(first?.thumbnail ?? '');
  expect(thumbnail.statusCode).toBe(200);
  expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
  const detail = await app.inject(`/api/catalogue/products/${first?.id ?? ''}`);
  const product = detail.json<ProductDetail>().product;
  const image = await app.uploads.find(product.images[0]?.key ?? '');
  expect(image).toMatchObject({ owner: DEMO_FREELANCER.id, purpose: 'image', complete: true });
});

it('gives the demo freelancer a public profile without a username, matched to the demo jobs', async () => {
  const { row, user } = await app.publicProfiles.mine(DEMO_FREELANCER.id);
  expect(user?.username).toBeNull();
  expect(row?.skills).toEqual(DEMO_FREELANCER_PROFILE.skills);
  await expect(
    app.publicProfiles.insertSeeded(DEMO_FREELANCER.id, 'freelancer', DEMO_FREELANCER_PROFILE),
  ).resolves.toBe(false);
  const words = [...DEMO_FREELANCER_PROFILE.skills, ...DEMO_FREELANCER_PROFILE.categories];
  expect(DEMO_JOBS.some((job) => job.skills.some((skill) => words.includes(skill)))).toBe(true);
});

it('lists the demo supplier and a few more on /explore (Role = Suppliers), once (issue 37)', async () => {
  const suppliers = await app.inject('/api/directory?role=supplier');
  const page = suppliers.json<DirectoryPage>();
  const names = page.profiles.map((entry) => entry.fullName).sort();
  expect(names).toEqual(DEMO_SUPPLIERS.map((demo) => demo.profile.companyName).sort());
  expect(names.length).toBeGreaterThanOrEqual(4);
  const demoSupplier = page.profiles.find((entry) => entry.fullName === 'Demo Supplier Textiles');
  expect(demoSupplier).toMatchObject({ location: 'Porto, Portugal' });
  expect(await seedDemoSuppliers(app)).toEqual([]);
  const again = await app.inject('/api/directory?role=supplier');
  expect(again.json<DirectoryPage>().total).toBe(DEMO_SUPPLIERS.length);
});

it('reads SEED_DEMO_DATA as true or false only', () => {
  expect(loadConfig({ SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  expect(loadConfig({}).seedDemoData).toBe(false);
  expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow(
    /SEED_DEMO_DATA must be true or false/,
  );
});

it("holds the spec's three seed products, the swimwear design service as a custom one", async () => {
  const own = await app.catalogue.listOwn(DEMO_FREELANCER.id);
  const byTitle = (title: string) => own.find((row) => row.title === title);
  expect(byTitle('Complete Tech Pack Template')).toMatchObject({
    price_cents: 2900,
    original_price_cents: 3900,
    product_type: 'ready-made',
  });
  expect(byTitle('Tropical Textile Prints Collection')).toMatchObject({ price_cents: 3900 });
  expect(byTitle('Custom Swimwear Tech Pack Service')).toMatchObject({
    price_cents: 29900,
    product_type: 'custom',
    delivery_time: '7-14',
    revisions: 3,
  });
});
