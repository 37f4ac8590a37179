// An in-memory stand-in for auth-service's catalogue (tests only), handed to the store as its
// `fetchFn`: the network edge of the marketplace. It answers the routes the remote calls with
// the API contract's shapes and records every request, so tests can check what was asked.
// Its search is a plain substring match; the real search (full text, typos) is auth-service's
// and is tested there.
import type { Favourites, Product, ProductPage, ProductSummary } from '@atelier/api-contract';
import type { ApiResponse, FetchLike } from '../lib/api';

/** The access token of the one signed-in user the server knows. */
export const TEST_ACCESS_TOKEN = 'test-access-token';

const PAGE_SIZE = 12;
const MORE_FROM_AUTHOR = 4;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | null;
  body: unknown;
}

export interface CatalogueServer {
  fetchFn: FetchLike;
  requests: RecordedRequest[];
  /** The signed-in user's favourites, newest first. */
  favouriteIds: string[];
  /** Holds every answer until `resume` (to see loading states). */
  pause: () => void;
  resume: () => void;
  /** Answers the next requests with 500 until called again with false. */
  failWith500: (fail: boolean) => void;
}

const SUMMARY_KEYS = [
  'id',
  'title',
  'description',
  'price',
  'originalPrice',
  'currency',
  'category',
  'subcategory',
  'productType',
  'license',
  'authorId',
  'authorName',
  'thumbnail',
  'tags',
  'downloads',
  'rating',
  'reviewCount',
  'isFeatured',
  'isBestseller',
  'isNew',
  'fileTypes',
  'fileSize',
  'createdAt',
] as const satisfies readonly (keyof ProductSummary)[];

/** The card's fields of a product, as the listing answers them (no extra properties). */
const summaryOf = (product: Product): ProductSummary =>
  Object.fromEntries(SUMMARY_KEYS.map((key) => [key, product[key]])) as ProductSummary;

const json = (status: number, body: unknown): ApiResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => Promise.resolve(body),
});

const notFound = () => json(404, { error: 'Not Found', message: 'Product not found.' });

const SORTS: Record<string, (a: Product, b: Product) => number> = {
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  oldest: (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  'price-low': (a, b) => a.price - b.price,
  'price-high': (a, b) => b.price - a.price,
  downloads: (a, b) => b.downloads - a.downloads,
  rating: (a, b) => b.rating - a.rating,
};

function listing(products: readonly Product[], query: URLSearchParams): ProductPage {
  const q = query.get('q')?.toLowerCase() ?? '';
  const category = query.get('category');
  const subcategory = query.get('subcategory');
  const minPrice = query.get('minPrice');
  const maxPrice = query.get('maxPrice');
  const matching = products.filter(
    (product) =>
      product.status === 'published' &&
      (q === '' ||
        [product.title, product.description, product.authorName, ...product.tags]
          .join(' ')
          .toLowerCase()
          .includes(q)) &&
      (category === null || product.category === category) &&
      (subcategory === null || product.subcategory === subcategory) &&
      (minPrice === null || product.price >= Number(minPrice)) &&
      (maxPrice === null || product.price <= Number(maxPrice)),
  );
  const compare = SORTS[query.get('sort') ?? ''];
  const sorted = compare === undefined ? matching : [...matching].sort(compare);
  const page = Number(query.get('page') ?? '1');
  return {
    products: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(summaryOf),
    total: sorted.length,
    page,
    pageSize: PAGE_SIZE,
    totalPages: Math.ceil(sorted.length / PAGE_SIZE),
  };
}

export function createCatalogueServer(products: readonly Product[]): CatalogueServer {
  let paused = false;
  let failing = false;
  let held: (() => void)[] = [];

  const server: CatalogueServer = {
    requests: [],
    favouriteIds: [],
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      const waiting = held;
      held = [];
      for (const release of waiting) release();
    },
    failWith500: (fail) => {
      failing = fail;
    },
    fetchFn: async (url, init) => {
      const parsed = new URL(url, 'http://localhost');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const token = headers.Authorization?.replace(/^Bearer /, '') ?? null;
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      server.requests.push({
        method,
        path: parsed.pathname,
        query: parsed.searchParams,
        token,
        body,
      });
      if (paused) await new Promise<void>((resolve) => held.push(resolve));
      if (failing) return json(500, { error: 'Internal Server Error', message: 'Broken.' });
      return answer(method, parsed.pathname, parsed.searchParams, token, body);
    },
  };

  const favourites = (): Favourites => ({
    productIds: [...server.favouriteIds],
    products: server.favouriteIds.flatMap((id) => {
      const product = products.find((candidate) => candidate.id === id);
      return product === undefined ? [] : [summaryOf(product)];
    }),
  });

  function answer(
    method: string,
    path: string,
    query: URLSearchParams,
    token: string | null,
    body: unknown,
  ): ApiResponse {
    if (method === 'GET' && path === '/api/catalogue/products') {
      return json(200, listing(products, query));
    }
    const productMatch = /^\/api\/catalogue\/products\/([^/]+)$/.exec(path);
    if (method === 'GET' && productMatch !== null) {
      const product = products.find(
        (candidate) => candidate.id === productMatch[1] && candidate.status === 'published',
      );
      if (product === undefined) return notFound();
      return json(200, {
        product,
        moreFromAuthor: products
          .filter(
            (other) =>
              other.authorId === product.authorId &&
              other.id !== product.id &&
              other.status === 'published',
          )
          .slice(0, MORE_FROM_AUTHOR)
          .map(summaryOf),
      });
    }
    if (path.startsWith('/api/catalogue/me/favourites')) {
      if (token !== TEST_ACCESS_TOKEN) {
        return json(401, { error: 'Unauthorized', message: 'Sign in.' });
      }
      if (method === 'GET' && path === '/api/catalogue/me/favourites')
        return json(200, favourites());
      if (method === 'POST' && path === '/api/catalogue/me/favourites/merge') {
        const { productIds } = body as { productIds: string[] };
        for (const id of productIds) {
          if (!server.favouriteIds.includes(id) && products.some((p) => p.id === id)) {
            server.favouriteIds.unshift(id);
          }
        }
        return json(200, favourites());
      }
      const favouriteMatch = /^\/api\/catalogue\/me\/favourites\/([^/]+)$/.exec(path);
      const productId = favouriteMatch?.[1];
      if (productId !== undefined && method === 'PUT') {
        if (!products.some((p) => p.id === productId)) return notFound();
        if (!server.favouriteIds.includes(productId)) server.favouriteIds.unshift(productId);
        return json(200, favourites());
      }
      if (productId !== undefined && method === 'DELETE') {
        server.favouriteIds = server.favouriteIds.filter((id) => id !== productId);
        return json(200, favourites());
      }
    }
    return json(404, { error: 'Not Found', message: `No route ${method} ${path}` });
  }

  return server;
}
