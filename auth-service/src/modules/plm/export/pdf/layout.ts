/**
 * The tech pack's page: A4, its margins, fonts, sizes and colours, named once so every section
 * draws alike. PDFKit's standard fonts (Helvetica) are used: they need no font file, and every
 * PDF reader has them; what they cannot encode is replaced first (text.ts).
 */
import type PDFDocument from 'pdfkit';
import { pdfText } from './text';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE_SIZE = 'A4';
/** 20 mm, in points: room for a binder's holes and the footer. */
export const MARGIN = 56;
/** The footer's line sits this far above the page's bottom edge. */
export const FOOTER_OFFSET = 34;

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
} as const;

export const FONT_SIZE = {
  title: 22,
  section: 15,
  subsection: 11,
  body: 9,
  table: 7.5,
  small: 7,
} as const;

export const COLOUR = {
  text: '#1a1a1a',
  muted: '#666666',
  rule: '#bbbbbb',
  headerFill: '#e8e8e8',
  stripeFill: '#f6f6f6',
  baseSizeFill: '#fff3cc',
  callout: '#c0262d',
  calloutText: '#ffffff',
  frame: '#999999',
} as const;

/** Space between blocks of one section. */
export const GAP = 12;

/** The writable box of the current page (portrait or landscape). */
export function contentBox(doc: Pdf) {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const right = doc.page.width - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom;
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

/** A new page of the same orientation as the current one. */
export function continuePage(doc: Pdf): void {
  const layout = doc.page.layout === 'landscape' ? 'landscape' : 'portrait';
  doc.addPage({ size: PAGE_SIZE, layout, margin: MARGIN });
}

/** Starts a section on a new page, `landscape` for the wide ones (a chart of many sizes). */
export function sectionPage(
  doc: Pdf,
  title: string,
  layout: 'portrait' | 'landscape' = 'portrait',
) {
  doc.addPage({ size: PAGE_SIZE, layout, margin: MARGIN });
  heading(doc, title);
}

export function heading(doc: Pdf, title: string): void {
  const { left, width } = contentBox(doc);
  doc.font(FONT.bold).fontSize(FONT_SIZE.section).fillColor(COLOUR.text);
  doc.text(pdfText(title), left, doc.y, { width });
  doc.moveDown(0.5);
}

export function subheading(doc: Pdf, title: string): void {
  ensureSpace(doc, FONT_SIZE.subsection * 3);
  const { left, width } = contentBox(doc);
  doc.font(FONT.bold).fontSize(FONT_SIZE.subsection).fillColor(COLOUR.text);
  doc.text(pdfText(title), left, doc.y, { width });
  doc.moveDown(0.3);
}

/** A paragraph of body text; PDFKit continues it on a new page when it runs long. */
export function paragraph(doc: Pdf, text: string, options: { muted?: boolean } = {}): void {
  const { left, width } = contentBox(doc);
  doc
    .font(FONT.regular)
    .fontSize(FONT_SIZE.body)
    .fillColor(options.muted === true ? COLOUR.muted : COLOUR.text);
  doc.text(pdfText(text), left, doc.y, { width });
  doc.fillColor(COLOUR.text);
}

/** Moves to a new page unless `height` points fit below the cursor. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > contentBox(doc).bottom) continuePage(doc);
}
