/** The one application status machine (spec 001 section 4), for applications and responses. */
import {
  APPLICATION_ACTIONS,
  APPLICATION_STATUSES,
  allowedActions,
  allowedMoves,
  canMove,
  isDecided,
  nextStatus,
  type StatusAction,
} from '../../src/values/applications';

/** Every legal move, as `from action` -> to; every other pair is illegal. */
const LEGAL: Record<string, string> = {
  'new open': 'reviewing',
  'reviewing shortlist': 'shortlisted',
  'shortlisted schedule-interview': 'interviewed',
  'interviewed schedule-interview': 'interviewed',
  'interviewed hire': 'hired',
  'new reject': 'rejected',
  'reviewing reject': 'rejected',
  'shortlisted reject': 'rejected',
  'interviewed reject': 'rejected',
};

const ACTIONS: StatusAction[] = ['open', ...APPLICATION_ACTIONS];

describe('nextStatus', () => {
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    ACTIONS.map((action) => [from, action, LEGAL[`${from} ${action}`]] as const),
  );
  it.each(cases)('%s by %s leads to %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
  });
});

describe('canMove (by target status)', () => {
  const changes = new Set(
    Object.entries(LEGAL)
      .map(([key, to]) => `${key.split(' ')[0]} ${to}`)
      .filter((pair) => pair.split(' ')[0] !== pair.split(' ')[1]),
  );
  const cases = APPLICATION_STATUSES.flatMap((from) =>
    APPLICATION_STATUSES.map((to) => [from, to, changes.has(`${from} ${to}`)] as const),
  );
  it.each(cases)('%s -> %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });
});

describe('isDecided', () => {
  it.each([
    ['new', false],
    ['reviewing', false],
    ['shortlisted', false],
    ['interviewed', false],
    ['hired', true],
    ['rejected', true],
  ] as const)('%s: %s', (status, decided) => {
    expect(isDecided(status)).toBe(decided);
  });
});

describe('allowedActions (what an application answers its client with)', () => {
  it.each([
    ['new', ['reject']],
    ['reviewing', ['shortlist', 'reject']],
    ['shortlisted', ['schedule-interview', 'reject']],
    ['interviewed', ['schedule-interview', 'reject', 'hire']],
    ['hired', []],
    ['rejected', []],
  ] as const)('from %s: %j', (status, actions) => {
    expect(allowedActions(status)).toEqual(actions);
  });

  it('names exactly the actions nextStatus takes', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(allowedActions(status)).toEqual(
        APPLICATION_ACTIONS.filter((action) => nextStatus(status, action) !== undefined),
      );
    }
  });
});

describe('allowedMoves (what a supplier response answers its client with)', () => {
  it.each([
    ['new', ['rejected']],
    ['reviewing', ['shortlisted', 'rejected']],
    ['shortlisted', ['interviewed', 'rejected']],
    ['interviewed', ['hired', 'rejected']],
    ['hired', []],
    ['rejected', []],
  ] as const)('from %s: %j', (status, moves) => {
    expect(allowedMoves(status)).toEqual(moves);
  });
});
