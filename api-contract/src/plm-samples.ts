/**
 * Atelier PLM, part 2 (issue 39): sample rounds of a style and their measurements.
 *
 * Routes (all signed in; a style a caller does not reach, or no longer reaches, is 404):
 * - `GET  /api/plm/styles/:styleId/samples`               SampleList (anyone with access)
 * - `POST /api/plm/styles/:styleId/samples`               CreateSampleBody → 201 Sample (the
 *                                                         owner's side; the supplier a reviewer)
 * - `GET  /api/plm/styles/:styleId/samples/:sampleId`     Sample, with its measurement table
 * - `POST /api/plm/styles/:styleId/samples/:sampleId/status`        MoveSampleBody → Sample (the
 *                                                         owner's side and the named supplier;
 *                                                         409 when the round moved meanwhile)
 * - `PUT  /api/plm/styles/:styleId/samples/:sampleId/measurements`  PutMeasurementsBody → Sample
 *                                                         (same people, on a received sample;
 *                                                         409 SampleConflict when a point's value
 *                                                         changed since it was read: none applied)
 * - `POST /api/plm/styles/:styleId/samples/:sampleId/revise-spec`   ReviseSpecBody → Style (the
 *                                                         owner's side: a new revision; 409
 *                                                         StyleConflict when it moved)
 * - `POST /api/plm/styles/:styleId/samples/:sampleId/photos`        AddSamplePhotoBody → Sample
 *                                                         (the owner's side and the named
 *                                                         supplier: one of their image uploads)
 * - `DELETE /api/plm/styles/:styleId/samples/:sampleId/photos/:uploadId` → Sample (same people)
 * - `GET  /api/plm/samples/mine`                          SampleList: the rounds the caller is the
 *                                                         named supplier of, across styles
 *
 * Figures (deviation, tolerance) are `values/plm-samples.ts`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneLine, StringEnum, Timestamp } from './common';
import { STYLE_LIMITS } from './values/plm';
import { MEASUREMENT_UNITS } from './values/plm';
import { SAMPLE_LIMITS, SAMPLE_STATUSES, SAMPLE_TYPES } from './values/plm-samples';

const CalendarDate = Type.String({ format: 'date', description: 'A calendar date: 2027-03-14.' });
const PointId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const Length = Type.Integer({
  minimum: 0,
  maximum: STYLE_LIMITS.lengthMicrometres,
  description: 'Micrometres.',
});
const Person = Type.Object(
  { id: Type.String(), name: Type.String() },
  { additionalProperties: false },
);

export const SampleParams = Type.Object(
  { styleId: Type.String({ format: 'uuid' }), sampleId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type SampleParams = Static<typeof SampleParams>;

export const CreateSampleBody = Type.Object(
  {
    type: StringEnum(SAMPLE_TYPES),
    /** A reviewer of the style (a supplier it was shared with). */
    supplierId: Type.String({ format: 'uuid' }),
    size: OneLine(STYLE_LIMITS.sizeName, { minLength: 1 }),
    requestedOn: CalendarDate,
  },
  { additionalProperties: false },
);
export type CreateSampleBody = Static<typeof CreateSampleBody>;

