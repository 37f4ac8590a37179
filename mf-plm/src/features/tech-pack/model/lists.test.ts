import { clampFraction, fitSteps, moveBy, parseSizeList, removeAt, updateAt } from './lists';

describe('tech pack list edits', () => {
  it.each([
    [['a', 'b', 'c'], 1, -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 1, 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 0, 2, ['b', 'c', 'a']],
  ])('moves %j item %i by %i', (list, index, offset, expected) => {
    expect(moveBy(list, index, offset)).toEqual(expected);
  });

  it('updates and removes one item, leaving the list given alone', () => {
    const list = [1, 2, 3];
    expect(updateAt(list, 1, (n) => n * 10)).toEqual([1, 20, 3]);
    expect(removeAt(list, 0)).toEqual([2, 3]);
    expect(list).toEqual([1, 2, 3]);
  });

  it.each([
    [[10, 20], 3, [10, 20, 0]],
    [[10, 20, 30], 2, [10, 20]],
    [[], 0, []],
  ])('fits increments %j to %i steps', (increments, steps, expected) => {
    expect(fitSteps(increments, steps)).toEqual(expected);
  });

  it.each([
    [-0.2, 0],
    [1.3, 1],
    [0.123456, 0.1235],
    [0.1 + 0.2, 0.3],
  ])('keeps %f on the image as %f', (value, expected) => {
    expect(clampFraction(value)).toBe(expected);
  });

  it.each([
    ['2T, 3T ,4T', ['2T', '3T', '4T']],
    ['S,,M,', ['S', 'M']],
    [' , ', null],
    ['', null],
  ])('reads sizes %j', (text, expected) => {
    expect(parseSizeList(text)).toEqual(expected);
  });
});
