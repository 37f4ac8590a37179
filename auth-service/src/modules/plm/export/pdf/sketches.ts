/**
 * One page per sketch: the image with its numbered callouts drawn where the designer placed
 * them (x and y are fractions of the image), and the numbered notes beside it.
 */
import type { Sketch } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { drawImage, type Box } from './images';
import {
  COLOUR,
  FONT,
  FONT_SIZE,
  GAP,
  contentBox,
  ensureSpace,
  paragraph,
  sectionPage,
  type Pdf,
} from './layout';
import { pdfText } from './text';

/** The image takes this share of the width; the callout list the rest. */
const IMAGE_SHARE = 0.62;
const MARKER_RADIUS = 7;
const MARKER_FONT_SIZE = 7;

const VIEW_TITLES: Record<Sketch['view'], string> = {
  front: 'Front view',
  back: 'Back view',
  detail: 'Detail',
};

function drawMarker(doc: Pdf, x: number, y: number, number: number): void {
  doc.circle(x, y, MARKER_RADIUS).fill(COLOUR.callout);
  doc.font(FONT.bold).fontSize(MARKER_FONT_SIZE).fillColor(COLOUR.calloutText);
  const label = String(number);
  doc.text(label, x - MARKER_RADIUS, y - MARKER_FONT_SIZE / 2, {
    width: 2 * MARKER_RADIUS,
    align: 'center',
    lineBreak: false,
  });
  doc.fillColor(COLOUR.text);
}

function drawCalloutList(doc: Pdf, sketch: Sketch, list: Box): void {
  doc.y = list.y;
  if (sketch.callouts.length === 0) {
    doc.font(FONT.italic).fontSize(FONT_SIZE.body).fillColor(COLOUR.muted);
    doc.text('No callouts.', list.x, list.y, { width: list.width });
    doc.fillColor(COLOUR.text);
    return;
  }
  sketch.callouts.forEach((callout, index) => {
    const text = pdfText(callout.note);
    doc.font(FONT.regular).fontSize(FONT_SIZE.body);
    // A list longer than the page continues in the same column of the next one.
    const { x, width } = list;
    ensureSpace(doc, doc.heightOfString(text, { width: width - 3 * MARKER_RADIUS }) + 4);
    const top = doc.y;
    drawMarker(doc, x + MARKER_RADIUS, top + MARKER_RADIUS, index + 1);
    doc.font(FONT.regular).fontSize(FONT_SIZE.body);
    doc.text(text, x + 3 * MARKER_RADIUS, top + 1, { width: width - 3 * MARKER_RADIUS });
    doc.y = Math.max(doc.y, top + 2 * MARKER_RADIUS) + 4;
  });
}

function drawSketch(doc: Pdf, sketch: Sketch, image: Buffer | undefined, number: number): void {
  sectionPage(doc, 'Sketches');
  doc.font(FONT.bold).fontSize(FONT_SIZE.subsection);
  doc.text(`${String(number)}. ${VIEW_TITLES[sketch.view]}`);
  doc.moveDown(0.4);
  const { left, width, bottom } = contentBox(doc);
  const imageWidth = width * IMAGE_SHARE;
  const box = { x: left, y: doc.y, width: imageWidth, height: bottom - doc.y };
  const placed = drawImage(doc, image, box, `Sketch not available (upload ${sketch.imageId})`);
  sketch.callouts.forEach((callout, index) => {
    drawMarker(
      doc,
      placed.x + callout.x * placed.width,
      placed.y + callout.y * placed.height,
      index + 1,
    );
  });
  drawCalloutList(doc, sketch, {
    x: left + imageWidth + GAP,
    y: box.y,
    width: width - imageWidth - GAP,
    height: box.height,
  });
}

export function drawSketches(doc: Pdf, { content, images }: TechPackInput): void {
  if (content.sketches.length === 0) {
    sectionPage(doc, 'Sketches');
    paragraph(doc, 'No sketches.', { muted: true });
    return;
  }
  content.sketches.forEach((sketch, index) => {
    drawSketch(doc, sketch, images.get(sketch.imageId), index + 1);
  });
}
