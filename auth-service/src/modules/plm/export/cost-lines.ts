/**
 * The cost sheet as lines, in the order a costing sheet reads (materials up to FOB, then landed,
 * then the targets): the PDF and the BOM workbook print the same lines with the same labels.
 * The figures are api-contract's `costSheet`, never computed here.
 */
import { costSheet, formatPercent, type StyleContent } from '@atelier/api-contract';

export interface CostLine {
  label: string;
  /** Cents, or hundredths of a percent for `percent`; null when the style sets no target. */
  value: number | null;
  kind: 'money' | 'percent';
  /** A total (FOB, landed cost), printed bold. */
  total?: boolean;
}

export function costLines(content: StyleContent): CostLine[] {
  const sheet = costSheet(content);
  return [
    { label: 'Materials', value: sheet.materialsCents, kind: 'money' },
    { label: 'Cut, make and trim', value: sheet.cutMakeTrimCents, kind: 'money' },
    { label: 'Overhead', value: sheet.overheadCents, kind: 'money' },
    { label: 'FOB', value: sheet.fobCents, kind: 'money', total: true },
    {
      label: `Duty (${formatPercent(content.costs.dutyBasisPoints)}% of FOB)`,
      value: sheet.dutyCents,
      kind: 'money',
    },
    { label: 'Freight', value: sheet.freightCents, kind: 'money' },
    { label: 'Landed cost', value: sheet.landedCents, kind: 'money', total: true },
    { label: 'Target cost', value: sheet.targetCostCents, kind: 'money' },
    { label: 'Over target', value: sheet.overTargetCents, kind: 'money' },
    { label: 'Target retail', value: sheet.retailCents, kind: 'money' },
    { label: 'Margin', value: sheet.marginCents, kind: 'money' },
    { label: 'Margin %', value: sheet.marginBasisPoints, kind: 'percent' },
  ];
}
