/** The figures of a tech pack (issue 38): each function against a table of cases. */
import type { BomRow, PointOfMeasure, SizeRange, StyleContent } from '../../src/plm';
import { PLM_MESSAGES, STYLE_CATEGORIES, type StyleCategory } from '../../src/values/plm';
import {
  COST_ROUNDING_RULE,
  POM_TEMPLATES,
  bomRowCostCents,
  comingSeason,
  compareStyles,
  contentText,
  contentTotal,
  costSheet,
  emptyStyleContent,
  formatLength,
  formatMoney,
  formatPercent,
  formatQuantity,
  gradedChart,
  gradedValues,
  parseContent,
  parseLength,
  parsePercent,
  parseQuantity,
  pointsFromTemplate,
  pomTemplateFor,
  styleContentProblems,
  summarizeChanges,
  STYLE_CHANGE_SECTION_TITLES,
  type CostSheet,
  type StyleChangeSection,
} from '../../src/values/plm-figures';

const EIGHTH = 3_175;
const INCH = 25_400;

function bomRow(overrides: Partial<BomRow> = {}): BomRow {
  return {
    id: 'shell',
    type: 'fabric',
    name: 'Shell fabric',
    supplierName: 'Tessitura Monti',
    supplierId: null,
    content: [{ fibre: 'Cotton', percent: 100 }],
    placement: 'Body',
    quantityMilli: 1_000,
    unit: 'm',
    unitCostCents: 100,
    wastageBasisPoints: 0,
    colours: {},
    ...overrides,
  };
}

function point(overrides: Partial<PointOfMeasure> = {}): PointOfMeasure {
  return {
    id: 'chest',
    code: 'CH',
    name: 'Chest',
    howToMeasure: '',
    toleranceMicrometres: 10_000,
    baseMicrometres: 520_000,
    grade: { kind: 'even', incrementMicrometres: 25_000 },
    overrides: {},
    ...overrides,
  };
}

const XXS_XXL: SizeRange = {
  name: 'XXS-XXL',
  sizes: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
  baseSize: 'M',
};
const range = (sizes: string[], baseSize: string): SizeRange => ({
  name: 'custom',
  sizes,
  baseSize,
});

describe('bomRowCostCents: quantity × (1 + wastage) × unit cost, rounded half up once', () => {
  it.each([
    // quantityMilli, wastageBasisPoints, unitCostCents, cents
    [1_250, 0, 800, 1_000], // zero wastage
    [1_000, 10_000, 333, 666], // 100% wastage doubles
    [500, 0, 1, 1], // 0.5 cent rounds up
    [1_500, 0, 1, 2], // 1.5
    [2_500, 0, 1, 3], // 2.5: half up, not to even
    [499, 0, 1, 0], // 0.499
    [1_000, 350, 1_250, 1_294], // 1,293.75
    [1_250, 300, 850, 1_094], // 1,094.375
    [1, 1, 1, 0], // 0.0010001
    [0, 500, 999, 0], // no quantity
    [10_000_000, 10_000, 1_000_000, 20_000_000_000], // the contract's maxima: past 2^53 before dividing
    [9_999_999, 9_999, 999_999, 19_998_978_001], // 19,998,978,001.1019999 exactly
  ])('%i thousandths, %i bp wastage, %i ¢ → %i ¢', (quantityMilli, wastage, unit, cents) => {
    expect(
      bomRowCostCents({ quantityMilli, wastageBasisPoints: wastage, unitCostCents: unit }),
    ).toBe(cents);
  });
});

