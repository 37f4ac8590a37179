/** Sample rounds' figures (issue 39): each function against a table of cases. */
import type { PointOfMeasure, SizeRange } from '../../src/plm';
import { emptyStyleContent } from '../../src/values/plm-figures';
import {
  SAMPLE_MESSAGES,
  formatDeviation,
  reviseSpecFromFit,
  reviseSpecProblems,
  sampleDeviation,
  sampleMeasurementFigures,
  sampleMoves,
  specAtSize,
  withinTolerance,
  type SampleRole,
  type SampleStatus,
} from '../../src/values/plm-samples';

const RANGE: SizeRange = { name: 'XXS-XXL', sizes: ['S', 'M', 'L'], baseSize: 'M' };
const chest: PointOfMeasure = {
  id: 'chest',
  code: 'A',
  name: 'Chest width',
  howToMeasure: '',
  toleranceMicrometres: 10_000,
  baseMicrometres: 560_000,
  grade: { kind: 'even', incrementMicrometres: 25_000 },
  overrides: { L: 590_000 },
};
const length: PointOfMeasure = { ...chest, id: 'length', code: 'B', overrides: {} };
const content = {
  ...emptyStyleContent(new Date(2027, 0, 1)),
  sizeRange: RANGE,
  pointsOfMeasure: [chest, length],
};

describe('specAtSize', () => {
  it.each([
    ['S', 535_000],
    ['M', 560_000],
    ['L', 590_000],
    ['XL', null],
  ])('size %s → %p', (size, expected) => {
    expect(specAtSize(chest, RANGE, size)).toBe(expected);
  });
});

describe('sampleDeviation and withinTolerance', () => {
  it.each([
    [548_000, 535_000, 13_000, false],
    [545_000, 535_000, 10_000, true],
    [525_000, 535_000, -10_000, true],
    [524_999, 535_000, -10_001, false],
    [535_000, 535_000, 0, true],
  ])('measured %d against %d: %d, within %p', (measured, spec, deviation, within) => {
    expect(sampleDeviation(measured, spec)).toBe(deviation);
    expect(withinTolerance(deviation, 10_000)).toBe(within);
  });
});

describe('formatDeviation', () => {
  it.each([
    [13_000, 'cm', '+1.3'],
    [-5_000, 'cm', '-0.5'],
    [0, 'cm', '0'],
    [9_525, 'in', '+3/8'],
    [-28_575, 'in', '-1 1/8'],
  ] as const)('%d µm in %s → %s', (micrometres, unit, text) => {
    expect(formatDeviation(micrometres, unit)).toBe(text);
  });
});

describe('sampleMoves', () => {
  it.each<[SampleStatus, SampleRole, SampleStatus[]]>([
    ['Requested', 'supplier', ['In work']],
    ['Shipped', 'owner', ['Received']],
    ['Received', 'owner', ['Approved', 'Rejected']],
    ['Received', 'supplier', []],
    ['Requested', 'reader', []],
    ['Approved', 'owner', []],
  ])('%s by %s → %p', (status, role, moves) => {
    expect(sampleMoves(status, role)).toEqual(moves);
  });
});

describe('sampleMeasurementFigures', () => {
  it('one row per point, measured or not, flagged out of tolerance', () => {
    const rows = sampleMeasurementFigures(content, 'S', [
      { pointId: 'chest', measuredMicrometres: 548_000, comment: 'Full' },
      { pointId: 'gone', measuredMicrometres: 1, comment: '' },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        pointId: 'chest',
        specMicrometres: 535_000,
        deviationMicrometres: 13_000,
        outOfTolerance: true,
        comment: 'Full',
      }),
      expect.objectContaining({
        pointId: 'length',
        measuredMicrometres: null,
        deviationMicrometres: null,
        outOfTolerance: false,
        comment: '',
      }),
    ]);
  });
});

describe('reviseSpecFromFit and reviseSpecProblems', () => {
  const measured = [
    { pointId: 'chest', measuredMicrometres: 548_000, comment: '' },
    { pointId: 'length', measuredMicrometres: null, comment: 'Not measured' },
  ];
  it('sets the chosen measured values as hand overrides at the size, the rest untouched', () => {
    const revised = reviseSpecFromFit(content, 'S', measured, ['chest']);
    expect(revised.pointsOfMeasure.map((point) => point.overrides)).toEqual([
      { L: 590_000, S: 548_000 },
      {},
    ]);
    expect(content.pointsOfMeasure[0]?.overrides).toEqual({ L: 590_000 });
  });
  it.each([
    [['chest'], 'S', []],
    [[], 'S', [SAMPLE_MESSAGES.reviseNoPoints]],
    [['chest'], 'XL', [SAMPLE_MESSAGES.reviseSizeGone]],
    [['waist'], 'S', [SAMPLE_MESSAGES.revisePointGone, SAMPLE_MESSAGES.reviseNotMeasured]],
    [['length'], 'S', [SAMPLE_MESSAGES.reviseNotMeasured]],
  ])('points %p at %s → %p', (pointIds, size, problems) => {
    expect(reviseSpecProblems(content, size, measured, pointIds)).toEqual(problems);
  });
});
