/**
 * The graded spec chart: one row per point of measure, one column per size, in the style's unit
 * (inches in eighths). The base size's column is shaded and named; a value set by hand is marked.
 */
import { formatLength, gradedChart } from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { COLOUR, paragraph, sectionPage, type Pdf } from './layout';
import { drawTable, type TableColumn } from './table';

/** More sizes than this and the chart is printed on landscape pages. */
const PORTRAIT_MAX_SIZES = 8;
/** Marks a value set by hand rather than graded. */
const OVERRIDE_MARK = '*';

export function drawSpecs(doc: Pdf, { content }: TechPackInput): void {
  const chart = gradedChart(content);
  const unit = content.measurementUnit;
  sectionPage(
    doc,
    'Graded spec chart',
    chart.sizes.length > PORTRAIT_MAX_SIZES ? 'landscape' : 'portrait',
  );
  paragraph(
    doc,
    `Measurements in ${unit === 'cm' ? 'centimetres' : 'inches'}; base size ${chart.baseSize} ` +
      `(shaded). ${OVERRIDE_MARK} set by hand. Tolerance is plus or minus.`,
    { muted: true },
  );
  doc.moveDown(0.5);
  if (chart.rows.length === 0) {
    paragraph(doc, 'No points of measure.', { muted: true });
    return;
  }
  const columns: TableColumn[] = [
    { header: 'Code', weight: 5 },
    { header: 'Point of measure', weight: 16 },
    { header: `Tol. (${unit})`, weight: 6, align: 'right' },
    ...chart.sizes.map((size): TableColumn => ({
      header: size === chart.baseSize ? `${size} (base)` : size,
      weight: 5,
      align: 'right',
      ...(size === chart.baseSize ? { fill: COLOUR.baseSizeFill } : {}),
    })),
  ];
  drawTable(
    doc,
    columns,
    chart.rows.map((row) => ({
      cells: [
        row.code,
        row.name,
        `±${formatLength(row.toleranceMicrometres, unit)}`,
        ...row.values.map(
          (value) =>
            `${formatLength(value.micrometres, unit)}${value.overridden ? OVERRIDE_MARK : ''}`,
        ),
      ],
    })),
  );
}
