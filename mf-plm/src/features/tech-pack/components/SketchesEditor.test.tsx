import { waitFor, fireEvent, screen, within } from '@testing-library/react';
import type { Sketch } from '@atelier/api-contract';
import type { Uploader } from '@atelier/shared-ui';
import { renderEditor } from '../testing';
import { SKETCH_TEXTS as TEXTS } from '../model/texts';
import { SketchesEditor } from './SketchesEditor';

const sketch: Sketch = { id: 'sk-1', view: 'front', imageId: 'upload-saved', callouts: [] };

/** The image is 200 × 100 px at the page's top left. */
function layOutImages() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 200,
    height: 100,
    right: 200,
    bottom: 100,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

/** jsdom has no PointerEvent: a MouseEvent with a pointer id, enough for a drag. */
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: FakePointerEvent });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('SketchesEditor', () => {
  it('places a callout by clicking the image and moves it with the arrow keys', async () => {
    layOutImages();
    const { user, latest } = renderEditor(
      SketchesEditor,
      (content) => ({ ...content, sketches: [sketch] }),
      { imageUrls: { 'upload-saved': 'https://cdn.example/front.jpg' } },
    );
    const title = TEXTS.sketchTitle('Front', 1);
    const surface = screen.getByRole('button', { name: TEXTS.addCallout(title) });
    expect(within(surface).getByRole('presentation')).toHaveAttribute(
      'src',
      'https://cdn.example/front.jpg',
    );
    fireEvent.click(surface, { clientX: 50, clientY: 25, detail: 1 });
    expect(latest().sketches[0]?.callouts).toEqual([
      { id: expect.any(String) as string, x: 0.25, y: 0.25, note: '' },
    ]);
    // The new callout's note has the focus.
    const note = screen.getByLabelText(TEXTS.note(1));
    expect(note).toHaveFocus();
    await user.type(note, 'Topstitch 6 mm');

    const marker = screen.getByRole('button', { name: TEXTS.callout(1) });
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.keyboard('{ArrowUp}');
    expect(latest().sketches[0]?.callouts[0]).toMatchObject({
      x: 0.27,
      y: 0.29,
      note: 'Topstitch 6 mm',
    });
    expect(marker).toHaveStyle({ left: '27%', top: '29%' });
    // Kept on the image.
    await user.keyboard(
      '{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}',
    );
    expect(latest().sketches[0]?.callouts[0]?.x).toBe(0);

    // Enter on the image places one in the middle.
    surface.focus();
    await user.keyboard('{Enter}');
    expect(latest().sketches[0]?.callouts[1]).toMatchObject({ x: 0.5, y: 0.5 });
    expect(screen.getByRole('button', { name: TEXTS.callout(2) })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.removeCallout(1) }));
    expect(latest().sketches[0]?.callouts).toHaveLength(1);
  });

  it('moves a callout by dragging its marker', () => {
    layOutImages();
    Object.assign(HTMLElement.prototype, {
      setPointerCapture: jest.fn(),
      hasPointerCapture: jest.fn(() => true),
      releasePointerCapture: jest.fn(),
    });
    const { latest } = renderEditor(SketchesEditor, (content) => ({
      ...content,
      sketches: [{ ...sketch, callouts: [{ id: 'c1', x: 0.1, y: 0.1, note: '' }] }],
    }));
    const marker = screen.getByRole('button', { name: TEXTS.callout(1) });
    fireEvent.pointerDown(marker, { pointerId: 1, clientX: 20, clientY: 10 });
    fireEvent.pointerMove(marker, { pointerId: 1, clientX: 150, clientY: 80 });
    fireEvent.pointerUp(marker, { pointerId: 1, clientX: 150, clientY: 80 });
    // Once let go, moving the pointer moves nothing.
    fireEvent.pointerMove(marker, { pointerId: 1, clientX: 10, clientY: 10 });
    expect(latest().sketches[0]?.callouts[0]).toMatchObject({ x: 0.75, y: 0.8 });
  });

  it('uploads a sketch image and shows it from the browser until saved; removes it after confirming', async () => {
    const uploader: Uploader = (_file, purpose, handlers) => {
      expect(purpose).toBe('image');
      handlers.onProgress(5, 10);
      setTimeout(() => {
        handlers.onSuccess('upload-new');
      }, 0);
      return { cancel: () => undefined };
    };
    const { user, latest } = renderEditor(SketchesEditor, undefined, {}, uploader);
    const file = new File(['png'], 'back.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(TEXTS.upload('Back')), file);
    const surface = await screen.findByRole('button', {
      name: TEXTS.addCallout(TEXTS.sketchTitle('Back', 1)),
    });
    // The file itself, as a data URL (the gateway's CSP allows data: images, not blob:).
    await waitFor(() => {
      expect(within(surface).getByRole('presentation')).toHaveAttribute(
        'src',
        `data:image/png;base64,${btoa('png')}`,
      );
    });
    expect(latest().sketches).toEqual([
      { id: expect.any(String) as string, view: 'back', imageId: 'upload-new', callouts: [] },
    ]);

    await user.click(
      screen.getByRole('button', {
        name: `${TEXTS.removeSketch}: ${TEXTS.sketchTitle('Back', 1)}`,
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: TEXTS.removeSketchTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.removeSketch }));
    expect(latest().sketches).toEqual([]);
  });

  it('refuses a file that is not an image before uploading it', () => {
    const uploader = jest.fn<ReturnType<Uploader>, Parameters<Uploader>>();
    renderEditor(SketchesEditor, undefined, {}, uploader);
    const file = new File(['%PDF'], 'spec.pdf', { type: 'application/pdf' });
    // Past the input's `accept`, as a drop or another browser may let it through.
    fireEvent.change(screen.getByLabelText(TEXTS.upload('Front')), { target: { files: [file] } });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.notAnImage('spec.pdf'));
    expect(uploader).not.toHaveBeenCalled();
  });
});
