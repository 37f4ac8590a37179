/** Page 1: who and what the style is, its picture and its description. */
import { revisionDate, type TechPackInput } from '../tech-pack-input';
import { drawImage } from './images';
import {
  COLOUR,
  FONT,
  FONT_SIZE,
  GAP,
  contentBox,
  paragraph,
  subheading,
  type Pdf,
} from './layout';
import { pdfText } from './text';

/** The cover picture takes this share of the page's writable height at most. */
const COVER_IMAGE_SHARE = 0.45;
/** Width of the facts' labels column. */
const FACT_LABEL_WIDTH = 90;

export function drawCover(doc: Pdf, { style, content, images }: TechPackInput): void {
  const { left, width, height } = contentBox(doc);
  doc.font(FONT.regular).fontSize(FONT_SIZE.subsection).fillColor(COLOUR.muted);
  doc.text('TECH PACK', left, doc.y, { width, characterSpacing: 1 });
  doc.font(FONT.bold).fontSize(FONT_SIZE.title).fillColor(COLOUR.text);
  doc.text(pdfText(content.styleNumber), { width });
  doc.font(FONT.regular).fontSize(FONT_SIZE.section);
  doc.text(pdfText(content.name), { width });
  doc.moveDown(0.8);

  const facts: [string, string][] = [
    ['Season', content.season],
    ['Category', content.category],
    ['Status', content.status],
    ['Revision', `Revision ${String(style.revision)} · saved ${revisionDate(style.savedAt)}`],
    ['Owner', style.ownerName],
    ['Sizes', `${content.sizeRange.sizes.join(', ')} (base ${content.sizeRange.baseSize})`],
  ];
  for (const [label, value] of facts) {
    const top = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(FONT_SIZE.body)
      .text(label, left, top, { width: FACT_LABEL_WIDTH });
    doc.font(FONT.regular).text(pdfText(value), left + FACT_LABEL_WIDTH, top, {
      width: width - FACT_LABEL_WIDTH,
    });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.5);

  const imageBox = { x: left, y: doc.y, width, height: height * COVER_IMAGE_SHARE };
  const imageId = content.coverImageId;
  drawImage(
    doc,
    imageId === null ? undefined : images.get(imageId),
    imageBox,
    imageId === null ? 'No cover image' : `Cover image not available (upload ${imageId})`,
  );
  doc.y = imageBox.y + imageBox.height + GAP;

  subheading(doc, 'Description');
  paragraph(doc, pdfText(content.description === '' ? 'None.' : content.description), {
    muted: content.description === '',
  });
}
