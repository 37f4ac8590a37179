/**
 * Sample rounds of a style through their routes (issue 39): the owner's side requests a round from
 * a supplier reviewer; that supplier and the owner move it and measure it; another reviewer and an
 * editor read; a stranger and a removed collaborator get 404. Deviations against the round's
 * revision, out of tolerance flagged; concurrent entries applied once; 'Revise spec from this fit'
 * makes one revision.
 */
import {
  SAMPLE_MESSAGES,
  type Sample,
  type SampleConflict,
  type SampleList,
  type Style,
  type StyleRevisionList,
} from '@atelier/api-contract';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { subscribe } from '../../support/billing';
import { BACKENDS, type TestDatabase } from '../../support/databases';
import { signedInUser, startFakeKeycloak, type FakeKeycloak } from '../../support/keycloak';
import { styleContent } from '../../support/plm';
import { smallPng, uploadThroughTus } from '../../support/uploads';

type User = Awaited<ReturnType<typeof signedInUser>>;

let app: App;
let keycloak: FakeKeycloak;
let storageDir: string;

const STYLES = '/api/plm/styles';
const samplesPath = (styleId: string) => `${STYLES}/${styleId}/samples`;
const samplePath = (styleId: string, sampleId: string) => `${samplesPath(styleId)}/${sampleId}`;

