/**
 * Every page's footer: 'Style <number> · Revision <n> · <date>' and 'Page n of N', so a loose
 * page on the factory floor says which pack it belongs to. Written after every section, over the
 * buffered pages (PDFKit's `bufferPages`), when N is known.
 */
import { revisionDate, type TechPackInput } from '../tech-pack-input';
import { COLOUR, FONT, FONT_SIZE, FOOTER_OFFSET, MARGIN, type Pdf } from './layout';
import { pdfText } from './text';

export function drawFooters(doc: Pdf, { style, content }: TechPackInput): void {
  const range = doc.bufferedPageRange();
  const identity = pdfText(
    `Style ${content.styleNumber} · Revision ${String(style.revision)} · ${revisionDate(style.savedAt)}`,
  );
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin PDFKit would start a new page for the text: lift the margin first.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_OFFSET;
    const width = doc.page.width - 2 * MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(COLOUR.rule)
      .stroke();
    doc.font(FONT.regular).fontSize(FONT_SIZE.small).fillColor(COLOUR.muted);
    doc.text(identity, MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${String(index + 1)} of ${String(range.count)}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottomMargin;
  }
}
