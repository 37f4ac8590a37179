/**
 * An image of the style (the cover, a sketch) fitted into a box, keeping its proportions. A
 * missing image (not found in storage, or never given) is drawn as a labelled empty frame of the
 * box's size, so the pages keep their layout and the factory sees that a picture is missing.
 */
import { pdfText } from './text';
import { COLOUR, FONT, FONT_SIZE, type Pdf } from './layout';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The frame's dashes: visibly "empty", not a border. */
const DASH = 4;

/**
 * The image's size in pixels, read from its header: PDFKit's `openImage`, which @types/pdfkit
 * 0.17 leaves out. Only headers are parsed here; the bytes are embedded once, by `doc.image`.
 */
function imageSize(doc: Pdf, bytes: Buffer): { width: number; height: number } {
  return (doc as Pdf & { openImage(src: Buffer): { width: number; height: number } }).openImage(
    bytes,
  );
}

/** Draws `bytes` fitted in `box`, centred across and at its top; answers where it landed. */
export function drawImage(
  doc: Pdf,
  bytes: Buffer | undefined,
  box: Box,
  missingLabel: string,
): Box {
  if (bytes !== undefined) {
    try {
      const image = imageSize(doc, bytes);
      const scale = Math.min(box.width / image.width, box.height / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      const placed = {
        x: box.x + (box.width - width) / 2,
        // At the top: a sketch's callout list starts level with it.
        y: box.y,
        width,
        height,
      };
      doc.image(bytes, placed.x, placed.y, { width, height });
      return placed;
    } catch {
      // Not a JPEG or PNG PDFKit can read: shown as missing rather than failing the whole pack.
    }
  }
  doc
    .save()
    .rect(box.x, box.y, box.width, box.height)
    .dash(DASH, { space: DASH })
    .lineWidth(1)
    .strokeColor(COLOUR.frame)
    .stroke()
    .restore();
  doc.font(FONT.italic).fontSize(FONT_SIZE.body).fillColor(COLOUR.muted);
  const text = pdfText(missingLabel);
  const textHeight = doc.heightOfString(text, { width: box.width });
  doc.text(text, box.x, box.y + (box.height - textHeight) / 2, {
    width: box.width,
    align: 'center',
  });
  doc.fillColor(COLOUR.text);
  return box;
}