describe('costSheet', () => {
  const base = {
    bom: [] as BomRow[],
    costs: { cutMakeTrimCents: 0, overheadCents: 0, freightCents: 0, dutyBasisPoints: 0 },
    targetCostCents: null as number | null,
    targetRetailCents: null as number | null,
  };
  const jacket = {
    bom: [
      bomRow({ id: 'a', quantityMilli: 1_250, wastageBasisPoints: 300, unitCostCents: 850 }),
      bomRow({ id: 'b', quantityMilli: 6_000, unit: 'pcs', unitCostCents: 12 }),
    ],
    costs: { cutMakeTrimCents: 950, overheadCents: 120, freightCents: 85, dutyBasisPoints: 1_200 },
    targetCostCents: 2_500,
    targetRetailCents: 7_900,
  };
  it.each<[string, Parameters<typeof costSheet>[0], Partial<CostSheet>]>([
    [
      'a full sheet: rounded rows summed, duty on FOB, margin in basis points',
      jacket,
      {
        rows: [
          { id: 'a', costCents: 1_094 },
          { id: 'b', costCents: 72 },
        ],
        materialsCents: 1_166,
        fobCents: 2_236,
        dutyCents: 268, // 268.32
        landedCents: 2_589,
        overTargetCents: 89,
        marginCents: 5_311,
        marginBasisPoints: 6_723, // 67.2278%
      },
    ],
    [
      'sums of rounded rows, not the rounded sum (three rows of 0.5 ¢ make 3 ¢)',
      {
        ...base,
        bom: ['x', 'y', 'z'].map((id) => bomRow({ id, quantityMilli: 500, unitCostCents: 1 })),
      },
      { materialsCents: 3, fobCents: 3, landedCents: 3 },
    ],
    [
      'no target, no retail price',
      { ...base, costs: { ...base.costs, cutMakeTrimCents: 1_000 } },
      {
        landedCents: 1_000,
        targetCostCents: null,
        overTargetCents: null,
        retailCents: null,
        marginCents: null,
        marginBasisPoints: null,
      },
    ],
    [
      'under target: negative',
      { ...base, costs: { ...base.costs, overheadCents: 900 }, targetCostCents: 1_000 },
      { overTargetCents: -100 },
    ],
    [
      'duty of half a cent rounds up',
      { ...base, costs: { ...base.costs, cutMakeTrimCents: 50, dutyBasisPoints: 100 } },
      { fobCents: 50, dutyCents: 1, landedCents: 51 },
    ],
    [
      '100% duty',
      { ...base, costs: { ...base.costs, cutMakeTrimCents: 1_234, dutyBasisPoints: 10_000 } },
      { dutyCents: 1_234, landedCents: 2_468 },
    ],
    [
      'a loss: the negative margin rounds away from zero (-0.5 bp → -1)',
      { ...base, costs: { ...base.costs, cutMakeTrimCents: 20_001 }, targetRetailCents: 20_000 },
      { marginCents: -1, marginBasisPoints: -1 },
    ],
    [
      'retail at 0: a margin but no percentage',
      { ...base, costs: { ...base.costs, freightCents: 10 }, targetRetailCents: 0 },
      { marginCents: -10, marginBasisPoints: null },
    ],
    [
      'retail equal to landed: 0%',
      { ...base, costs: { ...base.costs, freightCents: 10 }, targetRetailCents: 10 },
      { marginCents: 0, marginBasisPoints: 0 },
    ],
  ])('%s', (_, content, expected) => {
    expect(costSheet(content)).toMatchObject({ fobQuoted: false, ...expected });
  });

  it.each<[string, number | null, Partial<CostSheet>]>([
    [
      'no quote: the computed FOB',
      null,
      { fobCents: 1_000, computedFobCents: 1_000, fobQuoted: false },
    ],
    [
      "a quote's unit price replaces it; duty, landed and margin follow",
      1_250,
      {
        fobCents: 1_250,
        computedFobCents: 1_000,
        fobQuoted: true,
        dutyCents: 125,
        landedCents: 1_475,
        marginCents: 525,
      },
    ],
    [
      'a quote of 0 is a price too',
      0,
      { fobCents: 0, fobQuoted: true, dutyCents: 0, landedCents: 100 },
    ],
  ])('%s', (_, quoted, expected) => {
    const content = {
      ...base,
      costs: { ...base.costs, cutMakeTrimCents: 1_000, dutyBasisPoints: 1_000, freightCents: 100 },
      targetRetailCents: 2_000,
    };
    expect(costSheet(content, quoted)).toMatchObject(expected);
  });

  it('writes its rounding rule once, in words', () => {
    expect(COST_ROUNDING_RULE).toMatch(/nearest cent, halves up/);
    expect(COST_ROUNDING_RULE).toMatch(/sums of those rounded cents/);
  });
});