/** A round as lists show it. */
export const SampleCard = Type.Object(
  {
    id: Type.String(),
    styleId: Type.String(),
    styleNumber: Type.String(),
    styleName: Type.String(),
    /** The style's revision the sample was requested against: its spec is the one measured. */
    revision: Type.Integer({ minimum: 1 }),
    type: StringEnum(SAMPLE_TYPES),
    supplier: Person,
    size: Type.String(),
    status: StringEnum(SAMPLE_STATUSES),
    requestedOn: CalendarDate,
    receivedOn: Nullable(CalendarDate),
    /** Measured points further from the spec than their tolerance. */
    outOfTolerance: Type.Integer({ minimum: 0 }),
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SampleCard = Static<typeof SampleCard>;

export const SampleList = Type.Object(
  { items: Type.Array(SampleCard) },
  { additionalProperties: false },
);
export type SampleList = Static<typeof SampleList>;

/** One row of a sample's measurement table (`sampleMeasurementFigures`). */
export const SampleMeasurement = Type.Object(
  {
    pointId: Type.String(),
    code: Type.String(),
    name: Type.String(),
    /** The revision's graded value at the sample's size (null if the size left the range). */
    specMicrometres: Nullable(Type.Integer()),
    toleranceMicrometres: Type.Integer(),
    measuredMicrometres: Nullable(Type.Integer()),
    deviationMicrometres: Nullable(Type.Integer()),
    outOfTolerance: Type.Boolean(),
    comment: Type.String(),
    /** 0 until something is entered; a PUT names it (`baseVersion`) so no entry is lost. */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type SampleMeasurement = Static<typeof SampleMeasurement>;

/** A photo of a round: an image upload, in the platform's image sizes. */
export const SamplePhoto = Type.Object(
  {
    uploadId: Type.String(),
    /** The card's size (320 px wide) and the display size (1280 px wide). */
    thumbnailUrl: Type.String(),
    url: Type.String(),
    addedBy: Person,
    addedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SamplePhoto = Static<typeof SamplePhoto>;

export const Sample = Type.Composite(
  [
    SampleCard,
    Type.Object({
      /** The round's own version: a status move names it. */
      version: Type.Integer({ minimum: 1 }),
      /** The statuses the caller may move it to now. */
      moves: Type.Array(StringEnum(SAMPLE_STATUSES)),
      /** Whether the caller may enter measurements now (received, and theirs to measure). */
      canMeasure: Type.Boolean(),
      /** Whether the caller may revise the style's spec from it (the owner's side). */
      canRevise: Type.Boolean(),
      measurementUnit: StringEnum(MEASUREMENT_UNITS),
      measurements: Type.Array(SampleMeasurement),
      /** Its photos, in the order they were added (anyone with access sees them). */
      photos: Type.Array(SamplePhoto),
      /** Whether the caller may add and remove photos (the owner's side and its supplier). */
      canEditPhotos: Type.Boolean(),
    }),
  ],
  { additionalProperties: false },
);
export type Sample = Static<typeof Sample>;

export const MoveSampleBody = Type.Object(
  {
    status: StringEnum(SAMPLE_STATUSES),
    /** The round's version the caller saw. */
    version: Type.Integer({ minimum: 1 }),
    /** When it arrived: required to move to Received. */
    receivedOn: Type.Optional(CalendarDate),
  },
  { additionalProperties: false },
);
export type MoveSampleBody = Static<typeof MoveSampleBody>;

export const MeasurementEntry = Type.Object(
  {
    pointId: PointId,
    /** Null clears the value (the comment stays). */
    measuredMicrometres: Nullable(Length),
    comment: Type.String({ maxLength: SAMPLE_LIMITS.comment }),
    /** The point's `version` as read (0 for a point nothing was entered on yet). */
    baseVersion: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type MeasurementEntry = Static<typeof MeasurementEntry>;

export const PutMeasurementsBody = Type.Object(
  {
    entries: Type.Array(MeasurementEntry, { minItems: 1, maxItems: STYLE_LIMITS.pointsOfMeasure }),
  },
  { additionalProperties: false },
);
export type PutMeasurementsBody = Static<typeof PutMeasurementsBody>;

/** 409 to measurements entered over values that changed since: nothing was applied. */
export const SampleConflict = Type.Object(
  {
    error: Type.String(),
    message: Type.String(),
    /** The sample as it is now, to show the other person's values. */
    sample: Sample,
  },
  { additionalProperties: false },
);
export type SampleConflict = Static<typeof SampleConflict>;

export const ReviseSpecBody = Type.Object(
  {
    /** The style's current revision as the caller saw it. */
    baseRevision: Type.Integer({ minimum: 1 }),
    /** The points whose measured value becomes the spec at the sample's size. */
    pointIds: Type.Array(PointId, { minItems: 1, maxItems: STYLE_LIMITS.pointsOfMeasure }),
  },
  { additionalProperties: false },
);
export type ReviseSpecBody = Static<typeof ReviseSpecBody>;

/** A photo added to a round: a finished image upload of the caller's. */
export const AddSamplePhotoBody = Type.Object(
  { uploadId: Type.String({ pattern: '^[0-9a-f]{32}$' }) },
  { additionalProperties: false },
);
export type AddSamplePhotoBody = Static<typeof AddSamplePhotoBody>;

export const SamplePhotoParams = Type.Composite(
  [SampleParams, Type.Object({ uploadId: Type.String({ pattern: '^[0-9a-f]{32}$' }) })],
  { additionalProperties: false },
);
export type SamplePhotoParams = Static<typeof SamplePhotoParams>;
