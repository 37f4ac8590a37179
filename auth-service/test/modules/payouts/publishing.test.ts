/**
 * A product is published with its price only when its seller can take charges (issue 20): the
 * catalogue asks payouts. Drafts and private products always save; a product published already
 * stays editable.
 */
import type { Product } from '@atelier/api-contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { PRODUCT_PUBLISH_MESSAGES } from '../../../src/modules/catalogue/messages';
import { build } from '../../helper';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { givePayoutAccount } from '../../support/payouts';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

let keycloak: FakeKeycloak;
let app: App;
let storageDir: string;

beforeAll(async () => {
  keycloak = await startFakeKeycloak();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-publishing-'));
  app = await build({ keycloak, config: { storageDir } });
});
afterAll(async () => {
  await app.close();
  await rm(storageDir, { recursive: true, force: true });
  await keycloak.close();
});

async function productBody(user: User, status: string) {
  const image = await uploadThroughTus(app, user.headers, 'image', 'a.png', await smallPng());
  const file = await uploadThroughTus(app, user.headers, 'product-file', 'a.pdf', smallPdf());
  return {
    title: 'Denim Jacket Tech Pack',
    description: 'A complete tech pack.',
    category: 'Design Templates',
    price: 2900,
    productType: 'ready-made',
    status,
    images: [{ key: image, name: 'a.png', size: 1 }],
    files: [{ key: file, name: 'a.pdf', size: 1, type: 'application/pdf' }],
  };
}

const create = async (user: User, status: string) =>
  app.inject({
    method: 'POST',
    url: '/api/catalogue/products',
    headers: user.headers,
    payload: await productBody(user, status),
  });
const update = (user: User, id: string, changes: Record<string, unknown>) =>
  app.inject({
    method: 'PATCH',
    url: `/api/catalogue/products/${id}`,
    headers: user.headers,
    payload: changes,
  });
const refusal = { error: 'Conflict', message: PRODUCT_PUBLISH_MESSAGES.noPayoutAccount };

it('refuses to publish for a seller without a payout account; drafts and private products save', async () => {
  const seller = await signedInUser(keycloak, { roles: ['freelancer'] });
  const published = await create(seller, 'published');
  expect(published.statusCode).toBe(409);
  expect(published.json()).toEqual(refusal);
  expect(await app.catalogue.listOwn(seller.id)).toEqual([]);

  const draft = await create(seller, 'draft');
  expect(draft.statusCode).toBe(201);
  const { id } = draft.json<Product>();
  expect((await create(seller, 'private')).statusCode).toBe(201);

  const publishing = await update(seller, id, { status: 'published' });
  expect(publishing.statusCode).toBe(409);
  expect(publishing.json()).toEqual(refusal);
  // Editing the draft stays possible.
  expect((await update(seller, id, { title: 'Renamed draft' })).statusCode).toBe(200);
});

it('refuses while Stripe still needs something, and publishes once charges are enabled', async () => {
  const seller = await signedInUser(keycloak, { roles: ['freelancer'] });
  // Onboarding left a requirement open: charges disabled.
  const started = await app.inject({
    method: 'POST',
    url: '/api/payments/account/onboarding',
    headers: seller.headers,
  });
  const link = new URL(started.json<{ url: string }>().url);
  await app.inject({ method: 'POST', url: `${link.pathname}/requirement-open` });
  expect((await create(seller, 'published')).json()).toEqual(refusal);

  const again = await app.inject({
    method: 'POST',
    url: '/api/payments/account/onboarding',
    headers: seller.headers,
  });
  const done = await app.inject({
    method: 'POST',
    url: `${new URL(again.json<{ url: string }>().url).pathname}/complete`,
  });
  expect(done.statusCode).toBe(303);
  const published = await create(seller, 'published');
  expect(published.statusCode).toBe(201);
  expect(published.json<Product>().status).toBe('published');
});

it('keeps a published product editable after the seller’s charges were disabled', async () => {
  const seller = await signedInUser(keycloak, { roles: ['freelancer'] });
  await givePayoutAccount(app, seller.id);
  const created = await create(seller, 'published');
  expect(created.statusCode).toBe(201);
  const { id } = created.json<Product>();
  await app.db.query('UPDATE seller_accounts SET charges_enabled = false WHERE user_id = $1', [
    seller.id,
  ]);
  expect((await update(seller, id, { title: 'Still published' })).statusCode).toBe(200);
  // Unpublished, it cannot be published again until charges are enabled.
  expect((await update(seller, id, { status: 'private' })).statusCode).toBe(200);
  expect((await update(seller, id, { status: 'published' })).json()).toEqual(refusal);
});
