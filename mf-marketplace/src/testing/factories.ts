// Builders of test data (tests only): one product or job with overrides, and long generated
// lists for the 10,000-item checks. Generation is seeded, so every run sees the same items.
import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPES } from '../features/jobs/model/constants';
import type { Job } from '../features/jobs/model/job';
import { MARKETPLACE_CATEGORIES } from '../features/marketplace/model/constants';
import type { MarketplaceProduct } from '../features/marketplace/model/marketplaceProduct';

export function aProduct(overrides: Partial<MarketplaceProduct> = {}): MarketplaceProduct {
  return {
    id: 'p-test',
    title: 'Test Product',
    description: 'A product for tests.',
    price: 20,
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    author: 'Test Author',
    authorAvatar: 'data:,',
    thumbnail: 'data:,',
    images: ['data:,'],
    downloads: 0,
    rating: 0,
    reviewCount: 0,
    tags: [],
    isFeatured: false,
    isBestseller: false,
    isNew: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    fileTypes: ['PDF'],
    fileSize: '1 MB',
    license: 'commercial',
    ...overrides,
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
const DAY_MS = 24 * 60 * 60 * 1000;
const EPOCH = Date.parse('2024-01-01T00:00:00.000Z');

export function generateProducts(count: number, seed = 1): MarketplaceProduct[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const category = pick(MARKETPLACE_CATEGORIES);
    const price = Math.round(random() * 15000) / 100;
    return aProduct({
      id: `g-${index}`,
      title: `${pick(WORDS)} ${pick(WORDS)} ${index}`,
      author: `Author ${index % 50}`,
      category: category.name,
      subcategory: pick(category.subcategories),
      price,
      originalPrice: random() < 0.3 ? price + 10 : undefined,
      downloads: Math.floor(random() * 5000),
      rating: Math.round(random() * 50) / 10,
      tags: [pick(WORDS), pick(WORDS)],
      isFeatured: random() < 0.1,
      isBestseller: random() < 0.2,
      createdAt: new Date(EPOCH + Math.floor(random() * 400) * DAY_MS).toISOString(),
    });
  });
}

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
