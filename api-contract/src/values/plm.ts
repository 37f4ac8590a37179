/**
 * Atelier PLM (issue 38): the words of a style and its tech pack, written once for the API, the
 * PLM screens, the exports and the tests. Plain constants only; the figures computed from a tech
 * pack (cost sheet, graded chart, units) are in `./plm-figures`.
 *
 * Units the tech pack stores, so that nothing is rounded twice:
 * - money in integer cents;
 * - lengths in integer micrometres (µm): 1 in = 25,400 µm and 1/8 in = 3,175 µm exactly, 1 mm =
 *   1,000 µm, so a value typed in centimetres (to 0.001) or in inches (to 1/8) is stored exactly,
 *   and switching the shown unit converts for display only;
 * - a BOM row's quantity per garment in thousandths of its unit (1.25 m = 1250), its wastage in
 *   hundredths of a percent (3.5% = 350), a fibre's share in whole percent.
 */

export const STYLE_CATEGORIES = [
  'Tops',
  'Bottoms',
  'Dresses',
  'Outerwear',
  'Knitwear',
  'Swimwear',
  'Lingerie',
  'Accessories',
  'Footwear',
  'Other',
] as const;
export type StyleCategory = (typeof STYLE_CATEGORIES)[number];

export const STYLE_STATUSES = [
  'Concept',
  'Development',
  'Sampling',
  'Approved',
  'Production',
  'Dropped',
] as const;
export type StyleStatus = (typeof STYLE_STATUSES)[number];

/** A season: SS or FW and the year's last two digits (SS27, FW27). */
export const SEASON_PATTERN = '^(SS|FW)[0-9]{2}$';

/** The size ranges a style starts from; `custom` is the user's own list. */
export const SIZE_RANGES = {
  'XXS-XXL': ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'],
  '0-16': ['0', '2', '4', '6', '8', '10', '12', '14', '16'],
  '24-36': ['24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36'],
} as const satisfies Record<string, readonly string[]>;
export type SizeRangeName = keyof typeof SIZE_RANGES | 'custom';
export const SIZE_RANGE_NAMES = [
  ...(Object.keys(SIZE_RANGES) as (keyof typeof SIZE_RANGES)[]),
  'custom',
] as const satisfies readonly SizeRangeName[];

export const BOM_TYPES = ['fabric', 'trim', 'label', 'packaging', 'thread'] as const;
export type BomType = (typeof BOM_TYPES)[number];

export const BOM_UNITS = ['m', 'yd', 'pcs', 'g'] as const;
export type BomUnit = (typeof BOM_UNITS)[number];

