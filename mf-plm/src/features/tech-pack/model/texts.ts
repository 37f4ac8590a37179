/**
 * The tech pack editors' texts (labels, buttons, errors), in one place so the tests import them.
 * The API's own messages (fibre total, base size, grade steps...) come from PLM_MESSAGES.
 */
import type { BomType, BomUnit, CareGroup, MeasurementUnit } from '@atelier/api-contract/values';
import type { SketchView } from '@atelier/api-contract';

export const SKETCH_TEXTS = {
  heading: 'Sketches',
  intro:
    'Upload the front, back and detail sketches, then click an image to place a numbered callout. Drag a marker, or focus it and use the arrow keys (Shift for bigger steps), to move it.',
  viewNames: { front: 'Front', back: 'Back', detail: 'Detail' } satisfies Record<
    SketchView,
    string
  >,
  upload: (view: string) => `Upload a ${view.toLowerCase()} sketch`,
  uploadHint: 'JPG, PNG or GIF, up to 10MB',
  sketchTitle: (view: string, index: number) => `${view} sketch ${String(index)}`,
  addCallout: (title: string) =>
    `${title}: click to add a callout here (Enter adds one in the middle)`,
  callout: (number: number) => `Callout ${String(number)}`,
  calloutsHeading: 'Callouts',
  noCallouts: 'No callouts yet: click the image to add one.',
  note: (number: number) => `Note for callout ${String(number)}`,
  removeCallout: (number: number) => `Remove callout ${String(number)}`,
  removeCalloutShort: 'Remove',
  removeSketch: 'Remove sketch',
  empty: 'No sketches yet.',
  uploadsLabel: 'Uploads',
  cancel: 'Cancel',
  dismissShort: 'Dismiss',
  removeSketchTitle: 'Remove sketch',
  removeSketchMessage: 'Remove this sketch and its callouts? Saving the style makes it final.',
  imageMissing: 'The image is not available.',
  uploading: (name: string) => `Uploading ${name}`,
  cancelUpload: (name: string) => `Cancel upload of ${name}`,
  dismiss: (name: string) => `Dismiss ${name}`,
  notAnImage: (name: string) => `${name} is not a JPG, PNG or GIF image.`,
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 10MB.`,
  limitReached: 'A style has at most 12 sketches.',
} as const;

export const BOM_TYPE_LABELS = {
  fabric: 'Fabric',
  trim: 'Trim',
  label: 'Label',
  packaging: 'Packaging',
  thread: 'Thread',
} as const satisfies Record<BomType, string>;

export const BOM_UNIT_LABELS = {
  m: 'm (metres)',
  yd: 'yd (yards)',
  pcs: 'pcs (pieces)',
  g: 'g (grams)',
} as const satisfies Record<BomUnit, string>;

export const BOM_TEXTS = {
  heading: 'Bill of materials',
  rowsLabel: 'BOM rows',
  empty: 'No materials yet.',
  row: (number: number, name: string) =>
    name.trim() === '' ? `Row ${String(number)}` : `Row ${String(number)}: ${name}`,
  type: 'Type',
  name: 'Name',
  supplier: 'Supplier',
  content: 'Content',
  contentHint: 'e.g. 95% cotton 5% elastane',
  contentUnreadable: 'Write the content as percentages and fibres: 95% cotton 5% elastane',
  placement: 'Placement',
  quantity: 'Quantity per garment',
  unit: 'Unit',
  unitCost: 'Unit cost (USD)',
  wastage: 'Wastage %',
  add: 'Add a material',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeTitle: 'Remove material',
  removeMessage: (name: string) =>
    `Remove ${name.trim() === '' ? 'this row' : name} from the bill of materials?`,
  nameRequired: 'Give the material a name',
  quantityUnreadable: 'Enter a quantity such as 1.25 (up to three decimals)',
  moneyUnreadable: 'Enter an amount in dollars such as 12.50',
  percentUnreadable: 'Enter a percentage such as 3.5',
  tooLarge: 'This value is larger than the tech pack allows',
  costsHeading: 'Costs and targets',
  cutMakeTrim: 'CMT (cut, make, trim) per garment (USD)',
  overhead: 'Overhead per garment (USD)',
  freight: 'Freight per garment (USD)',
  duty: 'Duty % of FOB',
  targetCost: 'Target landed cost (USD)',
  targetRetail: 'Target retail price (USD)',
  optionalHint: 'Optional: leave empty for none',
} as const;

export const COST_SHEET_TEXTS = {
  heading: 'Cost sheet',
  rowCost: (name: string) => (name.trim() === '' ? 'Unnamed material' : name),
  materials: 'Materials',
  cutMakeTrim: 'CMT',
  overhead: 'Overhead',
  fob: 'FOB',
  computedFob: 'FOB from the BOM',
  quotedFob: 'FOB (accepted quote)',
  quoteSource: (supplier: string, request: string) => `From ${supplier}'s quote on ${request}`,
  quoteOtherCurrency: (price: string, supplier: string) =>
    `Accepted quote: ${price} a unit from ${supplier} (not in US dollars: not used in this sheet)`,
  duty: 'Duty',
  freight: 'Freight',
  landed: 'Landed cost',
  target: 'Target cost',
  overTarget: 'Over target',
  underTarget: 'Under target',
  onTarget: 'On target',
  retail: 'Retail',
  margin: 'Margin',
  marginPercent: 'Margin %',
  none: 'Not set',
  roundingHeading: 'Rounding',
} as const;

