/**
 * Sample rounds' rules (issue 39): the owner's side requests a round from a supplier the style is
 * shared with as reviewer; that supplier and the owner's side move it forward and enter its
 * measurements; everyone else with access reads. A style the caller does not reach is not found,
 * so a removed collaborator's next call is a 404. 'Revise spec from this fit' goes through the
 * style's own save (its checks, its revisions, its 409).
 */
import {
  SAMPLE_LIMITS,
  SAMPLE_MESSAGES,
  isMeasurable,
  reviseSpecFromFit,
  reviseSpecProblems,
  sampleMeasurementFigures,
  sampleMoves,
  type CreateSampleBody,
  type MeasurementEntry,
  type MoveSampleBody,
  type Sample,
  type SampleCard,
  type SamplePhoto,
  type SampleRole,
  type StyleContent,
} from '@atelier/api-contract';
import type { Outcome, PlmCaller, PlmService, ReachedStyle } from '../service';
import type { ImagesPort } from '../../profiles/images-port';
import type { MeasurementRow, PhotoRow, SampleRepository, SampleRow } from './repository';

export type SampleRefusal =
  | { kind: 'not-found'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'moved'; message: string; sample: Sample };

export type SampleOutcome<T> = { ok: true; value: T } | ({ ok: false } & SampleRefusal);

export interface SamplePorts {
  /** How a user is named to others (profiles). */
  userName(userId: string): Promise<string | undefined>;
  /** The photos' uploads: whether one is the caller's finished image, and its addresses. */
  images: Pick<ImagesPort, 'find' | 'url'>;
  /**
   * A round of the style moved, was measured or had a photo added or removed (after the write
   * committed): the style's open pages hear of it.
   */
  sampleChanged?(styleId: string, author: { id: string; name: string }): Promise<void>;
}

const ok = <T>(value: T): SampleOutcome<T> => ({ ok: true, value });
const refused = <T>(refusal: SampleRefusal): SampleOutcome<T> => ({ ok: false, ...refusal });
const NOT_FOUND: SampleRefusal = { kind: 'not-found', message: SAMPLE_MESSAGES.notFound };

const roleOf = (style: ReachedStyle, sample: SampleRow, caller: PlmCaller): SampleRole =>
  style.access === 'owner'
    ? 'owner'
    : style.access === 'reviewer' && sample.supplier_id === caller.author.id
      ? 'supplier'
      : 'reader';

const inputsOf = (rows: readonly MeasurementRow[]) =>
  rows.map((row) => ({
    pointId: row.point_id,
    measuredMicrometres: row.measured_micrometres,
    comment: row.comment,
  }));

