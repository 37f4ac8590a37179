import { requiredTextProblem } from './orderForms';
import { ORDER_TEXTS } from './texts';

describe('requiredTextProblem', () => {
  it.each([
    ['blank', '   ', false, 'Missing.'],
    ['blank while uploading: the text first', '', true, 'Missing.'],
    ['written, files uploading', 'Size M', true, ORDER_TEXTS.waitForUploads],
    ['written, files done', 'Size M', false, null],
  ])('%s', (_case, text, uploading, expected) => {
    expect(requiredTextProblem(text, uploading, 'Missing.')).toBe(expected);
  });
});
