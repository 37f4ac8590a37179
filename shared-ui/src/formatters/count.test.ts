import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [127, '127'],
    [1247, '1,247'],
    [4890, '4,890'],
    [1234567, '1,234,567'],
  ])('formats %p as %p', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});
