// An in-memory stand-in for auth-service's catalogue (tests only), handed to the store as its
// `fetchFn`: the network edge of the marketplace. It answers the routes the remote calls with
// the API contract's shapes and records every request, so tests can check what was asked.
// Its search is a plain substring match; the real search (full text, typos) is auth-service's
// and is tested there.
import type {
  Favourites,
  Job,
  JobPage,
  Product,
  ProductPage,
  ProductSummary,
  StarterAllowances,
} from '@atelier/api-contract';
import { JOB_PAGE_SIZE } from '@atelier/api-contract/values';
import type { ApiResponse, FetchLike } from '@atelier/shared-ui';
import { answerOrders, createOrdersState, type OrdersState } from './ordersServer';
import { answerSales, createSalesState, type SalesState } from './salesServer';

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
  /** The signed-in user's saved jobs, newest first. */
  savedJobIds: string[];
  /** Applications sent this month; a second is refused with the Starter limit (402). */
  applicationsThisMonth: number;
  /** The signed-in freelancer's plan (`GET /api/me/allowances`); Starter by default. */
  plan: 'starter' | 'pro';
  /** Purchase states, checkout, purchases and reviews (salesServer.ts). */
  sales: SalesState;
  /** Custom orders and their moves (ordersServer.ts). */
  orders: OrdersState;
}

export const PRO_ONLY_MESSAGE =
  'This premium job is open to Pro freelancers until Nov 30, 2026, 2:00 PM UTC. Upgrade to Pro to apply now.';

export const STARTER_APPLICATION_MESSAGE =
  'You have used your 1 application for this month on the Starter plan. Upgrade to Pro for unlimited applications.';

/** The board: a substring search and the filters, newest first, 10 a page. */
function jobBoard(jobs: readonly Job[], query: URLSearchParams): JobPage {
  const words = (query.get('q') ?? '').toLowerCase();
  const matching = jobs.filter(
    (job) =>
      (words === '' ||
        [job.title, job.description, ...job.skills].join(' ').toLowerCase().includes(words)) &&
      (query.get('category') === null || job.category === query.get('category')) &&
      (query.get('type') === null || job.type === query.get('type')) &&
      (query.get('experience') === null || job.experience === query.get('experience')) &&
      (query.get('remote') !== 'true' || job.remote),
  );
  const page = Number(query.get('page') ?? '1');
  return {
    jobs: matching.slice((page - 1) * JOB_PAGE_SIZE, page * JOB_PAGE_SIZE),
    total: matching.length,
    page,
    pageSize: JOB_PAGE_SIZE,
    totalPages: Math.ceil(matching.length / JOB_PAGE_SIZE),
  };
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
  const author = query.get('author');
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
      (maxPrice === null || product.price <= Number(maxPrice)) &&
      (author === null || product.authorId === author),
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

export function createCatalogueServer(
  products: readonly Product[],
  jobs: readonly Job[] = [],
): CatalogueServer {
  let paused = false;
  let failing = false;
  let held: (() => void)[] = [];

  const server: CatalogueServer = {
    requests: [],
    favouriteIds: [],
    savedJobIds: [],
    applicationsThisMonth: 0,
    plan: 'starter',
    sales: createSalesState(),
    orders: createOrdersState(),
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
    const salesAnswer = answerSales(
      server.sales,
      method,
      path,
      query,
      token === TEST_ACCESS_TOKEN,
      body,
    );
    if (salesAnswer !== undefined) return salesAnswer;
    const ordersAnswer = answerOrders(
      server.orders,
      method,
      path,
      token === TEST_ACCESS_TOKEN,
      body,
    );
    if (ordersAnswer !== undefined) return ordersAnswer;
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
    const jobAnswer = answerJobs(method, path, query, token, body);
    if (jobAnswer !== undefined) return jobAnswer;
    return json(404, { error: 'Not Found', message: `No route ${method} ${path}` });
  }

  const signedIn = (token: string | null) => token === TEST_ACCESS_TOKEN;
  const withReader = (job: Job, token: string | null): Job => ({
    ...job,
    saved: signedIn(token) && server.savedJobIds.includes(job.id),
  });
  const savedJobs = () => json(200, { jobIds: [...server.savedJobIds] });

  function answerJobs(
    method: string,
    path: string,
    query: URLSearchParams,
    token: string | null,
    body: unknown,
  ): ApiResponse | undefined {
    if (method === 'GET' && path === '/api/jobs') {
      const page = jobBoard(jobs, query);
      return json(200, { ...page, jobs: page.jobs.map((job) => withReader(job, token)) });
    }
    if (method === 'GET' && path === '/api/agreements/nda') {
      return json(200, { version: '2026-11', title: 'Standard NDA', clauses: ['Keep it secret.'] });
    }
    const unauthorized = () => json(401, { error: 'Unauthorized', message: 'Sign in.' });
    if (method === 'GET' && path === '/api/me/allowances') {
      if (!signedIn(token)) return unauthorized();
      const allowances: StarterAllowances = {
        plan: server.plan,
        month: '2026-11',
        allowances: [
          {
            allowance: 'application',
            used: server.applicationsThisMonth,
            limit: server.plan === 'pro' ? null : 1,
          },
        ],
      };
      return json(200, allowances);
    }
    if (path === '/api/jobs/saved' || path === '/api/jobs/saved/merge') {
      if (!signedIn(token)) return unauthorized();
      if (method === 'POST') {
        for (const id of (body as { jobIds: string[] }).jobIds) {
          if (!server.savedJobIds.includes(id) && jobs.some((job) => job.id === id)) {
            server.savedJobIds.unshift(id);
          }
        }
      }
      return savedJobs();
    }
    const jobMatch = /^\/api\/jobs\/([^/]+)(\/saved|\/applications)?$/.exec(path);
    const job = jobs.find((candidate) => candidate.id === jobMatch?.[1]);
    if (jobMatch === null) return undefined;
    if (job === undefined) return notFound();
    if (jobMatch[2] === undefined && method === 'GET') return json(200, withReader(job, token));
    if (!signedIn(token)) return unauthorized();
    if (jobMatch[2] === '/saved') {
      if (method === 'PUT' && !server.savedJobIds.includes(job.id))
        server.savedJobIds.unshift(job.id);
      if (method === 'DELETE')
        server.savedJobIds = server.savedJobIds.filter((id) => id !== job.id);
      return savedJobs();
    }
    if (jobMatch[2] === '/applications' && method === 'POST') {
      // A premium job in its Pro window (issue 43, item 6), as auth-service refuses a Starter.
      if (server.plan === 'starter' && job.proOnlyUntil !== null) {
        return json(403, { error: 'Forbidden', message: PRO_ONLY_MESSAGE });
      }
      if (server.plan === 'starter' && server.applicationsThisMonth >= 1) {
        return json(402, {
          error: 'Payment Required',
          message: STARTER_APPLICATION_MESSAGE,
          allowance: 'application',
          limit: 1,
          used: 1,
        });
      }
      server.applicationsThisMonth += 1;
      return json(201, {
        id: '99999999-9999-4999-8999-999999999999',
        jobId: job.id,
        ...(body as object),
      });
    }
    return undefined;
  }

  return server;
}
