import { markerStep, sketchImageRefusal } from './sketchFiles';
import { SKETCH_TEXTS as TEXTS } from './texts';

describe('sketch images and markers', () => {
  it.each([
    [{ name: 'front.png', size: 1000, type: 'image/png' }, null],
    [{ name: 'front.pdf', size: 1000, type: 'application/pdf' }, TEXTS.notAnImage('front.pdf')],
    [{ name: 'big.jpg', size: 11 * 1024 * 1024, type: 'image/jpeg' }, TEXTS.tooLarge('big.jpg')],
  ])('checks %j before uploading', (file, refusal) => {
    expect(sketchImageRefusal(file)).toBe(refusal);
  });

  it.each([
    ['ArrowRight', false, { dx: 0.01, dy: 0 }],
    ['ArrowLeft', true, { dx: -0.05, dy: 0 }],
    ['ArrowDown', true, { dx: 0, dy: 0.05 }],
    ['ArrowUp', false, { dx: 0, dy: -0.01 }],
    ['Enter', false, null],
  ])('moves a marker on %s (shift %p)', (key, shift, step) => {
    expect(markerStep(key, shift)).toEqual(step);
  });
});
