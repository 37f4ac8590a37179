/**
 * The tech pack as a PDF (issue 38, "What a factory gets"): cover, sketches with their callouts,
 * BOM and cost sheet, graded spec chart, construction, colorways and colour matrix, care, labels
 * and packaging, each section from its own file under pdf/, then every page's footer. PDFKit
 * (standard fonts, no files read) makes it in memory; the route streams the answer.
 */
import PDFDocument from 'pdfkit';
import { drawBom } from './pdf/bom';
import { drawCare } from './pdf/care';
import { drawColorways } from './pdf/colorways';
import { drawConstruction } from './pdf/construction';
import { drawCover } from './pdf/cover';
import { drawFooters } from './pdf/footer';
import { MARGIN, PAGE_SIZE, type Pdf } from './pdf/layout';
import { drawSketches } from './pdf/sketches';
import { drawSpecs } from './pdf/specs';
import { pdfText } from './pdf/text';
import type { TechPackInput } from './tech-pack-input';

const SECTIONS: ((doc: Pdf, input: TechPackInput) => void)[] = [
  drawSketches,
  drawBom,
  drawSpecs,
  drawConstruction,
  drawColorways,
  drawCare,
];

export function renderTechPackPdf(input: TechPackInput): Promise<Buffer> {
  const { content, style } = input;
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: MARGIN,
    // Kept until the end, so the footers can say 'of N'.
    bufferPages: true,
    info: {
      Title: pdfText(`${content.styleNumber} ${content.name}: tech pack`),
      Author: pdfText(style.ownerName),
      Subject: `Revision ${String(style.revision)}`,
      Creator: 'Atelier PLM',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
  try {
    drawCover(doc, input);
    for (const section of SECTIONS) section(doc, input);
    drawFooters(doc, input);
    doc.end();
  } catch (error) {
    doc.destroy();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return done;
}
