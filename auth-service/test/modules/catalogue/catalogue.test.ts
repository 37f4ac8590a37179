/**
 * The catalogue over real uploads: a product's image and file keys are upload ids made through
 * the tus routes. Runs on each database backend with file-system storage, and once on the S3
 * adapter when TEST_S3_ENDPOINT is set.
 */
import type { Product, ProductDetail, ProductPage, Favourites } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { App } from '../../../src/app';
import type { Config } from '../../../src/config';
import {
  CATALOGUE_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_UPLOAD_MESSAGES,
  copyTitleOf,
} from '../../../src/modules/catalogue/messages';
import { IMAGE_VARIANTS, imageKey } from '../../../src/modules/uploads/images';
import { build } from '../../helper';
import { BACKENDS, type Backend, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { S3_SKIPPED_MESSAGE, TEST_S3, createTestBucket } from '../../support/s3';
import { givePayoutAccount } from '../../support/payouts';
import { smallPdf, smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

/** Stands for an upload in the form-order cases, which fail before any key is looked at. */
const fakeImage = { key: 'f'.repeat(32), name: 'front.png', size: 1000 };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fakeFile = { key: 'e'.repeat(32), name: 'pack.pdf', size: 5000, type: 'application/pdf' };

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Denim Jacket Tech Pack',
  description: 'A complete tech pack for a denim jacket.',
  category: 'Design Templates',
  subcategory: 'Tech Packs',
  price: 2900,
  productType: 'ready-made',
  tags: ['denim', 'tech pack'],
  status: 'published',
  images: [fakeImage],
  files: [fakeFile],
  ...overrides,
});

/** Where uploads are stored: a temporary directory, or a new bucket on the S3 test server. */
type StorageSetup = () => Promise<{ config: Partial<Config>; cleanup: () => Promise<void> }>;

const fileSystemStorage: StorageSetup = async () => {
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-catalogue-'));
  return {
    config: { storageDir },
    cleanup: () => rm(storageDir, { recursive: true, force: true }),
  };
};
const s3Storage: StorageSetup = async () => ({
  config: { s3: await createTestBucket() },
  cleanup: () => Promise.resolve(),
});

const [pglite] = BACKENDS as [Backend, ...Backend[]];
type Setup = [name: string, open: Backend[1], storage: StorageSetup];
const SETUPS: Setup[] = [
  ...BACKENDS.map(([name, open]): Setup => [
    `${name}, file-system storage`,
    open,
    fileSystemStorage,
  ]),
  ...(TEST_S3 === undefined ? [] : [[`${pglite[0]}, S3 storage`, pglite[1], s3Storage] as Setup]),
];

