/**
 * A realistic style for the exports' tests and benchmark (scripts/bench-tech-pack.mjs): a linen
 * shirt with its sketches, BOM, graded chart, construction, colorways and care, written once.
 * Lengths are whole eighths of an inch, as a US tech pack's are, so the inch chart reads exactly.
 */
import sharp from 'sharp';
import type { BomRow, PointOfMeasure, StyleContent } from '@atelier/api-contract';
import type { TechPackInput } from './tech-pack-input';

const INCH = 25_400;
const EIGHTH = INCH / 8;

export const FIXTURE_IMAGE_IDS = {
  cover: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  front: 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0',
  back: 'b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0',
} as const;

/** A chart of eight sizes (the benchmark's), base M. */
export const FIXTURE_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];

const POINTS: PointOfMeasure[] = [
  point('A', 'Chest width, 1 in below armhole', 22 * INCH, 3 * EIGHTH, INCH),
  point('B', 'Body length from HPS', 29 * INCH, 4 * EIGHTH, 4 * EIGHTH),
  point('C', 'Shoulder width', 18 * INCH, 3 * EIGHTH, 4 * EIGHTH),
  point('D', 'Sleeve length from shoulder', 24 * INCH + 4 * EIGHTH, 3 * EIGHTH, 2 * EIGHTH),
  point('E', 'Cuff height', 11 * EIGHTH, EIGHTH, 0),
  {
    ...point('F', 'Collar length', 16 * INCH, 2 * EIGHTH, 4 * EIGHTH),
    overrides: { XXS: 14 * INCH + 4 * EIGHTH },
  },
  {
    ...point('G', 'Hem sweep', 44 * INCH, 4 * EIGHTH, 0),
    grade: {
      kind: 'split',
      incrementsMicrometres: [INCH, INCH, INCH, 2 * INCH, 2 * INCH, 2 * INCH, 2 * INCH],
    },
  },
];

function point(
  code: string,
  name: string,
  baseMicrometres: number,
  toleranceMicrometres: number,
  incrementMicrometres: number,
): PointOfMeasure {
  return {
    id: `pom-${code}`,
    code,
    name,
    howToMeasure: `Measure ${name.toLowerCase()} flat.`,
    toleranceMicrometres,
    baseMicrometres,
    grade: { kind: 'even', incrementMicrometres },
    overrides: {},
  };
}

const COLORWAYS = [
  { id: 'cw-sand', name: 'Sand', code: 'SND-01', swatch: '#d8c3a5' },
  { id: 'cw-navy', name: 'Navy', code: 'NVY-02', swatch: '#1f2a44' },
  { id: 'cw-sage', name: 'Sage', code: 'SAG-03', swatch: '#9caf88' },
];

const colours = (sand: string, navy: string, sage: string) => ({
  'cw-sand': sand,
  'cw-navy': navy,
  'cw-sage': sage,
});

const BOM: BomRow[] = [
  {
    id: 'bom-shell',
    type: 'fabric',
    name: 'Shell fabric, linen plain weave 150 g/m²',
    supplierName: 'Lino Tessile S.p.A.',
    supplierId: null,
    content: [
      { fibre: 'Linen', percent: 55 },
      { fibre: 'Cotton', percent: 45 },
    ],
    placement: 'Body, sleeves, collar',
    quantityMilli: 1_650,
    unit: 'm',
    unitCostCents: 795,
    wastageBasisPoints: 350,
    colours: colours('Sand 13-1008', 'Navy 19-4024', 'Sage 15-6316'),
  },
  {
    id: 'bom-interlining',
    type: 'fabric',
    name: 'Fusible interlining',
    supplierName: 'Freudenberg',
    supplierId: null,
    content: [{ fibre: 'Polyester', percent: 100 }],
    placement: 'Collar, cuffs, placket',
    quantityMilli: 250,
    unit: 'm',
    unitCostCents: 180,
    wastageBasisPoints: 500,
    colours: colours('White', 'Charcoal', 'White'),
  },
  {
    id: 'bom-buttons',
    type: 'trim',
    name: 'Corozo button 18L, 4 holes',
    supplierName: 'Bottoni Srl',
    supplierId: null,
    content: [],
    placement: 'Front placket (7), cuffs (2), spare (1)',
    quantityMilli: 10_000,
    unit: 'pcs',
    unitCostCents: 12,
    wastageBasisPoints: 200,
    colours: colours('Natural', 'Navy', 'Natural'),
  },
  {
    id: 'bom-thread',
    type: 'thread',
    name: 'Core-spun thread Tex 27',
    supplierName: 'Coats',
    supplierId: null,
    content: [{ fibre: 'Polyester', percent: 100 }],
    placement: 'All seams',
    quantityMilli: 180_000,
    unit: 'm',
    unitCostCents: 0,
    wastageBasisPoints: 1_000,
    colours: colours('Tone to shell', 'Tone to shell', 'Tone to shell'),
  },
  {
    id: 'bom-label',
    type: 'label',
    name: 'Woven main label',
    supplierName: 'Avery Dennison',
    supplierId: null,
    content: [],
    placement: 'Centre back neck, 2 cm below collar seam',
    quantityMilli: 1_000,
    unit: 'pcs',
    unitCostCents: 9,
    wastageBasisPoints: 0,
    colours: colours('Ecru/black', 'Ecru/black', 'Ecru/black'),
  },
  {
    id: 'bom-polybag',
    type: 'packaging',
    name: 'Recycled polybag 30 × 40 cm',
    supplierName: 'PackRight',
    supplierId: null,
    content: [],
    placement: 'Folded garment',
    quantityMilli: 1_000,
    unit: 'pcs',
    unitCostCents: 6,
    wastageBasisPoints: 0,
    colours: {},
  },
];

