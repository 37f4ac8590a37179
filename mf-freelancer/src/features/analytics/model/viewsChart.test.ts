import { CHART, chartGeometry, niceCeiling, viewsSummary } from './viewsChart';

const day = (date: string, profileViews: number, productViews: number) => ({
  day: date,
  profileViews,
  productViews,
});

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 5],
    [7, 10],
    [10, 10],
    [11, 20],
    [48, 50],
    [51, 100],
    [1234, 2000],
  ])('%i -> %i', (value, ceiling) => {
    expect(niceCeiling(value)).toBe(ceiling);
  });
});

describe('chartGeometry', () => {
  const bottom = CHART.height - CHART.bottom;
  const right = CHART.width - CHART.right;

  it('draws each series from the left edge to the right edge, scaled to the nice maximum', () => {
    const geometry = chartGeometry([
      day('2026-03-01', 0, 4),
      day('2026-03-02', 2, 0),
      day('2026-03-03', 4, 1),
    ]);
    expect(geometry.max).toBe(5);
    const middle = CHART.left + (right - CHART.left) / 2;
    const yOf = (value: number) => bottom - (value / 5) * (bottom - CHART.top);
    expect(geometry.profile).toBe(
      `${String(CHART.left)},${String(bottom)} ${String(middle)},${String(yOf(2))} ${String(right)},${String(yOf(4))}`,
    );
    expect(geometry.product.split(' ')[0]).toBe(`${String(CHART.left)},${String(yOf(4))}`);
    expect(geometry.ticks).toEqual([
      { value: 0, y: bottom },
      { value: 2.5, y: yOf(2.5) },
      { value: 5, y: CHART.top },
    ]);
    expect(geometry.labels.map((label) => label.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('keeps a flat line on the axis when nobody looked, and one point in the middle', () => {
    const flat = chartGeometry([day('2026-03-01', 0, 0), day('2026-03-02', 0, 0)]);
    expect(flat.max).toBe(1);
    expect(flat.profile).toBe(
      `${String(CHART.left)},${String(bottom)} ${String(right)},${String(bottom)}`,
    );
    const single = chartGeometry([day('2026-03-01', 3, 0)]);
    expect(single.labels).toEqual([
      { day: '2026-03-01', x: CHART.left + (right - CHART.left) / 2 },
    ]);
  });
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
