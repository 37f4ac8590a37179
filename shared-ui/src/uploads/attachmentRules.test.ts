import { ATTACHMENT_TEXTS, attachmentRefusal } from './attachmentRules';

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
