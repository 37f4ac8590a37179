import {
  alertAfterOf,
  alertAfterSending,
  nextDigestTime,
} from '../../../src/modules/saved-searches/alert-times';

const at = (iso: string) => new Date(iso);

describe('when a saved search may alert next', () => {
  it.each([
    ['before the digest hour', '2026-11-29T06:59:59Z', '2026-11-29T07:00:00.000Z'],
    ['at the digest hour', '2026-11-29T07:00:00Z', '2026-11-30T07:00:00.000Z'],
    ['after the digest hour', '2026-11-29T19:30:00Z', '2026-11-30T07:00:00.000Z'],
    ['across a month', '2026-11-30T08:00:00Z', '2026-12-01T07:00:00.000Z'],
  ])('the next digest %s', (_case, now, next) => {
    expect(nextDigestTime(at(now)).toISOString()).toBe(next);
  });

  it.each([
    ['off', '2026-11-29T10:00:00Z', null],
    ['instant', '2026-11-29T10:00:00Z', '2026-11-29T10:00:00.000Z'],
    ['daily', '2026-11-29T10:00:00Z', '2026-11-30T07:00:00.000Z'],
  ] as const)('turned %s: first alert', (alert, now, first) => {
    expect(alertAfterOf(alert, at(now))?.toISOString() ?? null).toBe(first);
  });

  it.each([
    ['instant', '2026-11-29T10:00:00Z', '2026-11-29T11:00:00.000Z'],
    ['daily', '2026-11-29T07:00:00Z', '2026-11-30T07:00:00.000Z'],
  ] as const)('%s after an e-mail', (alert, now, next) => {
    expect(alertAfterSending(alert, at(now)).toISOString()).toBe(next);
  });
});