export const UNIT_LABELS = {
  cm: 'Centimetres (cm)',
  in: 'Inches (in)',
} as const satisfies Record<MeasurementUnit, string>;

export const SPECS_TEXTS = {
  heading: 'Specs',
  sizeRange: 'Size range',
  sizeRangeNames: {
    'XXS-XXL': 'XXS to XXL',
    '0-16': '0 to 16',
    '24-36': '24 to 36',
    custom: 'Custom',
  },
  customSizes: 'Sizes',
  customSizesHint: 'Separate them with commas: 2T, 3T, 4T',
  sizesEmpty: 'Enter at least one size',
  baseSize: 'Base size',
  unit: 'Unit',
  unitHint: 'Changes how lengths are shown and typed; stored values stay exactly as they are.',
  pointsHeading: 'Points of measure',
  noPoints: 'No points of measure yet.',
  addFromTemplate: (template: 'tops' | 'bottoms') =>
    `Add points from the ${template === 'tops' ? 'Tops' : 'Bottoms'} template`,
  addPoint: 'Add a point of measure',
  point: (code: string, name: string) =>
    code.trim() === '' && name.trim() === '' ? 'New point' : `${code} ${name}`.trim(),
  code: 'Code',
  name: 'Name',
  howToMeasure: 'How to measure',
  tolerance: (unit: string) => `Tolerance ± (${unit})`,
  base: (size: string, unit: string) => `Base value at ${size} (${unit})`,
  grade: 'Grade',
  gradeEven: 'Even: one increment between every two sizes',
  gradeSplit: 'Split: one increment per size step',
  increment: (unit: string) => `Increment (${unit})`,
  stepIncrement: (from: string, to: string, unit: string) => `${from} to ${to} (${unit})`,
  lengthUnreadable: (unit: MeasurementUnit) =>
    unit === 'in' ? 'Enter inches such as 22 1/8 or 22.125' : 'Enter centimetres such as 56.5',
  notNegative: 'This value cannot be negative',
  codeRequired: 'Give the point a code',
  nameRequired: 'Give the point a name',
  remove: 'Remove point',
  removeTitle: 'Remove point of measure',
  removeMessage: (name: string) => `Remove ${name} and its graded values?`,
  chartHeading: 'Graded spec chart',
  chartCaption: (unit: string) =>
    `Graded values in ${unit}; a value typed here overrides the grade.`,
  chartCell: (code: string, size: string) => `${code} at ${size}`,
  overridden: 'set by hand',
  clearOverride: (code: string, size: string) => `Clear the override of ${code} at ${size}`,
  pointColumn: 'Point of measure',
} as const;

export const CONSTRUCTION_TEXTS = {
  heading: 'Construction',
  empty: 'No construction notes yet.',
  add: 'Add a construction note',
  note: (number: number, area: string) =>
    area.trim() === '' ? `Note ${String(number)}` : `Note ${String(number)}: ${area}`,
  area: 'Area',
  areaRequired: 'Name the area, e.g. Side seams',
  stitch: 'Stitch (ISO 4915)',
  noStitch: 'No stitch chosen',
  stitchesPerInch: 'Stitches per inch (SPI)',
  stitchesUnreadable: 'Enter a whole number from 1 to 40',
  seamAllowance: (unit: string) => `Seam allowance (${unit})`,
  text: 'Note',
  remove: 'Remove note',
  removeTitle: 'Remove construction note',
  removeMessage: 'Remove this construction note?',
} as const;

export const COLORWAY_TEXTS = {
  heading: 'Colorways',
  empty: 'No colorways yet.',
  add: 'Add a colorway',
  colorway: (number: number, name: string) =>
    name.trim() === '' ? `Colorway ${String(number)}` : name,
  name: 'Name',
  nameRequired: 'Give the colorway a name',
  code: 'Code',
  swatch: 'Swatch colour',
  remove: 'Remove colorway',
  removeTitle: 'Remove colorway',
  removeMessage: (name: string) =>
    `Remove ${name.trim() === '' ? 'this colorway' : name} and its colours in the BOM?`,
  matrixHeading: 'BOM colours',
  matrixCaption: 'The colour of each material in each colorway',
  matrixNeeds: 'Add materials in the BOM and a colorway to fill in their colours.',
  material: 'Material',
  cell: (material: string, colorway: string) => `${material} in ${colorway}`,
} as const;

export const CARE_GROUP_LABELS = {
  washing: 'Washing',
  bleaching: 'Bleaching',
  drying: 'Drying',
  ironing: 'Ironing',
  professional: 'Professional care',
} as const satisfies Record<CareGroup, string>;

export const CARE_TEXTS = {
  heading: 'Care',
  symbolsHeading: 'Care symbols (ISO 3758)',
  symbolsHint: 'At most one symbol from each group.',
  none: 'None',
  labelPreview: 'The care label',
  noSymbols: 'No symbols chosen.',
  labels: 'Labels',
  labelsHint: 'Main label, size label, care label: where each goes and what it says.',
  packaging: 'Packaging',
  packagingHint: 'Folding, polybag, hangtag, carton.',
} as const;
