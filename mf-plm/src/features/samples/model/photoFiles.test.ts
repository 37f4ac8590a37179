import { photoRefusal } from './photoFiles';
import { SAMPLE_TEXTS } from './texts';

const MB = 1024 * 1024;

describe('photoRefusal', () => {
  it.each([
    ['a JPG', { name: 'front.jpg', size: 2 * MB, type: 'image/jpeg' }, null],
    ['a PNG of 10MB', { name: 'a.png', size: 10 * MB, type: 'image/png' }, null],
    [
      'a PNG over 10MB',
      { name: 'big.png', size: 10 * MB + 1, type: 'image/png' },
      SAMPLE_TEXTS.photos.tooLarge('big.png'),
    ],
    [
      'a PDF',
      { name: 'spec.pdf', size: MB, type: 'application/pdf' },
      SAMPLE_TEXTS.photos.notAnImage('spec.pdf'),
    ],
  ])('%s', (_case, file, refusal) => {
    expect(photoRefusal(file)).toBe(refusal);
  });
});
