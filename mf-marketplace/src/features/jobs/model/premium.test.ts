import { proWindowNotice } from './premium';

const UNTIL = '2026-11-30T14:00:00.000Z';

describe('proWindowNotice', () => {
  it.each([
    ['a job out of its window', null, 'freelancer', false, 'none'],
    ['a Starter freelancer', UNTIL, 'freelancer', false, 'upgrade'],
    ['a Pro freelancer', UNTIL, 'freelancer', true, 'none'],
    ['a freelancer whose plan is loading', UNTIL, 'freelancer', undefined, 'info'],
    ['a client', UNTIL, 'client', false, 'info'],
    ['a visitor', UNTIL, null, undefined, 'info'],
  ] as const)('%s', (_case, until, role, pro, expected) => {
    expect(proWindowNotice(until, { role, pro })).toBe(expected);
  });
});
