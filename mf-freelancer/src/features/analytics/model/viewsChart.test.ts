import { viewsSummary } from './viewsChart';

const day = (date: string, profileViews: number, productViews: number) => ({
  day: date,
  profileViews,
  productViews,
});

describe('viewsSummary', () => {
  it('adds up the window and finds the busiest day, the first of a tie', () => {
    expect(
      viewsSummary([day('2026-03-01', 1, 1), day('2026-03-02', 3, 0), day('2026-03-03', 0, 3)]),
    ).toEqual({ profileViews: 4, productViews: 4, busiestDay: '2026-03-02' });
  });

  it('has no busiest day without views', () => {
    expect(viewsSummary([day('2026-03-01', 0, 0)]).busiestDay).toBeNull();
  });
});
