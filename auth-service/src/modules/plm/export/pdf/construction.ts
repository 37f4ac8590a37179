/** How the garment is sewn: per area, the ISO 4915 stitch, stitches per inch, seam allowance. */
import { STITCH_TYPES, formatLength } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { paragraph, sectionPage, type Pdf } from './layout';
import { drawTable, type TableColumn } from './table';

const NONE = '-';

const stitchName = (code: string | null) => {
  if (code === null) return NONE;
  const stitch = STITCH_TYPES.find((type) => type.code === code);
  return stitch === undefined ? code : `${stitch.code} ${stitch.name}`;
};

export function drawConstruction(doc: Pdf, { content }: TechPackInput): void {
  sectionPage(doc, 'Construction');
  if (content.construction.length === 0) {
    paragraph(doc, 'No construction notes.', { muted: true });
    return;
  }
  const unit = content.measurementUnit;
  const columns: TableColumn[] = [
    { header: 'Area', weight: 14 },
    { header: 'Stitch (ISO 4915)', weight: 16 },
    { header: 'SPI', weight: 5, align: 'right' },
    { header: `Seam allowance (${unit})`, weight: 10, align: 'right' },
    { header: 'Note', weight: 30 },
  ];
  drawTable(
    doc,
    columns,
    content.construction.map((note) => ({
      cells: [
        note.area,
        stitchName(note.stitch),
        note.stitchesPerInch === null ? NONE : String(note.stitchesPerInch),
        note.seamAllowanceMicrometres === null
          ? NONE
          : formatLength(note.seamAllowanceMicrometres, unit),
        note.note,
      ],
    })),
  );
}
