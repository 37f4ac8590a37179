import { INBOX_TEXTS } from '../texts';
import { MAX_ATTACHMENT_BYTES, checkAttachment } from './attachments';

describe('checkAttachment', () => {
  it.each([
    ['brief.pdf', 1000, undefined],
    ['swatch.PNG', 1000, undefined],
    ['spec.docx', 1000, undefined],
    ['notes.doc', MAX_ATTACHMENT_BYTES, undefined],
    ['huge.pdf', MAX_ATTACHMENT_BYTES + 1, INBOX_TEXTS.tooLarge('huge.pdf')],
    ['script.exe', 10, INBOX_TEXTS.wrongType('script.exe')],
  ])('%s (%i bytes)', (name, size, expected) => {
    expect(checkAttachment({ name, size })).toBe(expected);
  });
});