export const MEASUREMENT_UNITS = ['cm', 'in'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Micrometres in one unit of each shown unit. */
export const MICROMETRES_PER = { mm: 1_000, cm: 10_000, in: 25_400 } as const;

/** ISO 4915 stitch classes a construction note chooses from, with their names. */
export const STITCH_TYPES = [
  { code: '301', name: 'Lockstitch' },
  { code: '304', name: 'Zigzag lockstitch' },
  { code: '401', name: 'Chainstitch' },
  { code: '406', name: 'Coverstitch (two needle)' },
  { code: '407', name: 'Coverstitch (three needle)' },
  { code: '504', name: 'Overlock (three thread)' },
  { code: '514', name: 'Overlock (four thread)' },
  { code: '516', name: 'Safety stitch' },
  { code: '602', name: 'Flatseam coverstitch (two needle)' },
  { code: '605', name: 'Flatseam coverstitch (three needle)' },
  { code: '607', name: 'Flatlock' },
] as const;
export type StitchCode = (typeof STITCH_TYPES)[number]['code'];
export const STITCH_CODES = STITCH_TYPES.map<StitchCode>(({ code }) => code);

/** The five groups of ISO 3758 care symbols, in the order a care label shows them. */
export const CARE_GROUPS = ['washing', 'bleaching', 'drying', 'ironing', 'professional'] as const;
export type CareGroup = (typeof CARE_GROUPS)[number];

/** ISO 3758 care symbols: a code, its group and the text a label shows beside it. */
export const CARE_SYMBOLS = [
  { code: 'wash-95', group: 'washing', text: 'Wash at or below 95 °C' },
  { code: 'wash-60', group: 'washing', text: 'Wash at or below 60 °C' },
  { code: 'wash-40', group: 'washing', text: 'Wash at or below 40 °C' },
  { code: 'wash-40-mild', group: 'washing', text: 'Wash at or below 40 °C, mild process' },
  { code: 'wash-30', group: 'washing', text: 'Wash at or below 30 °C' },
  { code: 'wash-30-mild', group: 'washing', text: 'Wash at or below 30 °C, mild process' },
  { code: 'wash-hand', group: 'washing', text: 'Hand wash, at or below 40 °C' },
  { code: 'wash-no', group: 'washing', text: 'Do not wash' },
  { code: 'bleach-any', group: 'bleaching', text: 'Any bleaching agent allowed' },
  { code: 'bleach-oxygen', group: 'bleaching', text: 'Only oxygen / non-chlorine bleach' },
  { code: 'bleach-no', group: 'bleaching', text: 'Do not bleach' },
  { code: 'tumble-normal', group: 'drying', text: 'Tumble drying, normal temperature' },
  { code: 'tumble-low', group: 'drying', text: 'Tumble drying, low temperature' },
  { code: 'tumble-no', group: 'drying', text: 'Do not tumble dry' },
  { code: 'dry-line', group: 'drying', text: 'Line drying' },
  { code: 'dry-flat', group: 'drying', text: 'Flat drying' },
  { code: 'dry-shade', group: 'drying', text: 'Drying in the shade' },
  { code: 'iron-high', group: 'ironing', text: 'Iron at a maximum of 200 °C' },
  { code: 'iron-medium', group: 'ironing', text: 'Iron at a maximum of 150 °C' },
  { code: 'iron-low', group: 'ironing', text: 'Iron at a maximum of 110 °C without steam' },
  { code: 'iron-no', group: 'ironing', text: 'Do not iron' },
  {
    code: 'dryclean-p',
    group: 'professional',
    text: 'Professional dry cleaning in tetrachloroethene',
  },
  { code: 'dryclean-f', group: 'professional', text: 'Professional dry cleaning in hydrocarbons' },
  { code: 'dryclean-no', group: 'professional', text: 'Do not dry clean' },
  { code: 'wetclean-w', group: 'professional', text: 'Professional wet cleaning' },
  { code: 'wetclean-no', group: 'professional', text: 'Do not wet clean' },
] as const satisfies readonly { code: string; group: CareGroup; text: string }[];
export type CareSymbolCode = (typeof CARE_SYMBOLS)[number]['code'];
export const CARE_SYMBOL_CODES = CARE_SYMBOLS.map<CareSymbolCode>(({ code }) => code);

/**
 * What the caller is to a style (issue 39): its owner's side (the maker, their company's members),
 * an editor it was shared with (may change the tech pack) or a reviewer (may read it).
 */
export const STYLE_ACCESS = ['owner', 'editor', 'reviewer'] as const;
export type StyleAccess = (typeof STYLE_ACCESS)[number];
export const COLLABORATOR_ROLES = ['editor', 'reviewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** The tabs of a style's page, in order; each is a segment of its address (`/plm/styles/:id/bom`). */
export const STYLE_TABS = [
  'overview',
  'sketches',
  'bom',
  'specs',
  'construction',
  'colorways',
  'care',
  'comments',
  'samples',
  'sharing',
  'history',
] as const;
export type StyleTab = (typeof STYLE_TABS)[number];

/** Lengths and counts the forms and the API share. */
export const STYLE_LIMITS = {
  styleNumber: 40,
  name: 120,
  description: 4000,
  sizes: 20,
  sizeName: 12,
  sketches: 12,
  callouts: 30,
  calloutNote: 500,
  bomRows: 100,
  bomText: 200,
  fibres: 8,
  pointsOfMeasure: 80,
  pomCode: 12,
  pomName: 120,
  howToMeasure: 500,
  constructionNotes: 60,
  constructionText: 1000,
  colorways: 20,
  careText: 2000,
  /** Quantities in thousandths: 10,000 units per garment at most. */
  quantityMilli: 10_000_000,
  /** 10,000.00 USD a unit at most. */
  unitCostCents: 1_000_000,
  /** Wastage up to 100% (10,000 hundredths of a percent). */
  wastageBasisPoints: 10_000,
  /** 10 m in micrometres: no garment measures more. */
  lengthMicrometres: 10_000_000,
  /** Styles a list page shows. */
  pageSize: 12,
} as const;

/** Every text the PLM API answers with (auth-service's plm module and the screens share them). */
export const PLM_MESSAGES = {
  notFound: 'Style not found',
  starterRefused: 'Creating styles is part of the Pro plan. Upgrade to Pro to use Atelier PLM.',
  styleNumberTaken: 'You already have a style with this number',
  revisionConflict:
    'This style was saved by someone else since you opened it. Review their changes, then save again.',
  contentTotal: 'Fibre content must total 100%',
  baseSizeMissing: 'The base size must be one of the sizes',
  sizesDuplicate: 'Each size may appear once',
  gradeSteps: 'A split grade needs one increment per size step',
  colorwayUnknown: 'A BOM colour names a colorway the style does not have',
  uploadMissing: 'One of the images is not an upload of yours',
  deleteRefused: "Only the style's maker or the company's owner may delete it",
  overrideSizeUnknown: 'A measurement set by hand names a size the style does not have',
  idDuplicate: 'Each row may appear once',
  reviewerCannotEdit: 'You review this style: only its owner and its editors change it.',
  sharingOwnerOnly: "Only the style's owner shares it",
  collaboratorUnknown: 'No Atelier account found for this person',
  collaboratorIsOwner: 'This person already works on the style as its owner',
  imagesUnavailable: "The style's images cannot be read right now. Try again in a moment.",
} as const;

/** Quotes from a style and the confidential style's NDA (issue 39). */
export const PLM_QUOTE_MESSAGES = {
  clientsOnly: 'Only brands request quotes from suppliers.',
  ownerOnly: "Only the style's owner does this.",
  notApproved: 'Request quotes from an approved revision: this one is not approved.',
  ndaRequired: 'This style is confidential: accept its NDA to open it.',
  ndaNotNeeded: 'You may open this style without an NDA.',
  requestTitle: (styleNumber: string, name: string, revision: number) =>
    `Quotes for ${styleNumber} ${name} (revision ${String(revision)})`,
  requestDescription: (styleNumber: string, revision: number, targetPrice: string) =>
    `Quotes for style ${styleNumber}, made to revision ${String(revision)} of its tech pack (attached as a PDF). Target price: ${targetPrice} a unit (FOB).`,
  requestBudget: (targetPrice: string) => `Target price ${targetPrice} a unit (FOB)`,
} as const;
