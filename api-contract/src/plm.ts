/**
 * Atelier PLM (issue 38): styles and their tech packs, every save a revision.
 *
 * Routes (all signed in; a style is seen by its owner only: the freelancer or supplier who made
 * it, or the members of the company it belongs to; 404 to anyone else):
 * - `GET    /api/plm/styles?q=&season=&status=&category=&page=`   StyleList (12 a page)
 * - `POST   /api/plm/styles`                         StyleContent → 201 Style (Pro only: 403 with
 *                                                    the reason for Starter)
 * - `GET    /api/plm/styles/:styleId`                Style (the current revision)
 * - `PUT    /api/plm/styles/:styleId`                SaveStyleBody → Style; 409 StyleConflict when
 *                                                    `baseRevision` is not the current one
 * - `DELETE /api/plm/styles/:styleId`                204 (the owner; a company's owner)
 * - `GET    /api/plm/styles/:styleId/revisions`      StyleRevisionList, newest first
 * - `GET    /api/plm/styles/:styleId/revisions/:revision`   StyleRevision (its whole content)
 * - `POST   /api/plm/styles/:styleId/revisions/:revision/restore`   RestoreRevisionBody → Style
 *                                                    (a new revision with the old content)
 * - `GET    /api/plm/styles/:styleId/tech-pack.pdf?revision=`  the tech pack as a PDF
 * - `GET    /api/plm/styles/:styleId/bom.xlsx?revision=`       the BOM and cost sheet
 * - `GET    /api/plm/styles/:styleId/specs.xlsx?revision=`     the graded spec chart
 * - `GET    /api/plm/launch`                         PlmLaunch (public: the landing's link)
 * - `GET    /api/admin/plm/announcement`             admin: who would get it → PlmAnnouncementPreview
 * - `POST   /api/admin/plm/announcement`             admin: e-mails the waitlist once → PlmAnnouncement
 *
 * Units (values/plm.ts): money in cents, lengths in micrometres, quantities in thousandths,
 * wastage and duty in hundredths of a percent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';
import { UploadId } from './uploads';
import { RevisionApproval } from './plm-approvals';
import { QuotedFob } from './plm-quotes';
import {
  BOM_TYPES,
  COLLABORATOR_ROLES,
  STYLE_ACCESS,
  BOM_UNITS,
  CARE_SYMBOL_CODES,
  MEASUREMENT_UNITS,
  SEASON_PATTERN,
  SIZE_RANGE_NAMES,
  STITCH_CODES,
  STYLE_CATEGORIES,
  STYLE_LIMITS as L,
  STYLE_STATUSES,
} from './values/plm';

/** An id the screen gives a row it adds (a BOM row, a callout...), kept across revisions. */
const RowId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const Cents = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 100_000_000, description: `US cents: ${description}.` });
const Micrometres = (description: string) =>
  Type.Integer({
    minimum: -L.lengthMicrometres,
    maximum: L.lengthMicrometres,
    description: `Micrometres: ${description}.`,
  });
const Text = (maxLength: number) => Type.String({ maxLength });

export const SizeRange = Type.Object(
  {
    name: StringEnum(SIZE_RANGE_NAMES),
    sizes: Type.Array(OneLine(L.sizeName, { minLength: 1 }), { minItems: 1, maxItems: L.sizes }),
    baseSize: OneLine(L.sizeName, { minLength: 1 }),
  },
  { additionalProperties: false },
);
export type SizeRange = Static<typeof SizeRange>;

export const Callout = Type.Object(
  {
    id: RowId,
    /** Where on the image, as fractions of its width and height (0 to 1). */
    x: Type.Number({ minimum: 0, maximum: 1 }),
    y: Type.Number({ minimum: 0, maximum: 1 }),
    note: Text(L.calloutNote),
  },
  { additionalProperties: false },
);
export type Callout = Static<typeof Callout>;

export const SKETCH_VIEWS = ['front', 'back', 'detail'] as const;
export type SketchView = (typeof SKETCH_VIEWS)[number];

export const Sketch = Type.Object(
  {
    id: RowId,
    view: StringEnum(SKETCH_VIEWS),
    /** An image upload of the owner's (purpose image). */
    imageId: UploadId,
    callouts: Type.Array(Callout, { maxItems: L.callouts }),
  },
  { additionalProperties: false },
);
export type Sketch = Static<typeof Sketch>;