export function createSampleService(
  repository: SampleRepository,
  plm: PlmService,
  ports: SamplePorts,
) {
  async function cardsOf(rows: readonly SampleRow[]): Promise<SampleCard[]> {
    const measurements = await repository.measurements(rows.map((row) => row.id));
    const contents = new Map<string, Map<number, StyleContent>>();
    for (const styleId of new Set(rows.map((row) => row.style_id))) {
      const revisions = rows.filter((row) => row.style_id === styleId).map((row) => row.revision);
      contents.set(styleId, await repository.revisionContents(styleId, revisions));
    }
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((row) => row.supplier_id))) {
      names.set(id, (await ports.userName(id)) ?? '');
    }
    return rows.map((row) => {
      const content = contents.get(row.style_id)?.get(row.revision);
      const own = measurements.filter((entry) => entry.sample_id === row.id);
      const figures =
        content === undefined ? [] : sampleMeasurementFigures(content, row.size, inputsOf(own));
      return {
        id: row.id,
        styleId: row.style_id,
        styleNumber: row.style_number,
        styleName: row.style_name,
        revision: row.revision,
        type: row.type,
        supplier: { id: row.supplier_id, name: names.get(row.supplier_id) ?? '' },
        size: row.size,
        status: row.status,
        requestedOn: row.requested_on,
        receivedOn: row.received_on,
        outOfTolerance: figures.filter((figure) => figure.outOfTolerance).length,
        updatedAt: row.updated_at.toISOString(),
      };
    });
  }

  const toPhoto = (photo: PhotoRow): SamplePhoto => ({
    uploadId: photo.upload_id,
    thumbnailUrl: ports.images.url(photo.upload_id, 'thumbnail'),
    url: ports.images.url(photo.upload_id, 'display'),
    addedBy: { id: photo.added_by, name: photo.added_by_name },
    addedAt: photo.added_at.toISOString(),
  });

  /** Tells the style's open pages of news of one of its rounds. */
  const announce = (styleId: string, caller: PlmCaller) =>
    ports.sampleChanged?.(styleId, caller.author) ?? Promise.resolve();

  async function sampleOf(style: ReachedStyle, row: SampleRow, caller: PlmCaller): Promise<Sample> {
    const [card] = await cardsOf([row]);
    if (card === undefined) throw new Error('A sample row has no card');
    const rows = await repository.measurements([row.id]);
    const photos = await repository.photos([row.id]);
    const content = (await repository.revisionContents(row.style_id, [row.revision])).get(
      row.revision,
    );
    const versions = new Map(rows.map((entry) => [entry.point_id, entry.version]));
    const role = roleOf(style, row, caller);
    return {
      ...card,
      version: row.version,
      moves: sampleMoves(row.status, role),
      canMeasure: role !== 'reader' && isMeasurable(row.status),
      canRevise: style.access === 'owner',
      measurementUnit: style.content.measurementUnit,
      measurements:
        content === undefined
          ? []
          : sampleMeasurementFigures(content, row.size, inputsOf(rows)).map((figure) => ({
              ...figure,
              version: versions.get(figure.pointId) ?? 0,
            })),
      photos: photos.map(toPhoto),
      canEditPhotos: role !== 'reader',
    };
  }

  /** The style (if reached) and its round (if it has it). */
  async function reached(caller: PlmCaller, styleId: string, sampleId: string) {
    const style = await plm.find(caller, styleId);
    if (!style.ok) return undefined;
    const row = await repository.find(styleId, sampleId);
    return row === undefined ? undefined : { style: style.value, row };
  }

  return {
    async list(caller: PlmCaller, styleId: string): Promise<SampleOutcome<SampleCard[]>> {
      const style = await plm.find(caller, styleId);
      if (!style.ok) return refused(NOT_FOUND);
      return ok(await cardsOf(await repository.listOfStyle(styleId)));
    },

    async mine(caller: PlmCaller): Promise<SampleCard[]> {
      return cardsOf(await repository.listOfSupplier(caller.author.id));
    },

    async create(
      caller: PlmCaller,
      styleId: string,
      body: CreateSampleBody,
    ): Promise<SampleOutcome<Sample>> {
      const found = await plm.find(caller, styleId);
      if (!found.ok) return refused(NOT_FOUND);
      const style = found.value;
      if (style.access !== 'owner') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.createOwnerOnly });
      }
      const collaborators = await plm.collaborators(caller, styleId);
      const supplier = collaborators.ok
        ? collaborators.value.find((person) => person.userId === body.supplierId)
        : undefined;
      if (supplier?.role !== 'reviewer') {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.supplierNotReviewer });
      }
      if (!style.content.sizeRange.sizes.includes(body.size)) {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.sizeUnknown });
      }
      const id = await repository.insert({
        styleId,
        revision: style.revision,
        type: body.type,
        supplierId: body.supplierId,
        size: body.size,
        requestedOn: body.requestedOn,
        createdBy: caller.author.id,
      });
      await announce(styleId, caller);
      const row = await repository.find(styleId, id);
      if (row === undefined) throw new Error('A sample just created was not found');
      return ok(await sampleOf(style, row, caller));
    },

    async find(caller: PlmCaller, styleId: string, sampleId: string) {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused<Sample>(NOT_FOUND);
      return ok(await sampleOf(found.style, found.row, caller));
    },

    /** Moves the round forward, if the caller may and nobody moved it since they read it. */
    async move(
      caller: PlmCaller,
      styleId: string,
      sampleId: string,
      body: MoveSampleBody,
    ): Promise<SampleOutcome<Sample>> {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused(NOT_FOUND);
      const { style, row } = found;
      const role = roleOf(style, row, caller);
      if (role === 'reader') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.moveOwnerOnly });
      }
      if (body.version !== row.version) {
        return refused({
          kind: 'moved',
          message: SAMPLE_MESSAGES.sampleMoved,
          sample: await sampleOf(style, row, caller),
        });
      }
      if (!sampleMoves(row.status, role).includes(body.status)) {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.moveRefused });
      }
      const receivedOn = body.status === 'Received' ? (body.receivedOn ?? null) : null;
      if (body.status === 'Received' && receivedOn === null) {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.receivedOnMissing });
      }
      const moved = await repository.move(
        sampleId,
        row.version,
        row.status,
        body.status,
        receivedOn,
      );
      if (moved) await announce(styleId, caller);
      const latest = await repository.find(styleId, sampleId);
      if (latest === undefined) return refused(NOT_FOUND);
      const sample = await sampleOf(style, latest, caller);
      return moved
        ? ok(sample)
        : refused({ kind: 'moved', message: SAMPLE_MESSAGES.sampleMoved, sample });
    },

    /** Enters values and comments, all or none (a point changed meanwhile: none, with the latest). */
    async measure(
      caller: PlmCaller,
      styleId: string,
      sampleId: string,
      entries: readonly MeasurementEntry[],
    ): Promise<SampleOutcome<Sample>> {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused(NOT_FOUND);
      const { style, row } = found;
      if (roleOf(style, row, caller) === 'reader') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.moveOwnerOnly });
      }
      if (!isMeasurable(row.status)) {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.notMeasurable });
      }
      const ids = entries.map((entry) => entry.pointId);
      if (new Set(ids).size !== ids.length) {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.pointDuplicate });
      }
      const content = (await repository.revisionContents(styleId, [row.revision])).get(
        row.revision,
      );
      const known = new Set(content?.pointsOfMeasure.map((point) => point.id) ?? []);
      if (ids.some((id) => !known.has(id))) {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.pointUnknown });
      }
      const written = await repository.writeMeasurements(sampleId, entries, caller.author.id);
      if (written) await announce(styleId, caller);
      const latest = (await repository.find(styleId, sampleId)) ?? row;
      const sample = await sampleOf(style, latest, caller);
      return written
        ? ok(sample)
        : refused({ kind: 'moved', message: SAMPLE_MESSAGES.measurementConflict, sample });
    },

    /** Adds one of the caller's finished image uploads to the round's photos. */
    async addPhoto(
      caller: PlmCaller,
      styleId: string,
      sampleId: string,
      uploadId: string,
    ): Promise<SampleOutcome<Sample>> {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused(NOT_FOUND);
      const { style, row } = found;
      if (roleOf(style, row, caller) === 'reader') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.photosOwnerOrSupplier });
      }
      if ((await ports.images.find(uploadId, caller.author.id)) === undefined) {
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.photoUploadMissing });
      }
      const added = await repository.addPhoto(
        sampleId,
        uploadId,
        caller.author,
        SAMPLE_LIMITS.photos,
      );
      if (added === 'full')
        return refused({ kind: 'invalid', message: SAMPLE_MESSAGES.photosFull });
      await announce(styleId, caller);
      return ok(await sampleOf(style, (await repository.find(styleId, sampleId)) ?? row, caller));
    },

    /** Takes a photo off the round (whoever added it). */
    async removePhoto(
      caller: PlmCaller,
      styleId: string,
      sampleId: string,
      uploadId: string,
    ): Promise<SampleOutcome<Sample>> {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused(NOT_FOUND);
      const { style, row } = found;
      if (roleOf(style, row, caller) === 'reader') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.photosOwnerOrSupplier });
      }
      if (!(await repository.removePhoto(sampleId, uploadId))) {
        return refused({ kind: 'not-found', message: SAMPLE_MESSAGES.photoNotFound });
      }
      await announce(styleId, caller);
      return ok(await sampleOf(style, (await repository.find(styleId, sampleId)) ?? row, caller));
    },

    /**
     * A new revision of the style with the chosen points' measured values as hand overrides at
     * the round's size, saved over `baseRevision` (409 through the style's save when it moved).
     */
    async reviseSpec(
      caller: PlmCaller,
      styleId: string,
      sampleId: string,
      baseRevision: number,
      pointIds: readonly string[],
    ): Promise<SampleOutcome<Outcome<ReachedStyle>>> {
      const found = await reached(caller, styleId, sampleId);
      if (found === undefined) return refused(NOT_FOUND);
      const { style, row } = found;
      if (style.access !== 'owner') {
        return refused({ kind: 'forbidden', message: SAMPLE_MESSAGES.reviseOwnerOnly });
      }
      const measured = inputsOf(await repository.measurements([row.id]));
      const problems = reviseSpecProblems(style.content, row.size, measured, pointIds);
      const [problem] = problems;
      if (problem !== undefined) return refused({ kind: 'invalid', message: problem });
      const content = reviseSpecFromFit(style.content, row.size, measured, pointIds);
      return ok(await plm.save(caller, styleId, baseRevision, content));
    },
  };
}

export type SampleService = ReturnType<typeof createSampleService>;