/** The model row a generated row copies: the list again and again. */
function cycled<T>(models: readonly T[], index: number): T {
  const model = models[index % models.length];
  if (model === undefined) throw new Error('No model rows');
  return model;
}

export function fixtureContent(
  options: { unit?: 'cm' | 'in'; points?: number; bomRows?: number } = {},
): StyleContent {
  const points = Array.from({ length: options.points ?? POINTS.length }, (_, index) => {
    const model = cycled(POINTS, index);
    const round = Math.floor(index / POINTS.length);
    return round === 0
      ? model
      : { ...model, id: `${model.id}-${String(round)}`, code: `${model.code}${String(round)}` };
  });
  const bom = Array.from({ length: options.bomRows ?? BOM.length }, (_, index) => {
    const model = cycled(BOM, index);
    const round = Math.floor(index / BOM.length);
    return round === 0
      ? model
      : {
          ...model,
          id: `${model.id}-${String(round)}`,
          name: `${model.name} (${String(round + 1)})`,
        };
  });
  return {
    styleNumber: 'AT-1001',
    name: 'Relaxed linen camp shirt',
    season: 'SS27',
    category: 'Tops',
    status: 'Development',
    description:
      'Boxy camp-collar shirt in a linen-cotton plain weave, dropped shoulder, straight hem with ' +
      'side vents. Garment washed at 40 °C for a soft hand; shrinkage allowed for in the pattern.',
    coverImageId: FIXTURE_IMAGE_IDS.cover,
    sizeRange: { name: 'custom', sizes: FIXTURE_SIZES, baseSize: 'M' },
    targetCostCents: 2_400,
    targetRetailCents: 8_900,
    sketches: [
      {
        id: 'sk-front',
        view: 'front',
        imageId: FIXTURE_IMAGE_IDS.front,
        callouts: [
          { id: 'co-collar', x: 0.5, y: 0.12, note: 'Camp collar, 7 cm point, no stand' },
          { id: 'co-placket', x: 0.5, y: 0.45, note: 'Self-facing placket, 3 cm, 7 buttons' },
          { id: 'co-pocket', x: 0.32, y: 0.3, note: 'Patch pocket, left chest, 12 × 14 cm' },
        ],
      },
      {
        id: 'sk-back',
        view: 'back',
        imageId: FIXTURE_IMAGE_IDS.back,
        callouts: [
          { id: 'co-yoke', x: 0.5, y: 0.18, note: 'Double yoke, box pleat at centre back' },
        ],
      },
    ],
    bom,
    costs: { cutMakeTrimCents: 850, overheadCents: 120, freightCents: 95, dutyBasisPoints: 1_200 },
    measurementUnit: options.unit ?? 'cm',
    pointsOfMeasure: points,
    construction: [
      {
        id: 'cn-side',
        area: 'Side seams',
        stitch: '516',
        stitchesPerInch: 12,
        seamAllowanceMicrometres: 10_000,
        note: 'Press towards back; vents 8 cm, bar-tacked.',
      },
      {
        id: 'cn-hem',
        area: 'Hem',
        stitch: '301',
        stitchesPerInch: 12,
        seamAllowanceMicrometres: 20_000,
        note: 'Double-turned 1 cm, edge-stitched.',
      },
      {
        id: 'cn-topstitch',
        area: 'Collar topstitch',
        stitch: null,
        stitchesPerInch: null,
        seamAllowanceMicrometres: null,
        note: 'Topstitch 2 mm from edge (± 1 mm).',
      },
    ],
    colorways: COLORWAYS,
    care: {
      symbols: ['wash-40-mild', 'bleach-no', 'tumble-low', 'iron-medium', 'dryclean-p'],
      labels: 'Main label at centre back neck; care label in left side seam, 10 cm above hem.',
      packaging: 'Fold to 25 × 35 cm with tissue; one per polybag; 20 per carton.',
    },
  };
}

/** A line drawing of a shirt, as a designer's flat sketch would be, in JPEG. */
export function sketchImage(width = 1280, height = 1600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 100 125">
    <rect width="100" height="125" fill="#ffffff"/>
    <path d="M35 10 L50 16 L65 10 L90 25 L82 45 L72 40 L72 115 L28 115 L28 40 L18 45 L10 25 Z"
      fill="none" stroke="#222" stroke-width="0.8"/>
    <line x1="50" y1="16" x2="50" y2="115" stroke="#222" stroke-width="0.5"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The fixture style as revision 3, with its images (the cover left out: drawn as missing). */
export async function fixtureInput(
  options: Parameters<typeof fixtureContent>[0] = {},
): Promise<TechPackInput> {
  const sketch = await sketchImage();
  return {
    style: {
      id: '6f1c1f0e-8f7a-4d0b-9a55-3b1e2c9d7a10',
      revision: 3,
      savedAt: '2026-03-14T09:30:00.000Z',
      ownerName: 'Maison Duval',
    },
    content: fixtureContent(options),
    images: new Map([
      [FIXTURE_IMAGE_IDS.front, sketch],
      [FIXTURE_IMAGE_IDS.back, sketch],
    ]),
  };
}
