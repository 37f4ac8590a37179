import { HELP_TEXTS } from './texts';
import { supportMessageError, toSupportRequest } from './supportRequest';

describe('supportMessageError', () => {
  it.each([
    ['', HELP_TEXTS.messageRequired],
    ['   \n ', HELP_TEXTS.messageRequired],
    ['Where is my payout?', null],
    ['x'.repeat(5000), null],
    [` ${'x'.repeat(5000)} `, null],
    ['x'.repeat(5001), HELP_TEXTS.messageTooLong],
  ])('%j -> %s', (message, error) => {
    expect(supportMessageError(message)).toBe(error);
  });
});

describe('toSupportRequest', () => {
  it('sends the topic and the trimmed message', () => {
    expect(toSupportRequest({ topic: 'refunds', message: '  Help  ' })).toEqual({
      topic: 'refunds',
      message: 'Help',
    });
  });
});
