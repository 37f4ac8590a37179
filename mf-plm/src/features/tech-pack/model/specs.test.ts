import type { PointOfMeasure, StyleContent } from '@atelier/api-contract';
import { emptyStyleContent } from '@atelier/api-contract/values';
import { lengthParser, namedRange, withSizeRange } from './specs';

const point = (change: Partial<PointOfMeasure>): PointOfMeasure => ({
  id: 'p1',
  code: 'CH',
  name: 'Chest',
  howToMeasure: '',
  toleranceMicrometres: 0,
  baseMicrometres: 560_000,
  grade: { kind: 'even', incrementMicrometres: 25_000 },
  overrides: {},
  ...change,
});

describe('the size range of a spec chart', () => {
  it('fits split grades to the new steps and drops overrides of sizes it no longer has', () => {
    const content: StyleContent = {
      ...emptyStyleContent(),
      pointsOfMeasure: [
        point({
          grade: { kind: 'split', incrementsMicrometres: [1, 2, 3, 4, 5, 6] },
          overrides: { XXS: 400_000, M: 555_000 },
        }),
      ],
    };
    const next = withSizeRange(content, { name: 'custom', sizes: ['S', 'M', 'L'], baseSize: 'M' });
    expect(next.pointsOfMeasure[0]?.grade).toEqual({
      kind: 'split',
      incrementsMicrometres: [1, 2],
    });
    expect(next.pointsOfMeasure[0]?.overrides).toEqual({ M: 555_000 });
  });

  it.each([
    ['0-16', 'M', '8'],
    ['XXS-XXL', 'S', 'S'],
    ['24-36', '8', '30'],
  ] as const)('switches to %s from base %s with base %s', (name, base, expected) => {
    const range = namedRange(name, { name: 'custom', sizes: [base], baseSize: base });
    expect(range.baseSize).toBe(expected);
  });

  it.each([
    ['cm', false, '56', 560_000],
    ['cm', false, '-1', null],
    ['cm', true, '-1', -10_000],
    ['in', false, '22 1/8', 561_975],
    ['in', false, 'abc', null],
  ] as const)('reads %s (negatives %p) %j as %p', (unit, negative, text, expected) => {
    expect(lengthParser(unit, negative)(text)).toBe(expected);
  });
});
