import { openToProUntil } from './bigOrder';

describe('openToProUntil', () => {
  it('words the end of the Pro window as a date and a time', () => {
    const text = openToProUntil('2026-12-01T18:42:00.000Z');
    expect(text).toMatch(/^Open to Pro suppliers until Dec 1, 2026, \d{1,2}:42 [AP]M$/);
  });
});
