import type { QuotedFob, StyleContent } from '@atelier/api-contract';
import { formatUsd, MutedText } from '@atelier/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { COST_ROUNDING_RULE, costSheet, formatPercent } from '@atelier/api-contract/values';
import { COST_SHEET_TEXTS as TEXTS } from '../model/texts';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  th {
    padding: ${({ theme }) => theme.space.xs} 0;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
    overflow-wrap: anywhere;
  }
  td {
    padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.xs}
      ${({ theme }) => theme.space.sm};
    text-align: right;
    white-space: nowrap;
  }
`;

const StyledTotal = styled.tr`
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};

  th,
  td {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledGroupStart = styled.tr`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const money = (cents: number | null): string =>
  cents === null ? TEXTS.none : formatUsd(cents, { cents: true });

/** The target's verdict: over or under by how much, or on it. */
function targetLine(overTargetCents: number | null): [string, string] {
  if (overTargetCents === null) return [TEXTS.overTarget, TEXTS.none];
  if (overTargetCents > 0) return [TEXTS.overTarget, money(overTargetCents)];
  if (overTargetCents < 0) return [TEXTS.underTarget, money(-overTargetCents)];
  return [TEXTS.onTarget, money(0)];
}

/**
 * The style's cost sheet, computed by the same function the API stores and exports with
 * (`costSheet`), so what the screen shows on each keystroke is what will be saved. An accepted
 * quote's unit price in US dollars is its FOB (issue 39), with the quote it came from.
 */
export function CostSheet({
  content,
  quotedFob = null,
}: {
  content: StyleContent;
  quotedFob?: QuotedFob | null;
}) {
  const headingId = useId();
  const inDollars = quotedFob?.currency === 'USD' ? quotedFob : null;
  const sheet = costSheet(content, inDollars?.unitPriceCents ?? null);
  const names = new Map(content.bom.map((row) => [row.id, row.name]));
  const [targetLabel, targetValue] = targetLine(sheet.overTargetCents);
  const line = (label: string, value: string) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
  return (
    <StyledPanel aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{TEXTS.heading}</StyledHeading>
      <StyledTable aria-labelledby={headingId}>
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{TEXTS.rowCost(names.get(row.id) ?? '')}</th>
              <td>{money(row.costCents)}</td>
            </tr>
          ))}
          <StyledTotal>
            <th scope="row">{TEXTS.materials}</th>
            <td>{money(sheet.materialsCents)}</td>
          </StyledTotal>
          {line(TEXTS.cutMakeTrim, money(sheet.cutMakeTrimCents))}
          {line(TEXTS.overhead, money(sheet.overheadCents))}
          {inDollars !== null && line(TEXTS.computedFob, money(sheet.computedFobCents))}
          <StyledTotal>
            <th scope="row">{inDollars === null ? TEXTS.fob : TEXTS.quotedFob}</th>
            <td>{money(sheet.fobCents)}</td>
          </StyledTotal>
          {line(TEXTS.duty, money(sheet.dutyCents))}
          {line(TEXTS.freight, money(sheet.freightCents))}
          <StyledTotal>
            <th scope="row">{TEXTS.landed}</th>
            <td>{money(sheet.landedCents)}</td>
          </StyledTotal>
          <StyledGroupStart>
            <th scope="row">{TEXTS.target}</th>
            <td>{money(sheet.targetCostCents)}</td>
          </StyledGroupStart>
          {line(targetLabel, targetValue)}
          <StyledGroupStart>
            <th scope="row">{TEXTS.retail}</th>
            <td>{money(sheet.retailCents)}</td>
          </StyledGroupStart>
          {line(TEXTS.margin, money(sheet.marginCents))}
          {line(
            TEXTS.marginPercent,
            sheet.marginBasisPoints === null
              ? TEXTS.none
              : `${formatPercent(sheet.marginBasisPoints)}%`,
          )}
        </tbody>
      </StyledTable>
      {quotedFob !== null && (
        <MutedText>
          {inDollars === null
            ? TEXTS.quoteOtherCurrency(
                `${(quotedFob.unitPriceCents / 100).toFixed(2)} ${quotedFob.currency}`,
                quotedFob.supplier.name,
              )
            : TEXTS.quoteSource(quotedFob.supplier.name, quotedFob.requestTitle)}
        </MutedText>
      )}
      <MutedText>
        {TEXTS.roundingHeading}: {COST_ROUNDING_RULE}
      </MutedText>
    </StyledPanel>
  );
}
