import { formatApplicationAge } from './applicationAge';

const now = new Date(2025, 2, 14, 8, 0, 0);

describe('formatApplicationAge', () => {
  it.each([
    ['earlier today', new Date(2025, 2, 14, 0, 5), 'Today'],
    ['later today', new Date(2025, 2, 14, 23, 0), 'Today'],
    ['in the future', new Date(2025, 2, 20), 'Today'],
    ['late yesterday (9 hours ago)', new Date(2025, 2, 13, 23, 0), 'Yesterday'],
    ['early yesterday', new Date(2025, 2, 13, 0, 1), 'Yesterday'],
    ['2 days ago', new Date(2025, 2, 12, 18, 0), '2 days ago'],
    ['6 days ago', new Date(2025, 2, 8, 9, 0), '6 days ago'],
    ['7 days ago', new Date(2025, 2, 7, 9, 0), 'Mar 7, 2025'],
    ['last year', new Date(2024, 11, 31, 9, 0), 'Dec 31, 2024'],
  ])('%s is %p', (_case, applied, expected) => {
    expect(formatApplicationAge(applied, now)).toBe(expected);
  });
});
