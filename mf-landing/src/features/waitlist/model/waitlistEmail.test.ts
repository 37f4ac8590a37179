import { EMAIL_TEXTS } from './texts';
import { CONFIRMATION_MS, checkWaitlistEmail, joinFailure } from './waitlistEmail';

describe('checkWaitlistEmail', () => {
  it.each([
    // [typed, expected]
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['\t\n', { kind: 'empty' }],
    ['ana@studio.com', { kind: 'valid', email: 'ana@studio.com' }],
    ['  ana@studio.com  ', { kind: 'valid', email: 'ana@studio.com' }],
    ['Ana.Lopez+plm@studio.co.uk', { kind: 'valid', email: 'Ana.Lopez+plm@studio.co.uk' }],
    ["o'brien@atelier-mail.ie", { kind: 'valid', email: "o'brien@atelier-mail.ie" }],
    ['ana', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['@studio.com', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@studio', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@studio.', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@-studio.com', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana lopez@studio.com', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@stu dio.com', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    ['ana@@studio.com', { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
    [`${'a'.repeat(245)}@studio.com`, { kind: 'invalid', message: EMAIL_TEXTS.invalid }],
  ])('%j is %j', (typed, expected) => {
    expect(checkWaitlistEmail(typed)).toEqual(expected);
  });

  it('accepts an address of exactly the longest length', () => {
    const longest = `${'a'.repeat(243)}@studio.com`;
    expect(longest).toHaveLength(254);
    expect(checkWaitlistEmail(longest)).toEqual({ kind: 'valid', email: longest });
  });
});

describe('joinFailure', () => {
  it.each([
    // [RTK Query error, on the field, message]
    [
      { status: 400, data: { error: 'Bad Request', message: 'body/email must match format' } },
      true,
      EMAIL_TEXTS.invalid,
    ],
    [{ status: 429, data: { error: 'Too Many Requests' } }, false, EMAIL_TEXTS.rateLimited],
    [{ status: 500, data: { error: 'Internal Server Error' } }, false, EMAIL_TEXTS.tryAgain],
    [{ status: 502, data: '<html>Bad Gateway</html>' }, false, EMAIL_TEXTS.tryAgain],
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, false, EMAIL_TEXTS.tryAgain],
    [
      { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' },
      false,
      EMAIL_TEXTS.tryAgain,
    ],
    [{ message: 'Aborted' }, false, EMAIL_TEXTS.tryAgain],
    [undefined, false, EMAIL_TEXTS.tryAgain],
  ])('%j: on the field %p, %p', (error, onField, message) => {
    expect(joinFailure(error)).toEqual({ onField, message });
  });

  it('always tells the visitor what to do', () => {
    expect(EMAIL_TEXTS.tryAgain).toMatch(/try again/i);
    expect(EMAIL_TEXTS.rateLimited).toMatch(/try again/i);
  });
});

it('shows confirmations for 3000 ms (spec 000, section 9)', () => {
  expect(CONFIRMATION_MS).toBe(3000);
});
