import { describeFilters, runPath } from './savedSearch';

describe('a saved search of Client Requests', () => {
  it.each([
    [{}, '/supplier/requests', 'All requests'],
    [{ q: 'denim' }, '/supplier/requests?q=denim', 'Search: denim'],
    [
      { type: 'Garment Manufacturer', q: 'silk & wool', region: 'Europe' },
      '/supplier/requests?q=silk+%26+wool&region=Europe&type=Garment+Manufacturer',
      'Search: silk & wool · Region: Europe · Request Type: Garment Manufacturer',
    ],
    [{ category: 'Denim' }, '/supplier/requests?category=Denim', 'Category: Denim'],
  ] as const)('%j runs as %s', (query, path, words) => {
    expect(runPath(query)).toBe(path);
    expect(describeFilters(query)).toBe(words);
  });
});
