import { moved, placedByOrder } from './imageOrder';

const file = (key: string) => ({ key });

describe('placedByOrder', () => {
  const orders = new Map([
    ['a', 1],
    ['b', 2],
    ['c', 3],
  ]);
  const orderOf = (key: string) => orders.get(key);
  it.each<[string, string[], string, number, string[]]>([
    ['the first to finish', [], 'b', 2, ['b']],
    ['a file chosen before one that finished first', ['b'], 'a', 1, ['a', 'b']],
    ['a file chosen after', ['a'], 'c', 3, ['a', 'c']],
    ['between two', ['a', 'c'], 'b', 2, ['a', 'b', 'c']],
    ['after the files saved before', ['saved'], 'a', 1, ['saved', 'a']],
  ])('%s', (_case, current, key, order, expected) => {
    expect(
      placedByOrder(current.map(file), file(key), order, orderOf).map(({ key: k }) => k),
    ).toEqual(expected);
  });
});

describe('moved', () => {
  it.each<[number, number, string[]]>([
    [1, 0, ['b', 'a', 'c']],
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 3, ['a', 'b', 'c']],
  ])('from %i to %i', (from, to, expected) => {
    expect(moved(['a', 'b', 'c'], from, to)).toEqual(expected);
  });
});
