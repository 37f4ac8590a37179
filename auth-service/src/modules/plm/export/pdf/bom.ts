/** The bill of materials, one row per material with its cost, then the cost sheet under it. */
import { costLines } from '../cost-lines';
import {
  COST_ROUNDING_RULE,
  contentText,
  costSheet,
  formatMoney,
  formatPercent,
  formatQuantity,
} from '@atelier/api-contract';
import type { TechPackInput } from '../tech-pack-input';
import { GAP, paragraph, sectionPage, subheading, type Pdf } from './layout';
import { drawTable, type TableColumn } from './table';

const BOM_COLUMNS: TableColumn[] = [
  { header: '#', weight: 3, align: 'right' },
  { header: 'Type', weight: 9 },
  { header: 'Material', weight: 15 },
  { header: 'Supplier', weight: 12 },
  { header: 'Content', weight: 12 },
  { header: 'Placement', weight: 10 },
  { header: 'Quantity', weight: 8, align: 'right' },
  { header: 'Unit cost', weight: 8, align: 'right' },
  { header: 'Wastage', weight: 7, align: 'right' },
  { header: 'Cost', weight: 8, align: 'right' },
];

const COST_COLUMNS: TableColumn[] = [
  { header: 'Cost sheet (per garment)', weight: 3 },
  { header: 'USD', weight: 1, align: 'right' },
];

/** What a line of the cost sheet shows when the style sets no target. */
const NOT_SET = 'not set';

export function drawBom(doc: Pdf, { content }: TechPackInput): void {
  sectionPage(doc, 'Bill of materials');
  const costs = new Map(costSheet(content).rows.map((row) => [row.id, row.costCents]));
  // The designer's order, as the BOM workbook and the screen show it.
  const rows = content.bom;
  if (rows.length === 0) paragraph(doc, 'No materials.', { muted: true });
  else
    drawTable(
      doc,
      BOM_COLUMNS,
      rows.map((row, index) => ({
        cells: [
          String(index + 1),
          row.type,
          row.name,
          row.supplierName,
          contentText(row.content),
          row.placement,
          `${formatQuantity(row.quantityMilli)} ${row.unit}`,
          formatMoney(row.unitCostCents),
          `${formatPercent(row.wastageBasisPoints)}%`,
          formatMoney(costs.get(row.id) ?? 0),
        ],
      })),
    );
  doc.moveDown();
  doc.y += GAP;
  subheading(doc, 'Cost sheet');
  drawTable(
    doc,
    COST_COLUMNS,
    costLines(content).map((line) => ({
      cells: [
        line.label,
        line.value === null
          ? NOT_SET
          : line.kind === 'money'
            ? formatMoney(line.value)
            : `${formatPercent(line.value)}%`,
      ],
      bold: line.total === true,
    })),
  );
  doc.moveDown();
  paragraph(doc, `Rounding: ${COST_ROUNDING_RULE}`, { muted: true });
}
