import type { BomRow, Colorway } from '@atelier/api-contract';
import { STYLE_LIMITS as L } from '@atelier/api-contract/values';
import { TextField, VisuallyHidden } from '@atelier/shared-ui';
import styled from 'styled-components';
import { BOM_TEXTS, COLORWAY_TEXTS as TEXTS } from '../model/texts';

/** The matrix scrolls sideways inside itself on a phone; the page never does. */
const StyledScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

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
    min-width: 9rem;
  }
`;

export interface BomColourMatrixProps {
  bom: readonly BomRow[];
  colorways: readonly Colorway[];
  /** The colour of BOM row `rowIndex` in a colorway ('' for none). */
  onColourChange: (rowIndex: number, colorwayId: string, colour: string) => void;
  readOnly: boolean;
}

/** The BOM colour matrix: one row per material, one column per colorway, a colour in each cell. */
export function BomColourMatrix({
  bom,
  colorways,
  onColourChange,
  readOnly,
}: BomColourMatrixProps) {
  return (
    <StyledScroller>
      <StyledTable>
        <caption>{TEXTS.matrixCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.material}</th>
            {colorways.map((colorway, index) => (
              <th key={colorway.id} scope="col">
                {TEXTS.colorway(index + 1, colorway.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bom.map((row, rowIndex) => {
            const material = BOM_TEXTS.row(rowIndex + 1, row.name);
            return (
              <tr key={row.id}>
                <th scope="row">{material}</th>
                {colorways.map((colorway, index) => (
                  <td key={colorway.id}>
                    <TextField
                      label={
                        <VisuallyHidden>
                          {TEXTS.cell(material, TEXTS.colorway(index + 1, colorway.name))}
                        </VisuallyHidden>
                      }
                      value={row.colours[colorway.id] ?? ''}
                      maxLength={L.bomText}
                      readOnly={readOnly}
                      onChange={(event) => {
                        onColourChange(rowIndex, colorway.id, event.currentTarget.value);
                      }}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
