// Builders of test data (tests only): a catalogue product (the API's shapes) or a job with
// overrides, and long generated job lists for the 10,000-item checks. Generation is seeded, so every run sees the same items.
import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES } from '../features/jobs/model/constants';
import type { Job } from '../features/jobs/model/job';
import type { Product, ProductSummary } from '@atelier/api-contract';

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
    updatedAt: summary.createdAt,
  };
}

export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j-test',
    title: 'Test Job',
    company: 'Test Company',
    location: 'Remote',
    type: 'full-time',
    remote: false,
    description: 'A job for tests.',
    requirements: ['A requirement'],
    skills: [],
    category: 'Design',
    experience: 'mid',
    postedDate: '2025-01-01T00:00:00.000Z',
    applicants: 0,
    featured: false,
    urgent: false,
    clientId: 'client-test',
    ...overrides,
  };
}

/** A seeded pseudo-random generator (a linear congruential one): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = ['silk', 'denim', 'linen', 'swim', 'print', 'pattern', 'tech', 'pack', 'grade'];
const EPOCH = Date.parse('2024-01-01T00:00:00.000Z');

export function generateJobs(count: number, seed = 1): Job[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const min = 20 + Math.floor(random() * 100_000);
    return aJob({
      id: `g-${index}`,
      title: `${pick(WORDS)} designer ${index}`,
      company: `Company ${index % 40}`,
      type: pick(JOB_TYPES).value,
      remote: random() < 0.4,
      category: pick(JOB_CATEGORIES),
      experience: pick(EXPERIENCE_LEVELS).value,
      skills: [pick(WORDS), pick(WORDS)],
      salary:
        random() < 0.2
          ? undefined
          : { min, max: min + Math.floor(random() * 20_000), currency: 'USD', period: 'year' },
      postedDate: new Date(EPOCH + Math.floor(random() * 400 * 24) * 3_600_000).toISOString(),
      applicants: Math.floor(random() * 200),
      featured: random() < 0.1,
    });
  });
}
