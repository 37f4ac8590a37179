import type { PortfolioProject } from '@atelier/api-contract';
import { ALL_CATEGORIES, filterProjects, portfolioStats, tagCounts } from './portfolio';

const project = (overrides: Partial<PortfolioProject>): PortfolioProject => ({
  id: 'p',
  title: 'Title',
  category: 'Swimwear Design',
  description: 'Description',
  caption: 'Description',
  thumbnail: null,
  client: null,
  year: null,
  tags: [],
  status: 'published',
  images: [],
  featured: false,
  views: 0,
  likes: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const swim = project({ id: 'swim', title: 'Resort Swim', tags: ['Resort', 'Nylon'], views: 5 });
const denim = project({
  id: 'denim',
  title: 'Raw Denim',
  category: 'Denim',
  description: 'Selvedge jacket',
  tags: ['resort'],
  status: 'draft',
  likes: 2,
});
const all = [swim, denim];

describe('filterProjects', () => {
  it.each<[string, string, string, string[]]>([
    ['everything', '', ALL_CATEGORIES, ['swim', 'denim']],
    ['the title, any case', 'RAW', ALL_CATEGORIES, ['denim']],
    ['the description', 'selvedge', ALL_CATEGORIES, ['denim']],
    ['a tag', 'nylon', ALL_CATEGORIES, ['swim']],
    ['search and category together', 'resort', 'Denim', ['denim']],
    ['a category alone', '', 'Swimwear Design', ['swim']],
    ['nothing', 'silk', ALL_CATEGORIES, []],
  ])('matches %s', (_case, search, category, ids) => {
    expect(filterProjects(all, search, category).map((one) => one.id)).toEqual(ids);
  });
});

describe('tagCounts and portfolioStats', () => {
  it('counts tags, most used first', () => {
    expect(tagCounts([swim, denim, project({ tags: ['Nylon'] })])).toEqual([
      ['Nylon', 2],
      ['resort', 1],
      ['Resort', 1],
    ]);
  });
  it('sums the stats', () => {
    expect(portfolioStats(all)).toEqual({ total: 2, published: 1, drafts: 1, views: 5, likes: 2 });
  });
});
