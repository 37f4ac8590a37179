// Builders of test data (tests only): a catalogue product or a job (the API's shapes) with
// overrides.
import type { Job } from '../features/jobs/model/job';
import type {
  Product,
  ProductSummary,
  Purchase,
  Review,
  ServiceOrder,
} from '@atelier/api-contract';

let nextId = 1;
/** A UUID-shaped id, new on each call (catalogue ids are UUIDs). */
export const aProductId = (): string =>
  `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export const TEST_AUTHOR_ID = '11111111-1111-4111-8111-111111111111';

/** A published product as the catalogue's listing answers it (prices in cents). */
export function aProductSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: aProductId(),
    title: 'Test Product',
    description: 'A product for tests.',
    price: 2000,
    originalPrice: null,
    currency: 'USD',
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    productType: 'ready-made',
    license: 'commercial',
    authorId: TEST_AUTHOR_ID,
    authorName: 'Test Author',
    thumbnail: 'data:,thumbnail',
    tags: [],
    downloads: 0,
    rating: 0,
    reviewCount: 0,
    isFeatured: false,
    isBestseller: false,
    isNew: false,
    fileTypes: ['PDF'],
    fileSize: 1024 * 1024,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The whole product of a summary, as a product page reads it; images from their URLs. */
export function aProduct(
  summary: ProductSummary,
  imageUrls: readonly string[] = summary.thumbnail === null ? [] : [summary.thumbnail],
): Product {
  return {
    ...summary,
    status: 'published',
    deliveryTime: null,
    revisions: null,
    requirements: null,
    images: imageUrls.map((url, index) => ({
      key: `images/${summary.id}/${String(index)}`,
      name: `image-${String(index)}.png`,
      size: 1000,
      url,
    })),
    files: [],
    views: 0,
    totalSales: 0,
    revenue: 0,
    conversionRate: 0,
    monthlyTrend: 0,
    updatedAt: summary.createdAt,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: aProductId(),
    title: 'Test Job',
    company: 'Test Company',
    companyLogo: null,
    location: 'Remote',
    type: 'full-time',
    remote: false,
    salary: null,
    description: 'A job for tests.',
    requirements: ['A requirement'],
    skills: [],
    benefits: [],
    category: 'Design',
    experience: 'mid',
    postedDate: '2025-01-01T00:00:00.000Z',
    deadline: null,
    applicants: 0,
    featured: false,
    urgent: false,
    proOnlyUntil: null,
    visibility: 'public',
    saved: false,
    applied: false,
    mine: false,
    ...overrides,
  };
}

let nextSaleId = 1;
const aSaleId = (prefix: string): string =>
  `${prefix}-0000-4000-8000-${String(nextSaleId++).padStart(12, '0')}`;

/** A paid purchase of the caller's, with one file (cents, as the API answers). */
export function aPurchase(overrides: Partial<Purchase> = {}): Purchase {
  const id = overrides.id ?? aSaleId('99999999');
  return {
    id,
    productId: aProductId(),
    title: 'Complete Tech Pack Template',
    thumbnail: 'https://cdn.example/thumb.png',
    sellerName: 'Sarah Chen',
    amount: 2900,
    refunded: 0,
    currency: 'usd',
    status: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    receiptUrl: 'https://pay.stripe.com/receipts/rcpt_1',
    files: [
      {
        key: 'files/tech-pack.pdf',
        name: 'tech-pack.pdf',
        size: 2 * 1024 * 1024,
        type: 'application/pdf',
        url: `/api/purchases/${id}/files/files%2Ftech-pack.pdf`,
      },
    ],
    reviewed: false,
    ...overrides,
  };
}

/** A review of `productId` by a buyer. */
export function aReview(productId: string, overrides: Partial<Review> = {}): Review {
  return {
    id: aSaleId('88888888'),
    productId,
    rating: 5,
    comment: 'Saved me a week of work.',
    buyerName: 'Marco Rossi',
    createdAt: '2026-11-10T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
    reply: null,
    ...overrides,
  };
}

export const BUYER_ID = '33333333-3333-4333-8333-333333333333';
export const SELLER_ID = '44444444-4444-4444-8444-444444444444';

/**
 * A custom order as `GET /api/orders/:id` answers its buyer: paid, awaiting the requirements,
 * 3-7 days and 1 revision; `allowedMoves` as the API would give them (tests set them).
 */
export function anOrder(overrides: Partial<ServiceOrder> = {}): ServiceOrder {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    purchaseId: '66666666-6666-4666-8666-666666666666',
    productId: aProductId(),
    productTitle: 'Custom Swimwear Design',
    productImage: null,
    buyer: { id: BUYER_ID, name: 'Bruno Buyer' },
    seller: { id: SELLER_ID, name: 'Sofia Seller' },
    viewerRole: 'buyer',
    counterpart: { id: SELLER_ID, name: 'Sofia Seller' },
    terms: {
      priceCents: 4900,
      currency: 'usd',
      deliveryTime: '3-7',
      deliveryDays: 7,
      revisionsIncluded: 1,
      requirementsText: 'Your sizes and colours.',
    },
    revisionsUsed: 0,
    revisionsRemaining: 1,
    status: 'awaiting_requirements',
    createdAt: '2026-11-20T10:00:00.000Z',
    dueAt: null,
    late: false,
    autoCompleteAt: null,
    completedAt: null,
    cancelledAt: null,
    refundedCents: 0,
    dispute: null,
    cancellationProposal: null,
    allowedMoves: ['submit-requirements', 'propose-cancellation'],
    requirements: null,
    deliveries: [],
    timeline: [
      {
        id: 'e-1',
        kind: 'placed',
        actor: { id: BUYER_ID, name: 'Bruno Buyer', role: 'buyer' },
        at: '2026-11-20T10:00:00.000Z',
        message: null,
        files: [],
      },
    ],
    ...overrides,
  };
}
