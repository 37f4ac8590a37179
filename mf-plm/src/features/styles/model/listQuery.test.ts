import { fromSearchParams, isFiltered, toSearchParams, withFilter } from './listQuery';

describe("the styles list's query in the address", () => {
  it.each([
    ['nothing', '', { page: 1 }],
    [
      'every filter',
      'q=shirt&season=FW27&status=Sampling&category=Tops&page=2',
      {
        page: 2,
        q: 'shirt',
        season: 'FW27',
        status: 'Sampling',
        category: 'Tops',
      },
    ],
    [
      'values it does not know, dropped',
      'season=Winter&status=Lost&category=Hats&page=-1',
      { page: 1 },
    ],
  ])('reads %s', (_case, search, expected) => {
    expect(fromSearchParams(new URLSearchParams(search))).toEqual(expected);
  });

  it('writes back what it read, page 1 left out', () => {
    const search = 'q=shirt&season=FW27&page=3';
    expect(toSearchParams(fromSearchParams(new URLSearchParams(search))).toString()).toBe(search);
    expect(toSearchParams({ page: 1, status: 'Concept' }).toString()).toBe('status=Concept');
  });

  it('sets or clears one filter and goes back to page 1', () => {
    expect(withFilter({ page: 4, q: 'tee' }, 'season', 'SS27')).toEqual({
      q: 'tee',
      season: 'SS27',
    });
    expect(withFilter({ page: 2, q: 'tee' }, 'q', '')).toEqual({});
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ status: 'Approved' })).toBe(true);
  });
});
