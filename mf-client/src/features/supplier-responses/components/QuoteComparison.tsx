import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SupplierResponse } from '@atelier/api-contract';
import { Badge, TextField, formatCurrencyFromCents, supplierProfilePath } from '@atelier/shared-ui';
import { COMPARED_COLUMNS, compareQuotes, type ComparedColumn } from '../model/quoteComparison';
import { TEXTS } from '../model/texts';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

const StyledCell = styled.td<{ $best: boolean }>`
  background: ${({ theme, $best }) => ($best ? theme.colors.successSoft : 'transparent')};
  font-weight: ${({ theme, $best }) =>
    $best ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

export interface QuoteComparisonProps {
  /** The responses to one request. */
  responses: readonly SupplierResponse[];
  /** The quantity the comparison starts at (the selected quote's MOQ). */
  initialQuantity: number;
  /** Today as YYYY-MM-DD, for expired quotes. */
  today: string;
}

/** Quotes for one request side by side as landed cost per unit, the best of each column marked. */
export function QuoteComparison({ responses, initialQuantity, today }: QuoteComparisonProps) {
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const headingId = useId();
  const units = Math.max(1, Math.floor(Number(quantity) || 1));
  const rows = compareQuotes(
    responses.map((response) => ({ id: response.id, quote: response.quote })),
    units,
    today,
  );
  const byId = new Map(responses.map((response) => [response.id, response]));
  const money = (cents: number, currency: string) => formatCurrencyFromCents(cents, currency);
  const shown = (column: ComparedColumn, value: number, currency: string) => {
    switch (column) {
      case 'landedUnitCost':
      case 'unitPrice':
      case 'sampleCost':
      case 'toolingCost':
        return money(value, currency);
      case 'sampleLeadTimeDays':
      case 'productionLeadTimeDays':
        return TEXTS.days(value);
      case 'moq':
        return String(value);
    }
  };
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{TEXTS.comparison}</StyledHeading>
      <TextField
        label={TEXTS.comparisonQuantity}
        type="number"
        min={1}
        value={quantity}
        onChange={(event) => {
          setQuantity(event.currentTarget.value);
        }}
      />
      <StyledHint>{TEXTS.comparisonHint}</StyledHint>
      <StyledScroller>
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{TEXTS.columns.supplier}</th>
              {COMPARED_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {TEXTS.columns[column]}
                </th>
              ))}
              <th scope="col">{TEXTS.columns.incoterm}</th>
              <th scope="col">{TEXTS.columns.validUntil}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const response = byId.get(row.id);
              if (response === undefined) return null;
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={supplierProfilePath(response.supplierId)}>
                      {response.supplierName}
                    </Link>
                    {row.expired && (
                      <>
                        {' '}
                        <Badge tone="danger">{TEXTS.expired}</Badge>
                      </>
                    )}
                    {row.belowMoq && (
                      <>
                        {' '}
                        <Badge tone="warning">{TEXTS.belowMoq}</Badge>
                      </>
                    )}
                  </th>
                  {COMPARED_COLUMNS.map((column) => {
                    const best = row.best.includes(column);
                    return (
                      <StyledCell key={column} $best={best}>
                        {shown(column, row[column], response.currency)}
                        {best && (
                          <>
                            {' '}
                            <Badge tone="success">{TEXTS.best}</Badge>
                          </>
                        )}
                      </StyledCell>
                    );
                  })}
                  <td>{response.quote.incoterm}</td>
                  <td>{response.quote.validUntil}</td>
                </tr>
              );
            })}
          </tbody>
        </StyledTable>
      </StyledScroller>
    </StyledSection>
  );
}
