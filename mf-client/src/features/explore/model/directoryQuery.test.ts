import { fromSearchParams, toSearchParams, withFilter } from './directoryQuery';

describe('the directory query in the address', () => {
  it.each([
    ['', { page: 1 }],
    ['q=swim&role=freelancer&page=2', { q: 'swim', role: 'freelancer', page: 2 }],
    ['role=client&page=0&category=Space', { page: 1 }],
    [
      'category=Denim&availability=booked&location=Porto',
      { category: 'Denim', availability: 'booked', location: 'Porto', page: 1 },
    ],
  ])('reads %j', (search, query) => {
    expect(fromSearchParams(new URLSearchParams(search))).toEqual(query);
  });

  it('writes only what is set, and a filter change goes back to page 1', () => {
    const query = withFilter({ q: 'swim', page: 3 }, 'role', 'supplier');
    expect(query).toEqual({ q: 'swim', role: 'supplier', page: 1 });
    expect(toSearchParams(query).toString()).toBe('q=swim&role=supplier');
    expect(withFilter(query, 'q', '')).toEqual({ role: 'supplier', page: 1 });
  });
});
