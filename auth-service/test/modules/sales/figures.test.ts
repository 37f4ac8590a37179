import { csvCell, toCsv } from '../../../src/modules/sales/csv';
import {
  bestsellersOf,
  growthPercent,
  lastMonths,
  trendPercent,
} from '../../../src/modules/sales/figures';

describe('growthPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 100],
    [0, 4, -100],
    [3, 2, 50],
    [2, 3, -33.3],
    [10_000, 3_000, 233.3],
  ])('%d against %d -> %d', (current, previous, percent) => {
    expect(growthPercent(current, previous)).toBe(percent);
  });
});

describe('trendPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, null],
    [0, 4, -100],
    [3, 2, 50],
  ])('%d against %d -> %p', (current, previous, percent) => {
    expect(trendPercent(current, previous)).toBe(percent);
  });
});

describe('bestsellersOf', () => {
  const sales = (entries: [string, number][]) => new Map(entries);
  it.each<[number, [string, number][], string[]]>([
    // At least 3 sales.
    [5, [['a', 2]], []],
    [5, [['a', 3]], ['a']],
    // The top tenth, rounded up: 1 place in 10 products, 2 in 11.
    [
      10,
      [
        ['a', 9],
        ['b', 8],
        ['c', 7],
      ],
      ['a'],
    ],
    [
      11,
      [
        ['a', 9],
        ['b', 8],
        ['c', 7],
      ],
      ['a', 'b'],
    ],
    // Ties share the place.
    [
      10,
      [
        ['a', 5],
        ['b', 5],
        ['c', 4],
      ],
      ['a', 'b'],
    ],
    [0, [], []],
  ])('%d products, %j -> %j', (size, counts, expected) => {
    expect(bestsellersOf(size, sales(counts)).sort()).toEqual(expected);
  });
});

describe('lastMonths', () => {
  it('answers the last 12 UTC months, oldest first, across a year', () => {
    const months = lastMonths(new Date('2026-02-10T00:00:00Z'), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });
});

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['-12.50', '-12.50'],
    ['29.00', '29.00'],
  ])('%j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', 2],
      ]),
    ).toBe('a,1\r\n"b,c",2\r\n');
  });
});
