import type { SampleMeasurement } from '@atelier/api-contract';
import { changedEntries, draftOf, rebaseDraft } from './measurementDraft';
import { REQUEST_MESSAGES, requestProblems, todayDate } from './requestForm';

const row = (pointId: string, measured: number | null, version: number): SampleMeasurement => ({
  pointId,
  code: pointId,
  name: pointId,
  specMicrometres: 535_000,
  toleranceMicrometres: 10_000,
  measuredMicrometres: measured,
  deviationMicrometres: null,
  outOfTolerance: false,
  comment: '',
  version,
});

describe('changedEntries', () => {
  const rows = [row('chest', 548_000, 2), row('length', null, 0)];
  it.each([
    ['nothing typed', {}, []],
    ['the same value', { chest: { measuredMicrometres: 548_000, comment: '' } }, []],
    [
      'a new value on a point read at version 2',
      { chest: { measuredMicrometres: 549_000, comment: '' } },
      [{ pointId: 'chest', measuredMicrometres: 549_000, comment: '', baseVersion: 2 }],
    ],
    [
      'a comment on a point never entered',
      { length: { measuredMicrometres: null, comment: 'Long' } },
      [{ pointId: 'length', measuredMicrometres: null, comment: 'Long', baseVersion: 0 }],
    ],
  ])('%s', (_name, typed, expected) => {
    expect(changedEntries(rows, { ...draftOf(rows), ...typed })).toEqual(expected);
  });
});

describe('requestProblems', () => {
  const valid = { type: 'Fit' as const, supplierId: 's1', size: 'M', requestedOn: '2027-03-14' };
  it.each([
    ['valid', valid, []],
    ['no supplier', { ...valid, supplierId: '' }, [REQUEST_MESSAGES.supplier]],
    ['a size not in the range', { ...valid, size: 'XXXL' }, [REQUEST_MESSAGES.size]],
    [
      'all wrong, in the form’s order',
      { ...valid, supplierId: '', size: '', requestedOn: '' },
      [REQUEST_MESSAGES.supplier, REQUEST_MESSAGES.size, REQUEST_MESSAGES.requestedOn],
    ],
  ])('%s', (_name, draft, messages) => {
    expect(requestProblems(draft, ['S', 'M', 'L']).map((problem) => problem.message)).toEqual(
      messages,
    );
  });
  it('today is the local calendar date', () => {
    expect(todayDate(new Date(2027, 2, 4, 23, 30))).toBe('2027-03-04');
  });
});

describe('rebaseDraft: someone else’s entries arrive while the table is open', () => {
  const read = [row('chest', null, 0), row('length', 700_000, 1)];
  const latest = [row('chest', 548_000, 1), row('length', 705_000, 2)];

  it('an untouched point takes the latest value and version', () => {
    const rebased = rebaseDraft(read, latest, draftOf(read));
    expect(rebased.read).toEqual(latest);
    expect(rebased.draft).toEqual(draftOf(latest));
    expect(changedEntries(rebased.read, rebased.draft)).toEqual([]);
  });

  it('a point typed on keeps the typing and the version it was read at (its save is refused, not lost)', () => {
    const typed = { ...draftOf(read), length: { measuredMicrometres: 710_000, comment: '' } };
    const rebased = rebaseDraft(read, latest, typed);
    expect(rebased.draft).toEqual({
      chest: { measuredMicrometres: 548_000, comment: '' },
      length: { measuredMicrometres: 710_000, comment: '' },
    });
    expect(changedEntries(rebased.read, rebased.draft)).toEqual([
      { pointId: 'length', measuredMicrometres: 710_000, comment: '', baseVersion: 1 },
    ]);
  });
});
