import type { PointOfMeasure, StyleContent } from '@atelier/api-contract';
import { formatLength, gradedChart, type MeasurementUnit } from '@atelier/api-contract/values';
import { Button, CloseIcon, VisuallyHidden } from '@atelier/shared-ui';
import styled from 'styled-components';
import { lengthMessage, lengthParser } from '../model/specs';
import { SPECS_TEXTS as TEXTS, UNIT_LABELS } from '../model/texts';
import { ParsedTextField } from './ParsedTextField';

/** The chart scrolls sideways inside itself on a phone; the page never does. */
const StyledScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td {
    min-width: 6.5rem;
  }
`;

const StyledOverride = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface GradedChartTableProps {
  content: StyleContent;
  unit: MeasurementUnit;
  onPointChange: (index: number, point: PointOfMeasure) => void;
  readOnly: boolean;
}

/**
 * The graded spec chart (`gradedChart`, as the API exports it): each cell is the graded value; a
 * value typed in a cell overrides that size, and clearing it returns the cell to the grade.
 */
export function GradedChartTable({
  content,
  unit,
  onPointChange,
  readOnly,
}: GradedChartTableProps) {
  const chart = gradedChart(content);
  const parse = lengthParser(unit, false);
  const unreadable = lengthMessage(unit, {
    unreadable: TEXTS.lengthUnreadable,
    notNegative: TEXTS.notNegative,
  });
  return (
    <StyledScroller>
      <StyledTable>
        <caption>{TEXTS.chartCaption(UNIT_LABELS[unit])}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.pointColumn}</th>
            {chart.sizes.map((size) => (
              <th key={size} scope="col">
                {size === chart.baseSize ? <strong>{size}</strong> : size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row, index) => {
            const point = content.pointsOfMeasure[index];
            if (point === undefined) return null;
            return (
              <tr key={row.id}>
                <th scope="row">{TEXTS.point(row.code, row.name)}</th>
                {row.values.map((value) => {
                  const name = TEXTS.chartCell(row.code || TEXTS.point('', ''), value.size);
                  return (
                    <td key={value.size}>
                      <ParsedTextField
                        label={<VisuallyHidden>{name}</VisuallyHidden>}
                        inputMode="decimal"
                        readOnly={readOnly}
                        value={value.micrometres}
                        format={(micrometres) => formatLength(micrometres, unit)}
                        parse={parse}
                        unreadable={unreadable}
                        onValueChange={(micrometres) => {
                          onPointChange(index, {
                            ...point,
                            overrides: { ...point.overrides, [value.size]: micrometres },
                          });
                        }}
                      />
                      {value.overridden && (
                        <StyledOverride>
                          {TEXTS.overridden}
                          {!readOnly && (
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={TEXTS.clearOverride(row.code, value.size)}
                              onClick={() => {
                                const overrides = { ...point.overrides };
                                // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a record keyed by size
                                delete overrides[value.size];
                                onPointChange(index, { ...point, overrides });
                              }}
                            >
                              <CloseIcon />
                            </Button>
                          )}
                        </StyledOverride>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
