import { CHART, CHART_MIN_WIDTH, chartGeometry, niceCeiling } from './lineChart';

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
    const geometry = chartGeometry(3, [
      [0, 2, 4],
      [4, 0, 1],
    ]);
    expect(geometry.max).toBe(5);
    const middle = CHART.left + (right - CHART.left) / 2;
    const yOf = (value: number) => bottom - (value / 5) * (bottom - CHART.top);
    expect(geometry.lines[0]).toBe(
      `${String(CHART.left)},${String(bottom)} ${String(middle)},${String(yOf(2))} ${String(right)},${String(yOf(4))}`,
    );
    expect(geometry.lines[1]?.split(' ')[0]).toBe(`${String(CHART.left)},${String(yOf(4))}`);
    expect(geometry.ticks).toEqual([
      { value: 0, y: bottom },
      { value: 2.5, y: yOf(2.5) },
      { value: 5, y: CHART.top },
    ]);
    expect(geometry.labels.map((label) => label.index)).toEqual([0, 1, 2]);
  });

  it('keeps a flat line on the axis when every value is 0, and one point in the middle', () => {
    const flat = chartGeometry(2, [[0, 0]]);
    expect(flat.max).toBe(1);
    expect(flat.lines[0]).toBe(
      `${String(CHART.left)},${String(bottom)} ${String(right)},${String(bottom)}`,
    );
    const single = chartGeometry(1, [[3]]);
    expect(single.labels).toEqual([
      { index: 0, x: CHART.left + (right - CHART.left) / 2, anchor: 'middle' },
    ]);
  });

  it('labels the first, middle and last of twelve points', () => {
    expect(
      chartGeometry(12, [Array.from({ length: 12 }, () => 1)]).labels.map(({ index }) => index),
    ).toEqual([0, 5, 11]);
  });

  it('ends the last label on its point and starts the first on its own, so none is cut', () => {
    expect(
      chartGeometry(12, [Array.from({ length: 12 }, () => 1)]).labels.map(({ anchor }) => anchor),
    ).toEqual(['start', 'middle', 'end']);
  });

  it('draws at the width it is shown, one unit a pixel, down to a smallest width', () => {
    const phone = chartGeometry(3, [[0, 1, 2]], 358);
    expect(phone.width).toBe(358);
    expect(phone.labels.at(-1)?.x).toBe(358 - CHART.right);
    expect(chartGeometry(3, [[0, 1, 2]], 120).width).toBe(CHART_MIN_WIDTH);
    expect(chartGeometry(3, [[0, 1, 2]]).width).toBe(CHART.width);
  });
});
