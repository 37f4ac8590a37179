/** The views-over-time window (analytics/days.ts): every day, oldest first, zeros filled. */
import { fillDays, firstDayOf } from '../../../src/modules/analytics/days';

const today = new Date('2026-03-02T15:30:00.000Z');

describe('firstDayOf', () => {
  it.each([
    [1, '2026-03-02'],
    [2, '2026-03-01'],
    [7, '2026-02-24'],
    [30, '2026-02-01'],
  ])('a window of %i days starts on %s', (days, first) => {
    expect(firstDayOf(today, days)).toBe(first);
  });
});

describe('fillDays', () => {
  it('answers each day of the window with its views, zero when none, across a month end', () => {
    expect(
      fillDays(
        today,
        3,
        [
          { day: '2026-02-28', views: 4 },
          { day: '2026-03-02', views: 1 },
        ],
        [
          { day: '2026-03-01', views: 7 },
          { day: '2026-02-20', views: 99 },
        ],
      ),
    ).toEqual([
      { day: '2026-02-28', profileViews: 4, productViews: 0 },
      { day: '2026-03-01', profileViews: 0, productViews: 7 },
      { day: '2026-03-02', profileViews: 1, productViews: 0 },
    ]);
  });

  it('answers zeros for a user nobody looked at', () => {
    const days = fillDays(today, 30, [], []);
    expect(days).toHaveLength(30);
    expect(days.every((day) => day.profileViews === 0 && day.productViews === 0)).toBe(true);
    expect(days[29]?.day).toBe('2026-03-02');
  });
});
