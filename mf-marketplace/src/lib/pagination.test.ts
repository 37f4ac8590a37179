import { pageOfIndex, paginate } from './pagination';

const items = Array.from({ length: 25 }, (_, index) => index + 1);

describe('paginate', () => {
  it.each([
    // [page, first item, last item, count shown]
    [1, 1, 12, 12],
    [2, 13, 24, 12],
    [3, 25, 25, 1],
  ])('page %p of 25 items by 12 shows items %p to %p', (page, first, last, count) => {
    const result = paginate(items, page, 12);
    expect(result.items).toHaveLength(count);
    expect(result.items[0]).toBe(first);
    expect(result.items.at(-1)).toBe(last);
    expect(result).toMatchObject({ page, pageCount: 3, total: 25, first, last });
  });

  it.each([
    ['beyond the last page', 9, 3],
    ['below the first page', 0, 1],
    ['negative', -2, 1],
    ['not a number', Number.NaN, 1],
    ['fractional', 2.7, 2],
  ])('clamps a page %s', (_case, page, expected) => {
    expect(paginate(items, page, 12).page).toBe(expected);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 1, 10)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      total: 0,
      first: 0,
      last: 0,
    });
  });

  it('fills the last page exactly when the count divides evenly', () => {
    const result = paginate(items.slice(0, 20), 2, 10);
    expect(result).toMatchObject({ pageCount: 2, first: 11, last: 20 });
  });

  it('leaves the input as it is', () => {
    const input = [3, 1, 2];
    paginate(input, 1, 2);
    expect(input).toEqual([3, 1, 2]);
  });
});

describe('pageOfIndex', () => {
  it.each([
    [0, 10, 1],
    [9, 10, 1],
    [10, 10, 2],
    [25, 12, 3],
    [-1, 10, 1],
  ])('index %p with pages of %p is on page %p', (index, size, page) => {
    expect(pageOfIndex(index, size)).toBe(page);
  });
});
