import { wrapIndex } from './lightbox';

describe('wrapIndex (the lightbox index)', () => {
  it.each([
    // [index, step, count, expected]
    [0, 1, 4, 1],
    [2, 1, 4, 3],
    [3, 1, 4, 0], // past the last comes the first
    [0, -1, 4, 3], // before the first comes the last
    [1, -1, 4, 0],
    [3, -1, 4, 2],
    [0, 1, 1, 0], // a single image stays put
    [0, -1, 1, 0],
    [0, 5, 4, 1], // several steps at once wrap too
    [0, -5, 4, 3],
    [1, 0, 4, 1],
  ])('from %p by %p among %p is %p', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });

  it('goes all the way round in both directions', () => {
    const forward = [0];
    const backward = [0];
    for (let i = 0; i < 4; i += 1) {
      forward.push(wrapIndex(forward.at(-1) ?? 0, 1, 4));
      backward.push(wrapIndex(backward.at(-1) ?? 0, -1, 4));
    }
    expect(forward).toEqual([0, 1, 2, 3, 0]);
    expect(backward).toEqual([0, 3, 2, 1, 0]);
  });

  it('returns 0 for an empty gallery', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
