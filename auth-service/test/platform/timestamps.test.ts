import { toIsoTimestamp } from '../../src/platform/schemas';

describe('toIsoTimestamp', () => {
  it('writes what toISOString writes', () => {
    const edges = [
      '2026-11-21T02:18:20.326Z',
      '2026-01-02T03:04:05.006Z',
      '2026-12-31T23:59:59.999Z',
      '2026-06-15T12:00:00.000Z',
      '2026-03-01T00:00:00.090Z',
      '1000-01-01T00:00:00.000Z',
      '0999-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-06-01T00:00:00.000Z',
      '1970-01-01T00:00:00.000Z',
    ].map((text) => new Date(text));
    // Spread over the years 5 to 14,894, a millisecond apart in the day each time.
    const spread = Array.from(
      { length: 5000 },
      (_, index) => new Date(-62e12 + index * 9.4e10 + index),
    );
    for (const date of [...edges, ...spread]) {
      expect(toIsoTimestamp(date)).toBe(date.toISOString());
    }
  });

  it('refuses an invalid date as toISOString does', () => {
    expect(() => toIsoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });
});