export const FibreShare = Type.Object(
  {
    fibre: OneLine(60, { minLength: 1 }),
    percent: Type.Integer({ minimum: 1, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type FibreShare = Static<typeof FibreShare>;

export const BomRow = Type.Object(
  {
    id: RowId,
    type: StringEnum(BOM_TYPES),
    name: OneLine(L.bomText, { minLength: 1 }),
    /** Free text, or an Atelier supplier (their profile's user id) with its name. */
    supplierName: OneLine(L.bomText),
    supplierId: Nullable(Type.String({ format: 'uuid' })),
    /** Fibre content; when given it totals 100%. */
    content: Type.Array(FibreShare, { maxItems: L.fibres }),
    placement: OneLine(L.bomText),
    quantityMilli: Type.Integer({ minimum: 0, maximum: L.quantityMilli }),
    unit: StringEnum(BOM_UNITS),
    unitCostCents: Type.Integer({ minimum: 0, maximum: L.unitCostCents }),
    wastageBasisPoints: Type.Integer({ minimum: 0, maximum: L.wastageBasisPoints }),
    /** One colour per colorway: colorway id → the colour of this material in it. */
    colours: Type.Record(RowId, OneLine(L.bomText)),
  },
  { additionalProperties: false },
);
export type BomRow = Static<typeof BomRow>;

/** The cost sheet's inputs beyond the BOM (duty is a share of FOB). */
export const CostInputs = Type.Object(
  {
    cutMakeTrimCents: Cents('cut, make and trim per garment'),
    overheadCents: Cents('overhead per garment'),
    freightCents: Cents('freight per garment'),
    dutyBasisPoints: Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description: 'Duty, % of FOB × 100.',
    }),
  },
  { additionalProperties: false },
);
export type CostInputs = Static<typeof CostInputs>;

export const Grade = Type.Union([
  Type.Object(
    { kind: Type.Literal('even'), incrementMicrometres: Micrometres('between two sizes') },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('split'),
      /** One increment per size step: from size i to size i + 1. */
      incrementsMicrometres: Type.Array(Micrometres('of one step'), { maxItems: L.sizes }),
    },
    { additionalProperties: false },
  ),
]);
export type Grade = Static<typeof Grade>;

export const PointOfMeasure = Type.Object(
  {
    id: RowId,
    code: OneLine(L.pomCode, { minLength: 1 }),
    name: OneLine(L.pomName, { minLength: 1 }),
    howToMeasure: Text(L.howToMeasure),
    toleranceMicrometres: Type.Integer({ minimum: 0, maximum: L.lengthMicrometres }),
    baseMicrometres: Type.Integer({ minimum: 0, maximum: L.lengthMicrometres }),
    grade: Grade,
    /** Sizes set by hand: size → micrometres. */
    overrides: Type.Record(Type.String({ maxLength: L.sizeName }), Micrometres('set by hand')),
  },
  { additionalProperties: false },
);
export type PointOfMeasure = Static<typeof PointOfMeasure>;

export const ConstructionNote = Type.Object(
  {
    id: RowId,
    area: OneLine(L.bomText, { minLength: 1 }),
    stitch: Nullable(StringEnum(STITCH_CODES)),
    stitchesPerInch: Nullable(Type.Integer({ minimum: 1, maximum: 40 })),
    seamAllowanceMicrometres: Nullable(Type.Integer({ minimum: 0, maximum: 100_000 })),
    note: Text(L.constructionText),
  },
  { additionalProperties: false },
);
export type ConstructionNote = Static<typeof ConstructionNote>;

export const Colorway = Type.Object(
  {
    id: RowId,
    name: OneLine(L.bomText, { minLength: 1 }),
    code: OneLine(40),
    swatch: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
  },
  { additionalProperties: false },
);
export type Colorway = Static<typeof Colorway>;

export const Care = Type.Object(
  {
    symbols: Type.Array(StringEnum(CARE_SYMBOL_CODES), { maxItems: 10, uniqueItems: true }),
    labels: Text(L.careText),
    packaging: Text(L.careText),
  },
  { additionalProperties: false },
);
export type Care = Static<typeof Care>;

/** Everything a revision keeps: the style and its whole tech pack. */
export const StyleContent = Type.Object(
  {
    styleNumber: OneLine(L.styleNumber, { minLength: 1 }),
    name: OneLine(L.name, { minLength: 1 }),
    season: Type.String({ pattern: SEASON_PATTERN, description: 'SS or FW and a year: SS27.' }),
    category: StringEnum(STYLE_CATEGORIES),
    status: StringEnum(STYLE_STATUSES),
    description: Text(L.description),
    coverImageId: Nullable(UploadId),
    sizeRange: SizeRange,
    targetCostCents: Nullable(Cents('the target landed cost')),
    targetRetailCents: Nullable(Cents('the target retail price')),
    sketches: Type.Array(Sketch, { maxItems: L.sketches }),
    bom: Type.Array(BomRow, { maxItems: L.bomRows }),
    costs: CostInputs,
    /** The unit the spec chart is shown in; values are stored in micrometres whatever it is. */
    measurementUnit: StringEnum(MEASUREMENT_UNITS),
    pointsOfMeasure: Type.Array(PointOfMeasure, { maxItems: L.pointsOfMeasure }),
    construction: Type.Array(ConstructionNote, { maxItems: L.constructionNotes }),
    colorways: Type.Array(Colorway, { maxItems: L.colorways }),
    care: Care,
  },
  { additionalProperties: false },
);
export type StyleContent = Static<typeof StyleContent>;

const Person = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

export const STYLE_OWNER_KINDS = ['user', 'company'] as const;
export const StyleOwner = Type.Object(
  {
    kind: StringEnum(STYLE_OWNER_KINDS),
    id: Type.String(),
    /** The freelancer's or supplier's name, or the company's. */
    name: Type.String(),
  },
  { additionalProperties: false },
);
export type StyleOwner = Static<typeof StyleOwner>;

export const StyleIdParams = Type.Object(
  { styleId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type StyleIdParams = Static<typeof StyleIdParams>;

export const RevisionParams = Type.Object(
  { styleId: Type.String({ format: 'uuid' }), revision: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type RevisionParams = Static<typeof RevisionParams>;

/** A style as its page opens it: the current revision's content and the images' addresses. */
export const Style = Type.Object(
  {
    id: Type.String(),
    revision: Type.Integer({ minimum: 1 }),
    owner: StyleOwner,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    updatedBy: Person,
    content: StyleContent,
    /** Upload id → its display image (1280 px), for the cover and every sketch. */
    imageUrls: Type.Record(Type.String(), Type.String()),
    /** Whether the caller may delete it (its maker; a company's owner). */
    canDelete: Type.Boolean(),
    /** What the caller is to it: owner's side, editor or reviewer (issue 39). */
    access: StringEnum(STYLE_ACCESS),
    /** Reviewers reach it only after accepting its NDA (issue 39, `./plm-quotes`). */
    confidential: Type.Optional(Type.Boolean()),
    /** The FOB price from the quote the owner accepted, if any (issue 39). */
    quotedFob: Type.Optional(Nullable(QuotedFob)),
  },
  { additionalProperties: false },
);
export type Style = Static<typeof Style>;

export const SaveStyleBody = Type.Object(
  {
    /** The revision the form was loaded from (optimistic concurrency). */
    baseRevision: Type.Integer({ minimum: 1 }),
    content: StyleContent,
  },
  { additionalProperties: false },
);
export type SaveStyleBody = Static<typeof SaveStyleBody>;

/** One difference between two revisions (`compareStyles` in values/plm-figures). */
export const STYLE_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export const StyleChange = Type.Object(
  {
    /** The tech pack's section: overview, sketches, bom, specs, construction, colorways, care. */
    section: Type.String(),
    kind: StringEnum(STYLE_CHANGE_KINDS),
    /** What changed, in words: 'BOM: Shell fabric, unit cost'. */
    label: Type.String(),
    before: Nullable(Type.String()),
    after: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type StyleChange = Static<typeof StyleChange>;

/** 409 to a save whose base revision is not the current one (ErrorResponse, with what changed). */
export const StyleConflict = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    currentRevision: Type.Integer(),
    updatedBy: Person,
    updatedAt: Timestamp,
    /** From the caller's base revision to the current one. */
    changes: Type.Array(StyleChange),
  },
  { additionalProperties: false },
);
export type StyleConflict = Static<typeof StyleConflict>;

/** 400 to content the schema accepts but the tech pack's rules refuse (`styleContentProblems`). */
export const StyleContentRefusal = Type.Object(
  {
    error: Type.String(),
    message: Type.String({ description: 'The first problem, as the form shows it.' }),
    /** Each problem and where (absent when the body did not fit the schema at all). */
    problems: Type.Optional(
      Type.Array(
        Type.Object(
          { path: Type.String({ description: "Where: 'bom.2.content'." }), message: Type.String() },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type StyleContentRefusal = Static<typeof StyleContentRefusal>;

export const StyleCard = Type.Object(
  {
    id: Type.String(),
    styleNumber: Type.String(),
    name: Type.String(),
    season: Type.String(),
    category: StringEnum(STYLE_CATEGORIES),
    status: StringEnum(STYLE_STATUSES),
    coverImageUrl: Nullable(Type.String({ description: 'The 320 px thumbnail.' })),
    revision: Type.Integer(),
    updatedAt: Timestamp,
    owner: StyleOwner,
    /** 'owner' for the caller's own (and their company's); else it was shared with them. */
    access: StringEnum(STYLE_ACCESS),
  },
  { additionalProperties: false },
);
export type StyleCard = Static<typeof StyleCard>;

export const StyleListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 120 })),
    season: Type.Optional(Type.String({ pattern: SEASON_PATTERN })),
    status: Type.Optional(StringEnum(STYLE_STATUSES)),
    category: Type.Optional(StringEnum(STYLE_CATEGORIES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  },
  { additionalProperties: false },
);
export type StyleListQuery = Static<typeof StyleListQuery>;

export const StyleList = Type.Object(
  {
    items: Type.Array(StyleCard),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
    /** The seasons the caller's styles use, newest first: the season filter's options. */
    seasons: Type.Array(Type.String()),
    /** Whether the caller may create styles (Pro), and why not. */
    canCreate: Type.Boolean(),
    createRefusal: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type StyleList = Static<typeof StyleList>;

export const StyleRevisionSummary = Type.Object(
  {
    revision: Type.Integer(),
    createdAt: Timestamp,
    author: Person,
    /** What changed from the revision before, in words ('Created', '2 BOM rows changed...'). */
    summary: Type.String(),
    /** The revision restored, when this one is a restore. */
    restoredFrom: Nullable(Type.Integer()),
    /** Its approval (issue 39, `./plm-approvals`). */
    approval: Type.Optional(RevisionApproval),
  },
  { additionalProperties: false },
);
export type StyleRevisionSummary = Static<typeof StyleRevisionSummary>;

export const StyleRevisionList = Type.Object(
  { items: Type.Array(StyleRevisionSummary) },
  { additionalProperties: false },
);
export type StyleRevisionList = Static<typeof StyleRevisionList>;

export const StyleRevision = Type.Object(
  {
    revision: Type.Integer(),
    createdAt: Timestamp,
    author: Person,
    content: StyleContent,
    imageUrls: Type.Record(Type.String(), Type.String()),
  },
  { additionalProperties: false },
);
export type StyleRevision = Static<typeof StyleRevision>;

export const RestoreRevisionBody = Type.Object(
  { baseRevision: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type RestoreRevisionBody = Static<typeof RestoreRevisionBody>;

export const ExportQuery = Type.Object(
  { revision: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);
export type ExportQuery = Static<typeof ExportQuery>;

/** Whether PLM has been announced: the landing's PLM section links to `/plm` from then on. */
export const PlmLaunch = Type.Object(
  { launched: Type.Boolean(), announcedAt: Nullable(Timestamp) },
  { additionalProperties: false },
);
export type PlmLaunch = Static<typeof PlmLaunch>;

export const PlmAnnouncement = Type.Object(
  {
    announcedAt: Timestamp,
    /** Waitlist addresses e-mailed by this call (0 when every address already had it). */
    queued: Type.Integer(),
  },
  { additionalProperties: false },
);
export type PlmAnnouncement = Static<typeof PlmAnnouncement>;

/**
 * What 'Announce PLM' would do now (the admin's confirmation says it): the waitlist addresses
 * that have not had the announcement, and when PLM was first announced.
 */
export const PlmAnnouncementPreview = Type.Object(
  {
    announcedAt: Nullable(Timestamp),
    /** Waitlist addresses an announcement now would e-mail. */
    waiting: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type PlmAnnouncementPreview = Static<typeof PlmAnnouncementPreview>;

// ----- Collaborators (issue 39) -----
// - `GET    /api/plm/styles/:styleId/collaborators`          CollaboratorList (anyone with access)
// - `PUT    /api/plm/styles/:styleId/collaborators/:userId`  SetCollaboratorBody → CollaboratorList
//                                                           (the owner's side; 403 to collaborators)
// - `DELETE /api/plm/styles/:styleId/collaborators/:userId`  → CollaboratorList; their access
//                                                           ends at once (404 from then on)

export const Collaborator = Type.Object(
  {
    userId: Type.String(),
    name: Type.String(),
    role: StringEnum(COLLABORATOR_ROLES),
    addedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Collaborator = Static<typeof Collaborator>;

export const CollaboratorList = Type.Object(
  { items: Type.Array(Collaborator) },
  { additionalProperties: false },
);
export type CollaboratorList = Static<typeof CollaboratorList>;

export const CollaboratorParams = Type.Object(
  { styleId: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CollaboratorParams = Static<typeof CollaboratorParams>;

export const SetCollaboratorBody = Type.Object(
  { role: StringEnum(COLLABORATOR_ROLES) },
  { additionalProperties: false },
);
export type SetCollaboratorBody = Static<typeof SetCollaboratorBody>;
