import { ATTACHMENT_TEXTS, ORDER_FILE_RULES, attachmentRefusal } from './attachmentRules';

describe('attachmentRefusal', () => {
  it.each([
    [{ name: 'spec.pdf', size: 1000 }, null],
    [{ name: 'SKETCH.PNG', size: 1000 }, null],
    [{ name: 'photo.jpeg', size: 1000 }, null],
    [{ name: 'brief.doc', size: 1000 }, null],
    [{ name: 'brief.docx', size: 10 * 1024 * 1024 }, null],
    [{ name: 'brief.docx', size: 10 * 1024 * 1024 + 1 }, ATTACHMENT_TEXTS.tooLarge('brief.docx')],
    [{ name: 'tool.exe', size: 10 }, ATTACHMENT_TEXTS.notAccepted('tool.exe')],
    [{ name: 'README', size: 10 }, ATTACHMENT_TEXTS.notAccepted('README')],
  ])('%j: %s', (file, message) => {
    expect(attachmentRefusal(file)).toBe(message);
  });
});

describe('ORDER_FILE_RULES', () => {
  it.each([
    ['a design file of any type', { name: 'pack.ai', size: 5 * 1024 * 1024 }, null],
    ['a file without extension', { name: 'README', size: 10 }, null],
    ['100MB exactly', { name: 'big.zip', size: 100 * 1024 * 1024 }, null],
    [
      'over 100MB',
      { name: 'huge.zip', size: 100 * 1024 * 1024 + 1 },
      'huge.zip is too large. Maximum file size is 100MB.',
    ],
  ])('%s', (_case, file, expected) => {
    expect(ORDER_FILE_RULES.refusal(file)).toBe(expected);
  });
});
