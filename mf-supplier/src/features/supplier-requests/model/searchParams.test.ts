import { filtersFromParams, queryOf } from './searchParams';

describe("the list's filters in its address", () => {
  it.each([
    ['nothing', '', { search: '', category: '', region: '', type: '' }, {}],
    [
      'every filter',
      'q=denim&category=Sustainable&region=Europe&type=Garment+Manufacturer',
      { search: 'denim', category: 'Sustainable', region: 'Europe', type: 'Garment Manufacturer' },
      { q: 'denim', category: 'Sustainable', region: 'Europe', type: 'Garment Manufacturer' },
    ],
    [
      'unknown values ignored',
      'category=Nope&region=Mars&type=x',
      { search: '', category: '', region: '', type: '' },
      {},
    ],
    ['blank words left out', 'q=%20%20', { search: '  ', category: '', region: '', type: '' }, {}],
  ])('%s', (_case, search, filters, query) => {
    const read = filtersFromParams(new URLSearchParams(search));
    expect(read).toEqual(filters);
    expect(queryOf(read)).toEqual(query);
  });
});