if (TEST_S3 === undefined) {
  describe('catalogue on S3 storage', () => {
    it.skip(S3_SKIPPED_MESSAGE, () => undefined);
  });
}

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(SETUPS)('catalogue on %s', (_name, open, storageSetup) => {
  let keycloak: FakeKeycloak;
  let testDb: TestDatabase;
  let storage: Awaited<ReturnType<StorageSetup>>;
  let app: App;
  let seller: User;
  let other: User;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    testDb = await open();
    storage = await storageSetup();
    // The app would close the database; drop() closes it (and drops it on PostgreSQL).
    app = await build({
      keycloak,
      database: { ...testDb.db, close: () => Promise.resolve() },
      config: storage.config,
    });
    seller = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    other = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Marco Rossi' });
    // Both publish products: sellers need a payout account that can take charges.
    await givePayoutAccount(app, seller.id);
    await givePayoutAccount(app, other.id);
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await storage.cleanup();
    await keycloak.close();
  });

  /** A complete image upload of `user`, as the product form sends it. */
  async function imageOf(user: User, name = 'front.png', colour?: string) {
    const bytes = await smallPng(colour);
    const key = await uploadThroughTus(app, user.headers, 'image', name, bytes);
    return { key, name, size: bytes.length };
  }
  async function fileOf(user: User, name = 'pack.pdf') {
    const bytes = smallPdf(name);
    const key = await uploadThroughTus(app, user.headers, 'product-file', name, bytes);
    return { key, name, size: bytes.length, type: 'application/pdf' };
  }

  /** Every stored object of an upload: its bytes and, for an image, its sizes. */
  async function storedObjectsOf(key: string): Promise<string[]> {
    const keys = [
      app.uploads.keyOf(key),
      ...Object.values(IMAGE_VARIANTS).map(({ file }) => imageKey(key, file)),
    ];
    const stats = await Promise.all(keys.map((one) => app.storage.stat(one)));
    return keys.filter((_key, index) => stats[index] !== undefined);
  }

  const bytesOf = async (key: string) => readAll(await app.storage.get(app.uploads.keyOf(key)));

  async function create(user: User, overrides: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products',
      headers: user.headers,
      payload: validProduct({
        images: [await imageOf(user)],
        files: [await fileOf(user)],
        ...overrides,
      }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<Product>();
  }

  const list = async (query: string) => {
    const response = await app.inject(`/api/catalogue/products?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ProductPage>();
  };

  describe('product form (section 5), first failing rule in the spec order', () => {
    it.each([
      [{ title: '  ' }, PRODUCT_FORM_MESSAGES.title],
      [{ title: '', category: '' }, PRODUCT_FORM_MESSAGES.title],
      [{ category: '' }, PRODUCT_FORM_MESSAGES.category],
      [{ category: 'Shoes', description: '' }, PRODUCT_FORM_MESSAGES.category],
      [{ description: ' ' }, PRODUCT_FORM_MESSAGES.description],
      [{ description: '', price: 0 }, PRODUCT_FORM_MESSAGES.description],
      [{ price: 0 }, PRODUCT_FORM_MESSAGES.price],
      [{ price: -5, images: [] }, PRODUCT_FORM_MESSAGES.price],
      [{ price: null }, PRODUCT_FORM_MESSAGES.price],
      [{ images: [], files: [] }, PRODUCT_FORM_MESSAGES.images],
      [{ files: [] }, PRODUCT_FORM_MESSAGES.files],
    ])('%j -> %s', async (overrides, message) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/catalogue/products',
        headers: seller.headers,
        payload: validProduct(overrides),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message });
    });

    it('takes a custom service without files, with the form defaults', async () => {
      const product = await create(seller, {
        productType: 'custom',
        files: [],
        status: undefined,
        license: undefined,
      });
      expect(product).toMatchObject({
        status: 'draft',
        license: 'commercial',
        deliveryTime: '1-3',
        revisions: 3,
        authorId: seller.id,
        authorName: 'Sarah Chen',
      });
    });

    it('keeps custom-only fields off ready-made products', async () => {
      const product = await create(seller, { deliveryTime: '7-14', revisions: 5 });
      expect(product).toMatchObject({ deliveryTime: null, revisions: null, requirements: null });
    });
  });

  describe('owner checks', () => {
    let draft: Product;
    beforeAll(async () => {
      draft = await create(seller, { status: 'draft', title: 'Secret draft' });
    });

    it('needs a token to write (401) and the freelancer role to create (403)', async () => {
      for (const [method, url] of [
        ['POST', '/api/catalogue/products'],
        ['PATCH', `/api/catalogue/products/${draft.id}`],
        ['DELETE', `/api/catalogue/products/${draft.id}`],
        ['POST', `/api/catalogue/products/${draft.id}/duplicate`],
        ['GET', '/api/catalogue/me/products'],
        ['GET', `/api/catalogue/me/products/${draft.id}`],
        ['GET', '/api/catalogue/me/favourites'],
        ['PUT', `/api/catalogue/me/favourites/${draft.id}`],
        ['POST', '/api/catalogue/me/favourites/merge'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect([method, url, response.statusCode]).toEqual([method, url, 401]);
      }
      const client = await signedInUser(keycloak, { roles: ['client'] });
      const response = await app.inject({
        method: 'POST',
        url: '/api/catalogue/products',
        headers: client.headers,
        payload: validProduct(),
      });
      expect(response.statusCode).toBe(403);
    });

    it("answers 404 to anyone but the owner for a draft, and for someone else's writes", async () => {
      const notFound = { error: 'Not Found', message: CATALOGUE_MESSAGES.notFound };
      for (const request of [
        { method: 'GET' as const, url: `/api/catalogue/products/${draft.id}` },
        {
          method: 'GET' as const,
          url: `/api/catalogue/products/${draft.id}`,
          headers: other.headers,
        },
        {
          method: 'PATCH' as const,
          url: `/api/catalogue/products/${draft.id}`,
          headers: other.headers,
          payload: { title: 'Mine now' },
        },
        {
          method: 'DELETE' as const,
          url: `/api/catalogue/products/${draft.id}`,
          headers: other.headers,
        },
        {
          method: 'POST' as const,
          url: `/api/catalogue/products/${draft.id}/duplicate`,
          headers: other.headers,
        },
        {
          method: 'PUT' as const,
          url: `/api/catalogue/me/favourites/${draft.id}`,
          headers: other.headers,
        },
      ]) {
        const response = await app.inject(request);
        expect([request.method, response.statusCode, response.json()]).toEqual([
          request.method,
          404,
          notFound,
        ]);
      }
      const own = await app.inject({
        url: `/api/catalogue/products/${draft.id}`,
        headers: seller.headers,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json<ProductDetail>().product.title).toBe('Secret draft');
      const mine = await app.inject({ url: '/api/catalogue/me/products', headers: other.headers });
      expect(mine.json<{ products: Product[] }>().products.map((p) => p.id)).not.toContain(
        draft.id,
      );
    });

    it('reads one product for its edit form only for its owner, and counts no view', async () => {
      // Made by `other` (the seller's writes are near their rate limit in this suite).
      const published = await create(other, { title: 'Public but not yours' });
      const unknownId = '00000000-0000-4000-8000-0000000000ff';
      for (const [id, reader] of [
        [draft.id, other],
        [published.id, seller],
        [unknownId, seller],
      ] as const) {
        const response = await app.inject({
          url: `/api/catalogue/me/products/${id}`,
          headers: reader.headers,
        });
        expect([id, response.statusCode, response.json()]).toEqual([
          id,
          404,
          { error: 'Not Found', message: CATALOGUE_MESSAGES.notFound },
        ]);
      }
      for (const [product, owner] of [
        [draft, seller],
        [published, other],
      ] as const) {
        const own = await app.inject({
          url: `/api/catalogue/me/products/${product.id}`,
          headers: owner.headers,
        });
        expect(own.statusCode).toBe(200);
        expect(own.json<Product>()).toMatchObject({
          id: product.id,
          title: product.title,
          views: 0,
        });
        expect(own.json<Product>().files).toHaveLength(product.files.length);
      }
    });

    it('updates by merging, refreshes updatedAt, moves status freely, deletes', async () => {
      const product = await create(seller, { title: 'To change' });
      for (const status of ['draft', 'private', 'published', 'draft'] as const) {
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/catalogue/products/${product.id}`,
          headers: seller.headers,
          payload: { status },
        });
        expect(response.statusCode).toBe(200);
        const updated = response.json<Product>();
        expect(updated).toMatchObject({ status, title: 'To change', price: 2900 });
        expect(updated.updatedAt > product.updatedAt).toBe(true);
      }
      const invalid = await app.inject({
        method: 'PATCH',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
        payload: { price: 0 },
      });
      expect(invalid.json()).toMatchObject({ message: PRODUCT_FORM_MESSAGES.price });
      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
      });
      expect(deleted.statusCode).toBe(204);
      const gone = await app.inject({
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
      });
      expect(gone.statusCode).toBe(404);
    });

    it("duplicates as a draft named '<title> (Copy)' with a new id", async () => {
      const original = await create(seller, { title: 'Swimwear Prints' });
      const response = await app.inject({
        method: 'POST',
        url: `/api/catalogue/products/${original.id}/duplicate`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(201);
      const copy = response.json<Product>();
      expect(copy.id).not.toBe(original.id);
      expect(copy).toMatchObject({
        title: copyTitleOf('Swimwear Prints'),
        status: 'draft',
        price: original.price,
        views: 0,
      });
      expect(copy.title).toBe('Swimwear Prints (Copy)');
      expect(copy.images.map((i) => i.name)).toEqual(original.images.map((i) => i.name));
    });
  });

  describe("a product's images and files are the owner's uploads", () => {
    const post = (user: User, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/catalogue/products',
        headers: user.headers,
        payload: validProduct(payload),
      });

    it("refuses another user's uploads, unknown keys, unfinished uploads and the wrong kind", async () => {
      const mine = await imageOf(seller);
      const myFile = await fileOf(seller);
      const second = await imageOf(seller, 'second.png');
      const theirs = await imageOf(other, 'theirs.png');
      const theirFile = await fileOf(other, 'theirs.pdf');
      const unfinished = await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...seller.headers,
          'tus-resumable': '1.0.0',
          'upload-length': '100',
          'upload-metadata': `purpose ${Buffer.from('image').toString('base64')},filename ${Buffer.from('half.png').toString('base64')}`,
        },
      });
      const half = {
        key: String(unfinished.headers.location).split('/').pop(),
        name: 'half.png',
        size: 100,
      };
      const bad = (message: string) => ({ error: 'Bad Request', message });
      for (const [payload, message] of [
        [{ images: [theirs] }, PRODUCT_UPLOAD_MESSAGES.image('theirs.png')],
        [{ images: [mine], files: [theirFile] }, PRODUCT_UPLOAD_MESSAGES.file('theirs.pdf')],
        [
          { images: [{ ...mine, key: 'not-an-upload', name: 'x.png' }] },
          PRODUCT_UPLOAD_MESSAGES.image('x.png'),
        ],
        [{ images: [half] }, PRODUCT_UPLOAD_MESSAGES.image('half.png')],
        [
          { images: [{ ...myFile, type: undefined }], files: [myFile] },
          PRODUCT_UPLOAD_MESSAGES.image('pack.pdf'),
        ],
        [
          { images: [mine], files: [{ ...second, type: 'image/png' }] },
          PRODUCT_UPLOAD_MESSAGES.file('second.png'),
        ],
        [{ images: [mine, mine], files: [myFile] }, PRODUCT_UPLOAD_MESSAGES.repeated('front.png')],
      ] as const) {
        const response = await post(seller, payload);
        expect([payload, response.statusCode, response.json()]).toEqual([
          payload,
          400,
          bad(message),
        ]);
      }
      // The form's own messages still come first (section 5's order).
      const untitled = await post(seller, { title: '', images: [theirs] });
      expect(untitled.json()).toEqual(bad(PRODUCT_FORM_MESSAGES.title));
      // And on update.
      const product = await create(seller, { title: 'Mine only' });
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
        payload: { images: [theirs] },
      });
      expect(patched.json()).toEqual(bad(PRODUCT_UPLOAD_MESSAGES.image('theirs.png')));
      // An upload belongs to one product.
      const again = await post(seller, {
        images: product.images.map(({ key, name, size }) => ({ key, name, size })),
        files: [myFile],
      });
      expect(again.json()).toEqual(bad(PRODUCT_UPLOAD_MESSAGES.inUse('front.png')));
    });

    it('takes names and sizes from the uploads, and serves the image sizes and the files', async () => {
      const image = await imageOf(seller, 'cover.png');
      const file = await fileOf(seller, 'specs.pdf');
      const product = await create(seller, {
        images: [{ ...image, name: 'renamed.png', size: 1 }],
        files: [{ ...file, name: 'other.pdf', size: 1 }],
      });
      expect(product.images).toEqual([
        {
          key: image.key,
          name: 'cover.png',
          size: image.size,
          url: `/api/images/${image.key}/w1280.webp`,
        },
      ]);
      expect(product.thumbnail).toBe(`/api/images/${image.key}/w320.webp`);
      expect(product.files).toEqual([{ ...file, url: `/api/uploads/${file.key}/download` }]);
      expect(product.fileSize).toBe(file.size);
      for (const url of [product.thumbnail ?? '', product.images[0]?.url ?? '']) {
        const served = await app.inject(url);
        expect([url, served.statusCode]).toEqual([url, 200]);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
      }
      const download = await app.inject({
        url: product.files[0]?.url ?? '',
        headers: seller.headers,
      });
      expect(download.statusCode).toBe(302);
      const refused = await app.inject({
        url: product.files[0]?.url ?? '',
        headers: other.headers,
      });
      expect(refused.statusCode).toBe(404);
    });

    it("takes a file's type from the upload's content, then its name, never from the client", async () => {
      // A user of its own: its many uploads stay clear of the others' write limits.
      const maker = await signedInUser(keycloak, { roles: ['freelancer'] });
      await givePayoutAccount(app, maker.id);
      const upload = async (name: string, bytes: Buffer) => ({
        key: await uploadThroughTus(app, maker.headers, 'product-file', name, bytes),
        name,
        size: bytes.length,
      });
      const cases = [
        // A PDF by its content, whatever its name and the type sent.
        [await upload('spec.bin', smallPdf()), 'image/png', 'application/pdf'],
        [await upload('cover.pdf', await smallPng()), 'application/pdf', 'image/png'],
        // No signature: by its name.
        [await upload('pattern.dxf', Buffer.from('0\nSECTION\n')), 'text/html', 'image/vnd.dxf'],
        [await upload('Sizes.XLSX', Buffer.from('PK\u0003\u0004')), 'text/html', XLSX],
        // Neither: no type is claimed.
        [
          await upload('notes', Buffer.from('plain words')),
          'text/html',
          'application/octet-stream',
        ],
      ] as const;
      const product = await create(maker, {
        title: 'Typed by the server',
        files: cases.map(([file, sent]) => ({ ...file, type: sent })),
      });
      expect(product.files.map(({ name, type }) => [name, type])).toEqual(
        cases.map(([file, , saved]) => [file.name, saved]),
      );
      // An update keeps the saved types of the files it holds.
      const updated = await app.inject({
        method: 'PATCH',
        url: `/api/catalogue/products/${product.id}`,
        headers: maker.headers,
        payload: {
          files: product.files.map(({ key, name, size }) => ({ key, name, size, type: 'x/y' })),
        },
      });
      expect(updated.json<Product>().files.map(({ type }) => type)).toEqual(
        cases.map(([, , saved]) => saved),
      );
    });

    it('duplicates into new uploads of the owner with the same bytes', async () => {
      const original = await create(seller, {
        title: 'Copied uploads',
        images: [
          await imageOf(seller, 'a.png', '#112233'),
          await imageOf(seller, 'b.png', '#445566'),
        ],
      });
      const response = await app.inject({
        method: 'POST',
        url: `/api/catalogue/products/${original.id}/duplicate`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(201);
      const copy = response.json<Product>();
      const pairs = [
        ...original.images.map((image, index) => [image, copy.images[index]] as const),
        ...original.files.map((file, index) => [file, copy.files[index]] as const),
      ];
      expect(pairs).toHaveLength(3);
      for (const [from, to] of pairs) {
        expect(to?.key).toMatch(/^[0-9a-f]{32}$/);
        expect(to?.key).not.toBe(from.key);
        expect(to).toMatchObject({ name: from.name, size: from.size });
        expect(await bytesOf(to?.key ?? '')).toEqual(await bytesOf(from.key));
        expect(await app.uploads.find(to?.key ?? '')).toMatchObject({
          owner: seller.id,
          complete: true,
        });
      }
      for (const image of copy.images) {
        expect(await storedObjectsOf(image.key)).toHaveLength(3);
      }
      // The copies are the copy's own: deleting the original leaves them.
      await app.inject({
        method: 'DELETE',
        url: `/api/catalogue/products/${original.id}`,
        headers: seller.headers,
      });
      for (const [, to] of pairs) expect(await storedObjectsOf(to?.key ?? '')).not.toEqual([]);
    });

    it('removes the uploads an update drops, and every upload of a deleted product', async () => {
      const kept = await imageOf(seller, 'kept.png');
      const dropped = await imageOf(seller, 'dropped.png');
      const product = await create(seller, { images: [kept, dropped] });
      const file = product.files[0]?.key ?? '';
      expect(await storedObjectsOf(dropped.key)).toHaveLength(3);
      const updated = await app.inject({
        method: 'PATCH',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
        payload: { images: [kept] },
      });
      expect(updated.statusCode).toBe(200);
      expect(await storedObjectsOf(dropped.key)).toEqual([]);
      expect(await storedObjectsOf(kept.key)).toHaveLength(3);
      expect(await storedObjectsOf(file)).toHaveLength(1);

      const deleted = await app.inject({
        method: 'DELETE',
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
      });
      expect(deleted.statusCode).toBe(204);
      for (const key of [kept.key, dropped.key, file]) {
        expect(await storedObjectsOf(key)).toEqual([]);
        expect(await app.uploads.find(key)).toBeUndefined();
      }
    });
  });

  describe('views, more from the author, lookup by author', () => {
    it('counts views by anyone but the owner', async () => {
      const product = await create(seller, { title: 'Viewed product' });
      await app.inject(`/api/catalogue/products/${product.id}`);
      await app.inject({ url: `/api/catalogue/products/${product.id}`, headers: other.headers });
      const own = await app.inject({
        url: `/api/catalogue/products/${product.id}`,
        headers: seller.headers,
      });
      expect(own.json<ProductDetail>().product.views).toBe(2);
      expect(own.json<ProductDetail>().product.files).toHaveLength(1);
      const visitor = await app.inject(`/api/catalogue/products/${product.id}`);
      const detail = visitor.json<ProductDetail>();
      expect(detail.product.files).toEqual([]);
      expect(detail.product.fileTypes).toEqual(['PDF']);
      expect(detail.moreFromAuthor.length).toBeGreaterThan(0);
      expect(
        detail.moreFromAuthor.every((p) => p.authorId === seller.id && p.id !== product.id),
      ).toBe(true);
      const byAuthor = await app.inject(`/api/catalogue/authors/${seller.id}/products`);
      const shop = byAuthor.json<ProductPage>();
      expect(shop.products.every((p) => p.authorId === seller.id)).toBe(true);
      expect(shop.products.map((p) => p.title)).not.toContain('Secret draft');
    });
  });

  describe('marketplace search, filters, sorts and pages', () => {
    const titles: string[] = [];
    let makerId = '';
    beforeAll(async () => {
      const maker = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Lena Fischer' });
      makerId = maker.id;
      await givePayoutAccount(app, maker.id);
      const made: [string, Record<string, unknown>][] = [
        [
          'Oversized Wool Blazer Pattern',
          { category: 'Patterns & Prints', subcategory: 'Seamless Patterns', price: 1500 },
        ],
        [
          'Tropical Textile Prints',
          {
            category: 'Patterns & Prints',
            subcategory: 'Textile Prints',
            price: 3900,
            tags: ['tropical'],
          },
        ],
        [
          'Size Chart Kit',
          { category: 'Technical Resources', subcategory: 'Size Charts', price: 900 },
        ],
        [
          'Brand Guideline Deck',
          { category: 'Business Tools', subcategory: 'Brand Guidelines', price: 4900 },
        ],
      ];
      for (const [title, overrides] of made) {
        titles.push(title);
        await create(maker, {
          title,
          description: `${title}, ready to use.`,
          tags: [],
          ...overrides,
        });
      }
    });

    it.each([
      ['q=blazer', ['Oversized Wool Blazer Pattern']],
      ['q=blazers', ['Oversized Wool Blazer Pattern']],
      ['q=blazr', ['Oversized Wool Blazer Pattern']],
      ['q=tropical', ['Tropical Textile Prints']],
      [
        'q=Lena%20Fischer&sort=price-low',
        [
          'Size Chart Kit',
          'Oversized Wool Blazer Pattern',
          'Tropical Textile Prints',
          'Brand Guideline Deck',
        ],
      ],
      [
        'category=Patterns%20%26%20Prints&sort=price-high',
        ['Tropical Textile Prints', 'Oversized Wool Blazer Pattern'],
      ],
      [
        'category=Patterns%20%26%20Prints&subcategory=Textile%20Prints',
        ['Tropical Textile Prints'],
      ],
      [
        'q=Lena&minPrice=1000&maxPrice=4000&sort=price-low',
        ['Oversized Wool Blazer Pattern', 'Tropical Textile Prints'],
      ],
    ])('%s', async (query, expected) => {
      const page = await list(query);
      expect(page.products.map((p) => p.title)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    });

    it('says when it shows close spellings because nothing matched every word (issue 37 item 7)', async () => {
      expect((await list('q=blazr')).similar).toBe(true);
      expect((await list('q=blazer')).similar).toBeUndefined();
      expect((await list('q=qqqqqqqqzzzz')).similar).toBeUndefined();
    });

    it("narrows to one seller with author (a public profile's My Shop)", async () => {
      const page = await list(`author=${makerId}&sort=price-low`);
      expect(page.products.map((p) => p.title)).toEqual([
        'Size Chart Kit',
        'Oversized Wool Blazer Pattern',
        'Tropical Textile Prints',
        'Brand Guideline Deck',
      ]);
      expect(page.total).toBe(4);
      const searched = await list(`author=${makerId.toUpperCase()}&q=tropical`);
      expect(searched.products.map((p) => p.title)).toEqual(['Tropical Textile Prints']);
      const bad = await app.inject('/api/catalogue/products?author=lena');
      expect(bad.statusCode).toBe(400);
    });

    it('never lists drafts or private products', async () => {
      const page = await list('q=Secret%20draft');
      expect(page.products.map((p) => p.title)).not.toContain('Secret draft');
    });

    it.each([
      ['newest', (a: Product, b: Product) => (a.createdAt >= b.createdAt ? 0 : 1)],
      ['oldest', (a: Product, b: Product) => (a.createdAt <= b.createdAt ? 0 : 1)],
      ['price-low', (a: Product, b: Product) => (a.price <= b.price ? 0 : 1)],
      ['price-high', (a: Product, b: Product) => (a.price >= b.price ? 0 : 1)],
      ['downloads', (a: Product, b: Product) => (a.downloads >= b.downloads ? 0 : 1)],
      ['rating', (a: Product, b: Product) => (a.rating >= b.rating ? 0 : 1)],
      [
        'featured',
        (a: Product, b: Product) =>
          Number(b.isFeatured) - Number(a.isFeatured) ||
          Number(b.isBestseller) - Number(a.isBestseller) ||
          (a.downloads >= b.downloads ? 0 : 1),
      ],
    ])('sort=%s orders every page', async (sort, outOfOrder) => {
      const page = await list(`sort=${sort}`);
      const products = page.products as unknown as Product[];
      for (let i = 1; i < products.length; i++) {
        expect(outOfOrder(products[i - 1]!, products[i]!)).toBeLessThanOrEqual(0);
      }
    });

    it('pages by 12 with the total', async () => {
      const pager = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Page Turner' });
      await givePayoutAccount(app, pager.id);
      for (let i = 0; i < 14; i++)
        await create(pager, { title: `Paged product ${i}`, tags: ['zzpaged'] });
      const first = await list('q=zzpaged&sort=oldest');
      const second = await list('q=zzpaged&sort=oldest&page=2');
      expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12, totalPages: 2 });
      expect(first.products).toHaveLength(12);
      expect(second.products.map((p) => p.title)).toEqual(['Paged product 12', 'Paged product 13']);
    });
  });

  describe('favourites', () => {
    it('adds, lists, removes and merges the browser’s favourites', async () => {
      // A seller of its own: tus creations are rate-limited per user (60 a minute).
      const curator = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Curator' });
      await givePayoutAccount(app, curator.id);
      const a = await create(curator, { title: 'Favourite A' });
      const b = await create(curator, { title: 'Favourite B' });
      const hidden = await create(curator, { title: 'Hidden', status: 'private' });
      const fan = await signedInUser(keycloak, { roles: ['client'] });
      const put = await app.inject({
        method: 'PUT',
        url: `/api/catalogue/me/favourites/${a.id}`,
        headers: fan.headers,
      });
      expect(put.json<Favourites>().productIds).toEqual([a.id]);
      const merged = await app.inject({
        method: 'POST',
        url: '/api/catalogue/me/favourites/merge',
        headers: fan.headers,
        payload: { productIds: [a.id, b.id, hidden.id, randomUUID()] },
      });
      expect(merged.statusCode).toBe(200);
      expect(new Set(merged.json<Favourites>().productIds)).toEqual(new Set([a.id, b.id]));
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/catalogue/me/favourites/${a.id}`,
        headers: fan.headers,
      });
      expect(removed.json<Favourites>().productIds).toEqual([b.id]);
      const listed = await app.inject({
        url: '/api/catalogue/me/favourites',
        headers: fan.headers,
      });
      expect(listed.json<Favourites>().products.map((p) => p.title)).toEqual(['Favourite B']);
    });
  });
});