const request = (
  user: User,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function proUser(role: 'freelancer' | 'client' | 'supplier') {
  const user = await signedInUser(keycloak, { roles: [role] });
  await subscribe(app, user);
  return user;
}

async function person(role: 'freelancer' | 'supplier') {
  const user = await signedInUser(keycloak, { roles: [role] });
  await request(user, 'GET', '/api/me');
  return user;
}

/** A style of `owner`'s shared with a supplier and another reviewer, and an editor. */
async function sharedStyle() {
  const owner = await proUser('client');
  const created = await request(owner, 'POST', STYLES, styleContent());
  expect(created.statusCode).toBe(201);
  const style = created.json<Style>();
  const supplier = await person('supplier');
  const otherReviewer = await person('supplier');
  const editor = await person('freelancer');
  const stranger = await person('freelancer');
  for (const [user, role] of [
    [supplier, 'reviewer'],
    [otherReviewer, 'reviewer'],
    [editor, 'editor'],
  ] as const) {
    const shared = await request(owner, 'PUT', `${STYLES}/${style.id}/collaborators/${user.id}`, {
      role,
    });
    expect(shared.statusCode).toBe(200);
  }
  return { owner, style, supplier, otherReviewer, editor, stranger };
}

const fitRound = (supplierId: string) => ({
  type: 'Fit',
  supplierId,
  size: 'S',
  requestedOn: '2027-03-14',
});

async function move(
  user: User,
  sample: Pick<Sample, 'id' | 'styleId'>,
  status: string,
  version: number,
) {
  return request(user, 'POST', `${samplePath(sample.styleId, sample.id)}/status`, {
    status,
    version,
    ...(status === 'Received' ? { receivedOn: '2027-04-02' } : {}),
  });
}

/** A Fit round of size S moved to Received by its supplier. */
async function receivedRound(owner: User, styleId: string, supplier: User): Promise<Sample> {
  const created = await request(owner, 'POST', samplesPath(styleId), fitRound(supplier.id));
  expect(created.statusCode).toBe(201);
  let sample = created.json<Sample>();
  for (const status of ['In work', 'Shipped', 'Received']) {
    const moved = await move(supplier, sample, status, sample.version);
    expect(moved.statusCode).toBe(200);
    sample = moved.json<Sample>();
  }
  return sample;
}

const measure = (user: User, sample: Pick<Sample, 'id' | 'styleId'>, entries: unknown[]) =>
  request(user, 'PUT', `${samplePath(sample.styleId, sample.id)}/measurements`, { entries });

describe.each(BACKENDS)('PLM samples on %s', (_name, open) => {
  let database: TestDatabase;
  beforeAll(async () => {
    keycloak = await startFakeKeycloak();
    storageDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-plm-samples-'));
    database = await open();
    app = await build({
      keycloak,
      config: { storageDir },
      database: { ...database.db, close: () => Promise.resolve() },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await keycloak.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('the owner requests a round from a supplier reviewer; who reads, moves and measures', async () => {
    const { owner, style, supplier, otherReviewer, editor, stranger } = await sharedStyle();

    // Only the owner's side requests, and only from a reviewer, in one of the style's sizes.
    const byEditor = await request(editor, 'POST', samplesPath(style.id), fitRound(supplier.id));
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json()).toMatchObject({ message: SAMPLE_MESSAGES.createOwnerOnly });
    const fromEditor = await request(owner, 'POST', samplesPath(style.id), fitRound(editor.id));
    expect(fromEditor.statusCode).toBe(400);
    expect(fromEditor.json()).toMatchObject({ message: SAMPLE_MESSAGES.supplierNotReviewer });
    const badSize = await request(owner, 'POST', samplesPath(style.id), {
      ...fitRound(supplier.id),
      size: 'XXXL',
    });
    expect(badSize.json()).toMatchObject({ message: SAMPLE_MESSAGES.sizeUnknown });

    const created = await request(owner, 'POST', samplesPath(style.id), fitRound(supplier.id));
    expect(created.statusCode).toBe(201);
    const sample = created.json<Sample>();
    expect(sample).toMatchObject({
      revision: 1,
      type: 'Fit',
      size: 'S',
      status: 'Requested',
      requestedOn: '2027-03-14',
      receivedOn: null,
      supplier: { id: supplier.id },
      moves: ['In work'],
      canMeasure: false,
      canRevise: true,
      measurementUnit: 'cm',
    });
    // The spec at size S: chest 56 - 2.5, body length 74 - 1.5 (the split grade's first step).
    expect(sample.measurements.map((row) => [row.pointId, row.specMicrometres])).toEqual([
      ['chest', 535_000],
      ['length', 725_000],
    ]);

    // Everyone with access reads it; a stranger does not.
    for (const user of [owner, supplier, otherReviewer, editor]) {
      const list = await request(user, 'GET', samplesPath(style.id));
      expect(list.json<SampleList>().items.map((item) => item.id)).toEqual([sample.id]);
    }
    const asOther = await request(otherReviewer, 'GET', samplePath(style.id, sample.id));
    expect(asOther.json<Sample>()).toMatchObject({
      moves: [],
      canMeasure: false,
      canRevise: false,
    });
    expect((await request(stranger, 'GET', samplesPath(style.id))).statusCode).toBe(404);
    expect((await request(stranger, 'GET', samplePath(style.id, sample.id))).statusCode).toBe(404);
    expect((await move(stranger, sample, 'In work', 1)).statusCode).toBe(404);

    // Another reviewer and an editor may not move it; the supplier may, once per version.
    expect((await move(otherReviewer, sample, 'In work', 1)).statusCode).toBe(403);
    expect((await move(editor, sample, 'In work', 1)).statusCode).toBe(403);
    const inWork = await move(supplier, sample, 'In work', 1);
    expect(inWork.json<Sample>()).toMatchObject({ status: 'In work', version: 2 });
    const stale = await move(owner, sample, 'Shipped', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<SampleConflict>().sample).toMatchObject({ status: 'In work', version: 2 });
    expect((await move(supplier, sample, 'Received', 2)).statusCode).toBe(403);
    expect((await move(supplier, sample, 'Shipped', 2)).statusCode).toBe(200);
    const noDate = await request(supplier, 'POST', `${samplePath(style.id, sample.id)}/status`, {
      status: 'Received',
      version: 3,
    });
    expect(noDate.json()).toMatchObject({ message: SAMPLE_MESSAGES.receivedOnMissing });
    const received = (await move(supplier, sample, 'Received', 3)).json<Sample>();
    expect(received).toMatchObject({
      status: 'Received',
      receivedOn: '2027-04-02',
      canMeasure: true,
      moves: [],
    });
    // Deciding is the owner's.
    const asOwner = await request(owner, 'GET', samplePath(style.id, sample.id));
    expect(asOwner.json<Sample>().moves).toEqual(['Approved', 'Rejected']);

    // The supplier lists it among their rounds; the other reviewer does not.
    const mine = await request(supplier, 'GET', '/api/plm/samples/mine');
    expect(mine.json<SampleList>().items).toEqual([
      expect.objectContaining({ id: sample.id, styleId: style.id, styleNumber: 'AT-1001' }),
    ]);
    expect(
      (await request(otherReviewer, 'GET', '/api/plm/samples/mine')).json<SampleList>().items,
    ).toEqual([]);

    // Removed, the supplier gets 404 at once and the round leaves their list.
    await request(owner, 'DELETE', `${STYLES}/${style.id}/collaborators/${supplier.id}`);
    expect((await request(supplier, 'GET', samplePath(style.id, sample.id))).statusCode).toBe(404);
    expect((await measure(supplier, sample, [])).statusCode).toBe(400);
    expect(
      (
        await measure(supplier, sample, [
          { pointId: 'chest', measuredMicrometres: 1, comment: '', baseVersion: 0 },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (await request(supplier, 'GET', '/api/plm/samples/mine')).json<SampleList>().items,
    ).toEqual([]);
  });

  it('measured values: deviation against the round’s revision, out of tolerance flagged', async () => {
    const { owner, style, supplier, otherReviewer } = await sharedStyle();
    const created = await request(owner, 'POST', samplesPath(style.id), fitRound(supplier.id));
    const requested = created.json<Sample>();
    const early = await measure(supplier, requested, [
      { pointId: 'chest', measuredMicrometres: 548_000, comment: '', baseVersion: 0 },
    ]);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ message: SAMPLE_MESSAGES.notMeasurable });
    for (const [status, version] of [
      ['In work', 1],
      ['Shipped', 2],
      ['Received', 3],
    ] as const) {
      expect((await move(owner, requested, status, version)).statusCode).toBe(200);
    }

    const entered = await measure(supplier, requested, [
      { pointId: 'chest', measuredMicrometres: 548_000, comment: 'Full at chest', baseVersion: 0 },
      { pointId: 'length', measuredMicrometres: 730_000, comment: '', baseVersion: 0 },
    ]);
    expect(entered.statusCode).toBe(200);
    const sample = entered.json<Sample>();
    expect(sample.outOfTolerance).toBe(1);
    expect(sample.measurements).toEqual([
      expect.objectContaining({
        pointId: 'chest',
        specMicrometres: 535_000,
        measuredMicrometres: 548_000,
        deviationMicrometres: 13_000,
        outOfTolerance: true,
        comment: 'Full at chest',
        version: 1,
      }),
      expect.objectContaining({
        pointId: 'length',
        deviationMicrometres: 5_000,
        outOfTolerance: false,
        version: 1,
      }),
    ]);
    // The owner sees it flagged in the list; another reviewer may not measure.
    const list = await request(owner, 'GET', samplesPath(style.id));
    expect(list.json<SampleList>().items[0]).toMatchObject({ outOfTolerance: 1 });
    expect(
      (
        await measure(otherReviewer, sample, [
          { pointId: 'chest', measuredMicrometres: 1, comment: '', baseVersion: 1 },
        ])
      ).statusCode,
    ).toBe(403);
    const unknown = await measure(owner, sample, [
      { pointId: 'waist', measuredMicrometres: 1, comment: '', baseVersion: 0 },
    ]);
    expect(unknown.json()).toMatchObject({ message: SAMPLE_MESSAGES.pointUnknown });

    // A later save of the style does not move the round's spec: it keeps its revision.
    const saved = await request(owner, 'PUT', `${STYLES}/${style.id}`, {
      baseRevision: 1,
      content: styleContent({ name: 'Renamed' }),
    });
    expect(saved.statusCode).toBe(200);
    const again = await request(owner, 'GET', samplePath(style.id, sample.id));
    expect(again.json<Sample>()).toMatchObject({ revision: 1, outOfTolerance: 1 });
  });

  it('concurrent entries on one point: applied once, the others told and nothing lost', async () => {
    const { owner, style, supplier } = await sharedStyle();
    const sample = await receivedRound(owner, style.id, supplier);
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        measure(index % 2 === 0 ? owner : supplier, sample, [
          {
            pointId: 'chest',
            measuredMicrometres: 540_000 + index,
            comment: `Try ${String(index)}`,
            baseVersion: 0,
          },
          { pointId: 'length', measuredMicrometres: 725_000, comment: '', baseVersion: 0 },
        ]),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = attempts.findIndex((attempt) => attempt.statusCode === 200);
    const now = (await request(owner, 'GET', samplePath(style.id, sample.id))).json<Sample>();
    expect(now.measurements[0]).toMatchObject({
      measuredMicrometres: 540_000 + winner,
      comment: `Try ${String(winner)}`,
      version: 1,
    });
    // A loser's answer shows the winner's value; retried on its version, it applies.
    const loser = attempts.find((attempt) => attempt.statusCode === 409);
    expect(loser?.json<SampleConflict>().sample.measurements[0]?.version).toBe(1);
    const retried = await measure(supplier, sample, [
      { pointId: 'chest', measuredMicrometres: 541_000, comment: 'Retried', baseVersion: 1 },
    ]);
    expect(retried.json<Sample>().measurements[0]).toMatchObject({
      measuredMicrometres: 541_000,
      version: 2,
    });
  });

  it('photos: the owner and the round’s supplier add and remove them; everyone with access sees them', async () => {
    const { owner, style, supplier, otherReviewer, editor, stranger } = await sharedStyle();
    const created = await request(owner, 'POST', samplesPath(style.id), fitRound(supplier.id));
    const sample = created.json<Sample>();
    expect(sample).toMatchObject({ photos: [], canEditPhotos: true });
    const photos = `${samplePath(style.id, sample.id)}/photos`;
    const image = (user: User, name: string) =>
      smallPng().then((png) => uploadThroughTus(app, user.headers, 'image', name, png));

    const front = await image(supplier, 'front.jpg');
    const added = await request(supplier, 'POST', photos, { uploadId: front });
    expect(added.statusCode).toBe(200);
    const [shown, ...others] = added.json<Sample>().photos;
    expect(others).toEqual([]);
    expect(shown).toMatchObject({ uploadId: front, addedBy: { id: supplier.id } });
    expect(shown?.thumbnailUrl).toContain(front);
    expect(shown?.url).toContain(front);
    expect(Number.isNaN(Date.parse(shown?.addedAt ?? ''))).toBe(false);
    // The photo's address serves the image.
    const served = await app.inject({ method: 'GET', url: shown?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    // Adding it again changes nothing; the owner adds one of theirs.
    expect(
      (await request(supplier, 'POST', photos, { uploadId: front })).json<Sample>().photos,
    ).toHaveLength(1);
    const back = await image(owner, 'back.jpg');
    expect((await request(owner, 'POST', photos, { uploadId: back })).statusCode).toBe(200);

    // Everyone with access sees them; only the owner's side and the supplier change them.
    for (const user of [otherReviewer, editor]) {
      const seen = (await request(user, 'GET', samplePath(style.id, sample.id))).json<Sample>();
      expect(seen.photos.map((photo) => photo.uploadId)).toEqual([front, back]);
      expect(seen.canEditPhotos).toBe(false);
      const theirs = await image(user, 'theirs.jpg');
      const refused = await request(user, 'POST', photos, { uploadId: theirs });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: SAMPLE_MESSAGES.photosOwnerOrSupplier });
      expect((await request(user, 'DELETE', `${photos}/${front}`)).statusCode).toBe(403);
    }
    expect((await request(stranger, 'GET', samplePath(style.id, sample.id))).statusCode).toBe(404);
    expect((await request(stranger, 'DELETE', `${photos}/${front}`)).statusCode).toBe(404);

    // Someone else's upload, an unknown one, a malformed one: 400 with the reason.
    const notMine = await request(supplier, 'POST', photos, { uploadId: back });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toMatchObject({ message: SAMPLE_MESSAGES.photoUploadMissing });
    const unknown = await request(supplier, 'POST', photos, { uploadId: 'a'.repeat(32) });
    expect(unknown.statusCode).toBe(400);
    expect((await request(supplier, 'POST', photos, { uploadId: '../x' })).statusCode).toBe(400);

    // The supplier removes the owner's photo: gone for everyone; twice is 404.
    const removed = await request(supplier, 'DELETE', `${photos}/${back}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Sample>().photos.map((photo) => photo.uploadId)).toEqual([front]);
    const again = await request(owner, 'DELETE', `${photos}/${back}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: SAMPLE_MESSAGES.photoNotFound });

    // A removed supplier: 404 from then on.
    await request(owner, 'DELETE', `${STYLES}/${style.id}/collaborators/${supplier.id}`);
    const late = await image(supplier, 'late.jpg');
    expect((await request(supplier, 'POST', photos, { uploadId: late })).statusCode).toBe(404);
  });

  it('photos: at most 12 a round, also when added at once', async () => {
    const { owner, style, supplier } = await sharedStyle();
    const sample = (
      await request(owner, 'POST', samplesPath(style.id), fitRound(supplier.id))
    ).json<Sample>();
    const photos = `${samplePath(style.id, sample.id)}/photos`;
    const png = await smallPng();
    const ids: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      ids.push(await uploadThroughTus(app, supplier.headers, 'image', `p${String(i)}.png`, png));
    }
    const answers = await Promise.all(
      ids.map((uploadId) => request(supplier, 'POST', photos, { uploadId })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(12);
    expect(codes.filter((code) => code === 400)).toHaveLength(2);
    const full = answers.find((answer) => answer.statusCode === 400);
    expect(full?.json()).toMatchObject({ message: SAMPLE_MESSAGES.photosFull });
    const seen = (await request(owner, 'GET', samplePath(style.id, sample.id))).json<Sample>();
    expect(seen.photos).toHaveLength(12);
  });

  it('Revise spec from this fit: one new revision with the chosen values set by hand', async () => {
    const { owner, style, supplier, editor } = await sharedStyle();
    const sample = await receivedRound(owner, style.id, supplier);
    await measure(supplier, sample, [
      { pointId: 'chest', measuredMicrometres: 548_000, comment: '', baseVersion: 0 },
      { pointId: 'length', measuredMicrometres: 730_000, comment: '', baseVersion: 0 },
    ]);
    const revise = (user: User, body: unknown) =>
      request(user, 'POST', `${samplePath(style.id, sample.id)}/revise-spec`, body);

    const bySupplier = await revise(supplier, { baseRevision: 1, pointIds: ['chest'] });
    expect(bySupplier.statusCode).toBe(403);
    expect((await revise(editor, { baseRevision: 1, pointIds: ['chest'] })).statusCode).toBe(403);
    expect((await revise(owner, { baseRevision: 1, pointIds: [] })).statusCode).toBe(400);

    const revised = await revise(owner, { baseRevision: 1, pointIds: ['chest'] });
    expect(revised.statusCode).toBe(200);
    const next = revised.json<Style>();
    expect(next.revision).toBe(2);
    const [chest, length] = next.content.pointsOfMeasure;
    expect(chest?.overrides).toEqual({ S: 548_000 });
    expect(length?.overrides).toEqual({});
    const revisions = await request(owner, 'GET', `${STYLES}/${style.id}/revisions`);
    expect(revisions.json<StyleRevisionList>().items.map((item) => item.revision)).toEqual([2, 1]);

    // The same click again, on the revision it no longer is: 409, no third revision.
    const again = await revise(owner, { baseRevision: 1, pointIds: ['chest'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ currentRevision: 2 });
    const after = await request(owner, 'GET', `${STYLES}/${style.id}/revisions`);
    expect(after.json<StyleRevisionList>().items).toHaveLength(2);
  });
});
