import type { Product, ProductDetail, ProductPage, Favourites } from '@atelier/api-contract';
import { randomUUID } from 'node:crypto';
import type { App } from '../src/app';
import {
  CATALOGUE_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  copyTitleOf,
} from '../src/modules/catalogue/messages';
import { build } from './helper';
import { BACKENDS, type TestDatabase } from './support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from './support/keycloak';

type User = Awaited<ReturnType<typeof signedInUser>>;

const image = (name = 'front.png') => ({
  key: `uploads/${randomUUID()}/${name}`,
  name,
  size: 1000,
});
const file = (name = 'pack.pdf') => ({
  key: `uploads/${randomUUID()}/${name}`,
  name,
  size: 5000,
  type: 'application/pdf',
});

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  title: 'Denim Jacket Tech Pack',
  description: 'A complete tech pack for a denim jacket.',
  category: 'Design Templates',
  subcategory: 'Tech Packs',
  price: 2900,
  productType: 'ready-made',
  tags: ['denim', 'tech pack'],
  status: 'published',
  images: [image()],
  files: [file()],
  ...overrides,
});

describe.each(BACKENDS)('catalogue on %s', (_name, open) => {
  let keycloak: FakeKeycloak;
  let testDb: TestDatabase;
  let app: App;
  let seller: User;
  let other: User;

  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    testDb = await open();
    // The app would close the database; drop() closes it (and drops it on PostgreSQL).
    app = await build({ keycloak, database: { ...testDb.db, close: () => Promise.resolve() } });
    seller = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Sarah Chen' });
    other = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Marco Rossi' });
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await keycloak.close();
  });

  async function create(user: User, overrides: Record<string, unknown> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/catalogue/products',
      headers: user.headers,
      payload: validProduct(overrides),
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
    beforeAll(async () => {
      const maker = await signedInUser(keycloak, { roles: ['freelancer'], name: 'Lena Fischer' });
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
      const a = await create(seller, { title: 'Favourite A' });
      const b = await create(seller, { title: 'Favourite B' });
      const hidden = await create(seller, { title: 'Hidden', status: 'private' });
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
