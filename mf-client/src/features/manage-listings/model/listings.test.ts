import type { ListingSummary } from '@atelier/api-contract';
import { DEFAULT_LISTING_FILTERS, editable, expiryLabel, filterListings } from './listings';

const listing = (change: Partial<ListingSummary>): ListingSummary => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Knitwear Designer',
  type: 'job',
  status: 'active',
  visibility: 'public',
  createdAt: '2026-11-01T10:00:00.000Z',
  publishedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  closedAt: null,
  responses: 0,
  views: 0,
  featured: false,
  urgent: false,
  ...change,
});

describe('expiryLabel', () => {
  it.each([
    [listing({}), 'Expires: Dec 1, 2026'],
    [listing({ status: 'expired' }), 'Expired: Dec 1, 2026'],
    [listing({ status: 'closed', closedAt: '2026-11-05T10:00:00.000Z' }), 'Manually closed'],
    [listing({ status: 'draft', expiresAt: null, publishedAt: null }), 'Not published'],
    // A 15 January deadline expires at the end of that UTC day: still 15 January, east of UTC too.
    [listing({ expiresAt: '2027-01-15T23:59:59.999Z' }), 'Expires: Jan 15, 2027'],
  ])('%#: %s', (given, expected) => {
    expect(expiryLabel(given)).toBe(expected);
  });
});

describe('filterListings', () => {
  const all = [
    listing({ id: 'a', title: 'Knitwear Designer' }),
    listing({ id: 'b', title: 'Organic cotton jersey', type: 'request', status: 'draft' }),
    listing({ id: 'c', title: 'Pattern Maker', status: 'closed' }),
  ];
  it.each([
    [{}, ['a', 'b', 'c']],
    [{ search: 'KNIT' }, ['a']],
    [{ type: 'request' as const }, ['b']],
    [{ status: 'closed' as const }, ['c']],
    [{ type: 'job' as const, status: 'draft' as const }, []],
  ])('%p keeps %p', (change, ids) => {
    expect(filterListings(all, { ...DEFAULT_LISTING_FILTERS, ...change }).map((l) => l.id)).toEqual(
      ids,
    );
  });
});

describe('editable', () => {
  it.each([
    [listing({ type: 'job', status: 'draft' }), true],
    [listing({ type: 'job', status: 'active' }), true],
    [listing({ type: 'job', status: 'expired' }), true],
    [listing({ type: 'request', status: 'draft' }), true],
    [listing({ type: 'request', status: 'active' }), false],
  ])('%#: %p', (given, expected) => {
    expect(editable(given)).toBe(expected);
  });
});