describe('formatMoney', () => {
  it.each([
    [1_250, '$12.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [123_456, '$1,234.56'],
    [100_000_000, '$1,000,000.00'],
    [-5, '-$0.05'],
  ])('%i → %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('gradedValues', () => {
  const values = (p: PointOfMeasure, r: SizeRange) =>
    gradedValues(p, r).map(({ size, micrometres, overridden }) =>
      overridden ? `${size}=${String(micrometres)}*` : `${size}=${String(micrometres)}`,
    );
  it.each<[string, PointOfMeasure, SizeRange, string[]]>([
    [
      'even grade around M',
      point(),
      XXS_XXL,
      ['XXS=445000', 'XS=470000', 'S=495000', 'M=520000', 'L=545000', 'XL=570000', 'XXL=595000'],
    ],
    [
      'base size first',
      point({ baseMicrometres: 100, grade: { kind: 'even', incrementMicrometres: 10 } }),
      range(['S', 'M', 'L'], 'S'),
      ['S=100', 'M=110', 'L=120'],
    ],
    [
      'base size last',
      point({ baseMicrometres: 100, grade: { kind: 'even', incrementMicrometres: 10 } }),
      range(['S', 'M', 'L'], 'L'),
      ['S=80', 'M=90', 'L=100'],
    ],
    ['one size', point({ baseMicrometres: 100 }), range(['OS'], 'OS'), ['OS=100']],
    [
      'split grade: step k is from size k to k + 1',
      point({
        baseMicrometres: 1_000,
        grade: { kind: 'split', incrementsMicrometres: [10, 20, 30, 40] },
      }),
      range(['XS', 'S', 'M', 'L', 'XL'], 'M'),
      ['XS=970', 'S=980', 'M=1000', 'L=1030', 'XL=1070'],
    ],
    [
      'split grade with the base first',
      point({ baseMicrometres: 1_000, grade: { kind: 'split', incrementsMicrometres: [5, 7] } }),
      range(['S', 'M', 'L'], 'S'),
      ['S=1000', 'M=1005', 'L=1012'],
    ],
    [
      'negative even increment (a length that shortens up the range)',
      point({ baseMicrometres: 100_000, grade: { kind: 'even', incrementMicrometres: -5_000 } }),
      range(['S', 'M', 'L'], 'M'),
      ['S=105000', 'M=100000', 'L=95000'],
    ],
    [
      'negative split steps',
      point({ baseMicrometres: 100, grade: { kind: 'split', incrementsMicrometres: [-3, 4] } }),
      range(['S', 'M', 'L'], 'M'),
      ['S=103', 'M=100', 'L=104'],
    ],
    [
      'zero increment',
      point({ baseMicrometres: 810_000, grade: { kind: 'even', incrementMicrometres: 0 } }),
      range(['27', '28', '29'], '28'),
      ['27=810000', '28=810000', '29=810000'],
    ],
    [
      'an override replaces its size only (and the sizes after it still grade from the base)',
      point({ overrides: { L: 550_000 } }),
      XXS_XXL,
      ['XXS=445000', 'XS=470000', 'S=495000', 'M=520000', 'L=550000*', 'XL=570000', 'XXL=595000'],
    ],
    [
      'an override of the base size',
      point({
        baseMicrometres: 100,
        grade: { kind: 'even', incrementMicrometres: 10 },
        overrides: { M: 7 },
      }),
      range(['S', 'M', 'L'], 'M'),
      ['S=90', 'M=7*', 'L=110'],
    ],
    [
      'an override of a size not in the range is ignored',
      point({
        baseMicrometres: 100,
        grade: { kind: 'even', incrementMicrometres: 10 },
        overrides: { XXL: 1 },
      }),
      range(['S', 'M'], 'S'),
      ['S=100', 'M=110'],
    ],
    [
      'a split grade short of steps counts the missing ones as 0',
      point({ baseMicrometres: 1_000, grade: { kind: 'split', incrementsMicrometres: [10] } }),
      range(['S', 'M', 'L'], 'S'),
      ['S=1000', 'M=1010', 'L=1010'],
    ],
    [
      'a base size outside the range grades nothing',
      point({ baseMicrometres: 100 }),
      range(['S', 'M'], 'XL'),
      ['S=100', 'M=100'],
    ],
  ])('%s', (_, p, r, expected) => {
    expect(values(p, r)).toEqual(expected);
  });
});

describe('gradedChart', () => {
  it('has one row per point, one value per size, in the range order', () => {
    const chart = gradedChart({
      sizeRange: range(['S', 'M'], 'M'),
      pointsOfMeasure: [
        point({ id: 'a', code: 'A', name: 'Chest', baseMicrometres: 10, toleranceMicrometres: 1 }),
        point({
          id: 'b',
          code: 'B',
          name: 'Hem',
          baseMicrometres: 20,
          grade: { kind: 'even', incrementMicrometres: 5 },
        }),
      ],
    });
    expect(chart).toEqual({
      sizes: ['S', 'M'],
      baseSize: 'M',
      rows: [
        {
          id: 'a',
          code: 'A',
          name: 'Chest',
          toleranceMicrometres: 1,
          values: [
            { size: 'S', micrometres: 10 - 25_000, overridden: false },
            { size: 'M', micrometres: 10, overridden: false },
          ],
        },
        {
          id: 'b',
          code: 'B',
          name: 'Hem',
          toleranceMicrometres: 10_000,
          values: [
            { size: 'S', micrometres: 15, overridden: false },
            { size: 'M', micrometres: 20, overridden: false },
          ],
        },
      ],
    });
  });
});

describe('formatLength', () => {
  it.each<[number, 'cm' | 'in', string]>([
    [525_000, 'cm', '52.5'],
    [520_000, 'cm', '52'],
    [522_500, 'cm', '52.25'],
    [522_549, 'cm', '52.25'],
    [522_550, 'cm', '52.26'], // half a hundredth rounds up
    [-15_000, 'cm', '-1.5'],
    [-50, 'cm', '-0.01'],
    [49, 'cm', '0'],
    [-49, 'cm', '0'],
    [0, 'cm', '0'],
    [10_000_000, 'cm', '1000'],
    [EIGHTH * 165, 'in', '20 5/8'],
    [EIGHTH * 11, 'in', '1 3/8'],
    [EIGHTH * 3, 'in', '3/8'],
    [EIGHTH * 4, 'in', '1/2'],
    [EIGHTH * 6, 'in', '3/4'],
    [INCH * 20, 'in', '20'],
    [-EIGHTH * 2, 'in', '-1/4'],
    [-EIGHTH * 11, 'in', '-1 3/8'],
    [0, 'in', '0'],
    [1_587, 'in', '0'], // just under half an eighth
    [1_588, 'in', '1/8'], // just over
    [-1_588, 'in', '-1/8'],
    [523_000, 'in', '20 5/8'], // 164.72 eighths: one rounding from µm
    [INCH * 60, 'in', '60'],
  ])('%i µm in %s → %s', (micrometres, unit, text) => {
    expect(formatLength(micrometres, unit)).toBe(text);
  });
});

describe('parseLength', () => {
  it.each<[string, 'cm' | 'in', number | null]>([
    ['52.5', 'cm', 525_000],
    [' 52.5 cm ', 'cm', 525_000],
    ['52.50', 'cm', 525_000],
    ['.5', 'cm', 5_000],
    ['0.0001', 'cm', 1],
    ['0.00005', 'cm', 1], // half a micrometre rounds up
    ['0.00004', 'cm', 0],
    ['-1.5', 'cm', -15_000],
    ['+2', 'cm', 20_000],
    ['1000', 'cm', 10_000_000],
    ['1000.01', 'cm', null], // past 10 m
    ['1/2', 'cm', null],
    ['1,5', 'cm', null],
    ['5.', 'cm', null],
    ['', 'cm', null],
    ['-', 'cm', null],
    ['abc', 'cm', null],
    ['1 3/8', 'in', EIGHTH * 11],
    ['1-3/8', 'in', EIGHTH * 11],
    ['1 - 3/8', 'in', EIGHTH * 11],
    ['3/8', 'in', EIGHTH * 3],
    ['1.375', 'in', EIGHTH * 11],
    ['1 ½', 'in', EIGHTH * 12],
    ['1½', 'in', EIGHTH * 12],
    ['⅜', 'in', EIGHTH * 3],
    ['-½', 'in', -EIGHTH * 4],
    ['20"', 'in', INCH * 20],
    ['20 in', 'in', INCH * 20],
    ['1 3/8 in', 'in', EIGHTH * 11],
    ['1/16', 'in', 1_588], // exact to the µm, not snapped to eighths (1,587.5 rounds up)
    ['1/3', 'in', 8_467],
    ['-1/4', 'in', -EIGHTH * 2],
    ['-1 1/4', 'in', -EIGHTH * 10],
    ['9/8', 'in', EIGHTH * 9],
    ['393 5/8', 'in', 9_998_075],
    ['393 3/4', 'in', null], // 10,001,250 µm: past 10 m
    ['394', 'in', null], // past 10 m
    ['1 9/8', 'in', null],
    ['1/0', 'in', null],
    ['3/8/2', 'in', null],
    ['one', 'in', null],
    ['', 'in', null],
  ])('%j in %s → %p', (text, unit, micrometres) => {
    expect(parseLength(text, unit)).toBe(micrometres);
  });

  it('reads every eighth from 0 to 60 in as it shows it, and shows it again unchanged', () => {
    for (let eighths = -8; eighths <= 60 * 8; eighths++) {
      const micrometres = eighths * EIGHTH;
      const text = formatLength(micrometres, 'in');
      expect(parseLength(text, 'in')).toBe(micrometres);
      expect(formatLength(parseLength(text, 'in') ?? NaN, 'in')).toBe(text);
    }
  });

  it('reads every centimetre value to 2 decimals up to 200 cm as it shows it, and back', () => {
    for (let hundredths = -100; hundredths <= 20_000; hundredths++) {
      const micrometres = hundredths * 100;
      const text = formatLength(micrometres, 'cm');
      expect(parseLength(text, 'cm')).toBe(micrometres);
      expect(formatLength(parseLength(text, 'cm') ?? NaN, 'cm')).toBe(text);
    }
  });

  it('an eighth shown in cm and read back is within one display rounding (50 µm)', () => {
    for (let eighths = 0; eighths <= 60 * 8; eighths++) {
      const micrometres = eighths * EIGHTH;
      const shownInCm = parseLength(formatLength(micrometres, 'cm'), 'cm') ?? NaN;
      expect(Math.abs(shownInCm - micrometres)).toBeLessThanOrEqual(50);
    }
  });
});

describe('parseQuantity and formatQuantity', () => {
  it.each<[string, number | null]>([
    ['1.25', 1_250],
    [' 2.5 ', 2_500],
    ['1', 1_000],
    ['.5', 500],
    ['0.001', 1],
    ['0', 0],
    ['10000', 10_000_000],
    ['0.0001', null], // 4 decimals
    ['10000.001', null], // past the contract's maximum
    ['-1', null],
    ['1e3', null],
    ['', null],
    ['1,5', null],
  ])('parseQuantity(%j) → %p', (text, milli) => {
    expect(parseQuantity(text)).toBe(milli);
  });

  it.each([
    [1_250, '1.25'],
    [1_000, '1'],
    [1, '0.001'],
    [10, '0.01'],
    [0, '0'],
    [10_000_000, '10000'],
  ])('formatQuantity(%i) → %s, and back', (milli, text) => {
    expect(formatQuantity(milli)).toBe(text);
    expect(parseQuantity(text)).toBe(milli);
  });
});

describe('parsePercent and formatPercent', () => {
  it.each<[string, number | null]>([
    ['3.5', 350],
    ['3.5%', 350],
    [' 3.5 % ', 350],
    ['0', 0],
    ['0.01', 1],
    ['100', 10_000],
    ['100.01', null],
    ['0.001', null],
    ['-1', null],
    ['x', null],
    ['', null],
  ])('parsePercent(%j) → %p', (text, basisPoints) => {
    expect(parsePercent(text)).toBe(basisPoints);
  });

  it.each([
    [350, '3.5'],
    [10_000, '100'],
    [1, '0.01'],
    [0, '0'],
    [6_723, '67.23'],
    [-1_250, '-12.5'],
  ])('formatPercent(%i) → %s', (basisPoints, text) => {
    expect(formatPercent(basisPoints)).toBe(text);
  });
});

describe('fibre content', () => {
  const cottonElastane = [
    { fibre: 'Cotton', percent: 95 },
    { fibre: 'Elastane', percent: 5 },
  ];
  it.each([
    [cottonElastane, 100, '95% Cotton, 5% Elastane'],
    [[{ fibre: 'Wool', percent: 60 }], 60, '60% Wool'],
    [[], 0, ''],
  ])('%j totals %i and reads %j', (content, total, text) => {
    expect(contentTotal(content)).toBe(total);
    expect(contentText(content)).toBe(text);
  });

  it.each([
    ['95% cotton 5% elastane', cottonElastane],
    ['95% Cotton, 5% Elastane', cottonElastane],
    ['95 % cotton; 5 % elastane', cottonElastane],
    [
      '60% wool / 40% polyamide',
      [
        { fibre: 'Wool', percent: 60 },
        { fibre: 'Polyamide', percent: 40 },
      ],
    ],
    ['100% organic cotton', [{ fibre: 'Organic Cotton', percent: 100 }]],
    ['70% cotton', [{ fibre: 'Cotton', percent: 70 }]], // the total is styleContentProblems' to refuse
    ['', []],
    ['cotton', null],
    ['95 cotton', null],
    ['95%', null],
    ['0% silk', null],
    ['101% silk', null],
    ['95% cotton,, 5% elastane', null],
  ])('parseContent(%j) → %j', (text, content) => {
    expect(parseContent(text)).toEqual(content);
  });

  it('reads back what contentText writes', () => {
    expect(parseContent(contentText(cottonElastane))).toEqual(cottonElastane);
  });
});

describe('POM templates', () => {
  it.each<[StyleCategory, 'tops' | 'bottoms' | null]>(
    STYLE_CATEGORIES.map((category) => [
      category,
      ['Tops', 'Dresses', 'Outerwear', 'Knitwear'].includes(category)
        ? 'tops'
        : category === 'Bottoms'
          ? 'bottoms'
          : null,
    ]),
  )('%s → %p', (category, template) => {
    expect(pomTemplateFor(category)).toBe(template);
  });

  it.each([
    ['tops', ['chest', 'body length', 'shoulder', 'sleeve length', 'armhole', 'hem']],
    ['bottoms', ['waist', 'hip', 'inseam', 'rise', 'thigh', 'leg opening']],
  ] as const)('%s names the usual points', (template, names) => {
    const points = POM_TEMPLATES[template].map((p) => p.name.toLowerCase());
    for (const name of names) expect(points.some((p) => p.includes(name))).toBe(true);
    for (const p of POM_TEMPLATES[template]) {
      expect(p.howToMeasure.length).toBeGreaterThan(20);
      expect(p.baseMicrometres).toBeGreaterThan(p.toleranceMicrometres);
    }
    expect(new Set(POM_TEMPLATES[template].map((p) => p.code)).size).toBe(
      POM_TEMPLATES[template].length,
    );
  });

  it('makes points with new ids and an even grade of the template increment', () => {
    let n = 0;
    const points = pointsFromTemplate('bottoms', () => `p${String(++n)}`);
    expect(points).toHaveLength(POM_TEMPLATES.bottoms.length);
    expect(points[0]).toEqual({
      id: 'p1',
      code: 'WB',
      name: POM_TEMPLATES.bottoms[0]!.name,
      howToMeasure: POM_TEMPLATES.bottoms[0]!.howToMeasure,
      toleranceMicrometres: 10_000,
      baseMicrometres: 370_000,
      grade: { kind: 'even', incrementMicrometres: 12_700 },
      overrides: {},
    });
    expect(points.map((p) => p.id)).toEqual(points.map((_, i) => `p${String(i + 1)}`));
  });
});

describe('a new style', () => {
  it.each([
    [new Date(2026, 0, 1), 'FW26'],
    [new Date(2026, 5, 30), 'FW26'],
    [new Date(2026, 6, 1), 'SS27'],
    [new Date(2026, 11, 31), 'SS27'],
    [new Date(2099, 7, 1), 'SS00'],
  ])('begun on %s is for %s', (today, season) => {
    expect(comingSeason(today)).toBe(season);
    expect(emptyStyleContent(today).season).toBe(season);
  });

  it("has the defaults and passes every check but the user's own fields", () => {
    const content = emptyStyleContent(new Date(2026, 10, 29));
    expect(content).toEqual({
      styleNumber: '',
      name: '',
      season: 'SS27',
      category: 'Tops',
      status: 'Concept',
      description: '',
      coverImageId: null,
      sizeRange: XXS_XXL,
      targetCostCents: null,
      targetRetailCents: null,
      sketches: [],
      bom: [],
      costs: { cutMakeTrimCents: 0, overheadCents: 0, freightCents: 0, dutyBasisPoints: 0 },
      measurementUnit: 'cm',
      pointsOfMeasure: [],
      construction: [],
      colorways: [],
      care: { symbols: [], labels: '', packaging: '' },
    });
    expect(styleContentProblems(content)).toEqual([]);
    // Its lists are its own: editing one new style does not change the next.
    content.sizeRange.sizes.push('3XL');
    expect(emptyStyleContent().sizeRange.sizes).toHaveLength(7);
  });
});

function style(overrides: Partial<StyleContent> = {}): StyleContent {
  return {
    ...emptyStyleContent(new Date(2026, 10, 29)),
    styleNumber: 'AT-001',
    name: 'Boxy tee',
    ...overrides,
  };
}

describe('styleContentProblems', () => {
  const navy = { id: 'navy', name: 'Navy', code: '19-4024', swatch: '#1f2a44' };
  const sketch = { id: 's1', view: 'front' as const, imageId: 'a'.repeat(32), callouts: [] };
  it.each<[string, StyleContent, [string, string][]]>([
    [
      'a valid style',
      style({ bom: [bomRow({ colours: { navy: 'Navy' } })], colorways: [navy] }),
      [],
    ],
    ['no fibre content given', style({ bom: [bomRow({ content: [] })] }), []],
    [
      'fibre content short of 100',
      style({ bom: [bomRow(), bomRow({ id: 'b', content: [{ fibre: 'Cotton', percent: 95 }] })] }),
      [['bom.1.content', PLM_MESSAGES.contentTotal]],
    ],
    [
      'base size not among the sizes',
      style({ sizeRange: range(['S', 'M'], 'L') }),
      [['sizeRange.baseSize', PLM_MESSAGES.baseSizeMissing]],
    ],
    [
      'a size twice',
      style({ sizeRange: range(['S', 'M', 'S'], 'M') }),
      [['sizeRange.sizes.2', PLM_MESSAGES.sizesDuplicate]],
    ],
    [
      'a split grade with too few and too many steps; one with the right number',
      style({
        sizeRange: range(['S', 'M', 'L'], 'M'),
        pointsOfMeasure: [
          point({ id: 'a', grade: { kind: 'split', incrementsMicrometres: [1] } }),
          point({ id: 'b', grade: { kind: 'split', incrementsMicrometres: [1, 2, 3] } }),
          point({ id: 'c', grade: { kind: 'split', incrementsMicrometres: [1, 2] } }),
        ],
      }),
      [
        ['pointsOfMeasure.0.grade', PLM_MESSAGES.gradeSteps],
        ['pointsOfMeasure.1.grade', PLM_MESSAGES.gradeSteps],
      ],
    ],
    [
      'an override of a size the range does not have',
      style({ pointsOfMeasure: [point({ overrides: { M: 1, '3XL': 2 } })] }),
      [['pointsOfMeasure.0.overrides.3XL', PLM_MESSAGES.overrideSizeUnknown]],
    ],
    [
      'a BOM colour for a colorway the style does not have',
      style({ bom: [bomRow({ colours: { navy: 'Navy', red: 'Red' } })], colorways: [navy] }),
      [['bom.0.colours.red', PLM_MESSAGES.colorwayUnknown]],
    ],
    [
      'ids repeated in each list',
      style({
        sketches: [sketch, sketch],
        bom: [bomRow(), bomRow()],
        pointsOfMeasure: [point(), point(), point()],
        colorways: [navy, navy],
      }),
      [
        ['sketches.1.id', PLM_MESSAGES.idDuplicate],
        ['bom.1.id', PLM_MESSAGES.idDuplicate],
        ['pointsOfMeasure.1.id', PLM_MESSAGES.idDuplicate],
        ['pointsOfMeasure.2.id', PLM_MESSAGES.idDuplicate],
        ['colorways.1.id', PLM_MESSAGES.idDuplicate],
      ],
    ],
    [
      'callout ids repeated within a sketch',
      style({
        sketches: [
          {
            ...sketch,
            callouts: [
              { id: 'c', x: 0, y: 0, note: '' },
              { id: 'c', x: 1, y: 1, note: '' },
            ],
          },
        ],
      }),
      [['sketches.0.callouts.1.id', PLM_MESSAGES.idDuplicate]],
    ],
  ])('%s', (_, content, expected) => {
    expect(styleContentProblems(content).map(({ path, message }) => [path, message])).toEqual(
      expected,
    );
  });
});

describe('compareStyles and summarizeChanges', () => {
  const navy = { id: 'navy', name: 'Navy', code: '19-4024', swatch: '#1f2a44' };
  const sketch = { id: 's1', view: 'front' as const, imageId: 'a'.repeat(32), callouts: [] };
  const shell = bomRow({ unitCostCents: 1_250, colours: { navy: 'Navy' } });
  const base = style({
    bom: [shell],
    colorways: [navy],
    sketches: [sketch],
    sizeRange: range(['S', 'M', 'L'], 'M'),
    pointsOfMeasure: [
      point({ baseMicrometres: 520_000, grade: { kind: 'even', incrementMicrometres: 25_000 } }),
    ],
    care: { symbols: ['wash-30'], labels: 'Made in Portugal', packaging: '' },
  });
  type Row = [kind: string, label: string, before: string | null, after: string | null];

  it.each<[string, StyleContent, Row[], string]>([
    ['nothing', base, [], 'No changes'],
    [
      'overview fields',
      { ...base, name: 'Boxy tee II', status: 'Sampling', targetCostCents: 1_250 },
      [
        ['changed', 'Overview: Name', 'Boxy tee', 'Boxy tee II'],
        ['changed', 'Overview: Status', 'Concept', 'Sampling'],
        ['changed', 'Overview: Target cost', null, '$12.50'],
      ],
      'Overview: 3 fields changed',
    ],
    [
      'a cover image set',
      { ...base, coverImageId: 'b'.repeat(32) },
      [['changed', 'Overview: Cover image', null, 'Image']],
      'Overview: 1 field changed',
    ],
    [
      'a BOM row changed (two fields) and one added',
      {
        ...base,
        bom: [
          { ...shell, unitCostCents: 1_300, wastageBasisPoints: 350 },
          bomRow({ id: 'btn', type: 'trim', name: 'Button, 4-hole', content: [] }),
        ],
      },
      [
        ['changed', 'BOM: Shell fabric, unit cost', '$12.50', '$13.00'],
        ['changed', 'BOM: Shell fabric, wastage', '0%', '3.5%'],
        ['added', 'BOM: Button, 4-hole', null, 'Button, 4-hole'],
      ],
      'BOM: 1 row added, 1 changed',
    ],
    [
      'a BOM row renamed is one change, matched by id',
      { ...base, bom: [{ ...shell, name: 'Main fabric', quantityMilli: 1_250 }] },
      [
        ['changed', 'BOM: Main fabric, name', 'Shell fabric', 'Main fabric'],
        ['changed', 'BOM: Main fabric, quantity', '1 m', '1.25 m'],
      ],
      'BOM: 1 row changed',
    ],
    [
      'a BOM row removed, a colour changed, a cost input changed',
      {
        ...base,
        bom: [{ ...shell, colours: { navy: 'Midnight' } }],
        costs: { ...base.costs, dutyBasisPoints: 1_200, freightCents: 85 },
      },
      [
        ['changed', 'BOM: Shell fabric, colour in Navy', 'Navy', 'Midnight'],
        ['changed', 'BOM: Duty', '0%', '12%'],
        ['changed', 'BOM: Freight', '$0.00', '$0.85'],
      ],
      'BOM: 1 row changed, 2 fields changed',
    ],
    [
      'a grade change shows every size it moved',
      {
        ...base,
        pointsOfMeasure: [point({ grade: { kind: 'even', incrementMicrometres: 30_000 } })],
      },
      [
        ['changed', 'Specs: Chest, size S', '49.5 cm', '49 cm'],
        ['changed', 'Specs: Chest, size L', '54.5 cm', '55 cm'],
      ],
      'Specs: 2 values changed',
    ],
    [
      'a base change moves every size; an override one size',
      {
        ...base,
        pointsOfMeasure: [point({ baseMicrometres: 530_000, overrides: { L: 560_000 } })],
      },
      [
        ['changed', 'Specs: Chest, size S', '49.5 cm', '50.5 cm'],
        ['changed', 'Specs: Chest, size M', '52 cm', '53 cm'],
        ['changed', 'Specs: Chest, size L', '54.5 cm', '56 cm'],
      ],
      'Specs: 3 values changed',
    ],
    [
      'an override equal to the graded value is no change',
      { ...base, pointsOfMeasure: [point({ overrides: { L: 545_000 } })] },
      [],
      'No changes',
    ],
    [
      'a size added to the range, a point renamed, a point added',
      {
        ...base,
        sizeRange: range(['S', 'M', 'L', 'XL'], 'M'),
        pointsOfMeasure: [
          point({ name: 'Chest width' }),
          point({ id: 'hem', name: 'Hem', baseMicrometres: 500_000 }),
        ],
      },
      [
        ['changed', 'Specs: Sizes', 'S, M, L', 'S, M, L, XL'],
        ['changed', 'Specs: Chest width, name', 'Chest', 'Chest width'],
        ['added', 'Specs: Chest width, size XL', null, '57 cm'],
        ['added', 'Specs: Hem', null, 'Hem'],
      ],
      'Specs: 1 point added, 1 changed, 1 value added, 1 field changed',
    ],
    [
      'sketches, callouts, construction, colorways, care',
      {
        ...base,
        sketches: [{ ...sketch, callouts: [{ id: 'c1', x: 0.5, y: 0.25, note: 'Bar tack' }] }],
        construction: [
          {
            id: 'n1',
            area: 'Side seams',
            stitch: '514',
            stitchesPerInch: 12,
            seamAllowanceMicrometres: 10_000,
            note: '',
          },
        ],
        colorways: [{ ...navy, swatch: '#000000' }],
        care: { symbols: ['wash-40'], labels: 'Made in Portugal', packaging: 'Polybag' },
      },
      [
        ['added', 'Sketches: Front 1, callout 1', null, 'Front 1, callout 1'],
        ['added', 'Construction: Side seams', null, 'Side seams'],
        ['changed', 'Colorways: Navy, swatch', '#1f2a44', '#000000'],
        ['added', 'Care: Wash at or below 40 °C', null, 'Wash at or below 40 °C'],
        ['removed', 'Care: Wash at or below 30 °C', 'Wash at or below 30 °C', null],
        ['changed', 'Care: Packaging', '', 'Polybag'],
      ],
      'Sketches: 1 sketch changed · Construction: 1 note added · Colorways: 1 colorway changed · Care: 1 symbol added, 1 removed, 1 field changed',
    ],
    [
      'rows removed; reordering is no change',
      {
        ...base,
        sketches: [],
        bom: [],
        pointsOfMeasure: [],
        colorways: [],
      },
      [
        ['removed', 'Sketches: Front 1', 'Front 1', null],
        ['removed', 'BOM: Shell fabric', 'Shell fabric', null],
        ['removed', 'Specs: Chest', 'Chest', null],
        ['removed', 'Colorways: Navy', 'Navy', null],
      ],
      'Sketches: 1 sketch removed · BOM: 1 row removed · Specs: 1 point removed · Colorways: 1 colorway removed',
    ],
  ])('%s', (_, after, rows, summary) => {
    const changes = compareStyles(base, after);
    expect(changes.map(({ kind, label, before, after: a }) => [kind, label, before, a])).toEqual(
      rows,
    );
    for (const change of changes) {
      const section = change.section as StyleChangeSection;
      expect(change.label.startsWith(`${STYLE_CHANGE_SECTION_TITLES[section]}: `)).toBe(true);
    }
    expect(summarizeChanges(changes)).toBe(summary);
  });

  it('does not see a reordered list as changed', () => {
    const two = { ...base, bom: [shell, bomRow({ id: 'b', name: 'Lining' })] };
    expect(compareStyles(two, { ...two, bom: [...two.bom].reverse() })).toEqual([]);
  });

  it('is symmetric in what it counts: removing what was added', () => {
    const after = { ...base, bom: [shell, bomRow({ id: 'b', name: 'Lining' })] };
    expect(summarizeChanges(compareStyles(base, after))).toBe('BOM: 1 row added');
    expect(summarizeChanges(compareStyles(after, base))).toBe('BOM: 1 row removed');
  });
});
