import type { BomRow, CostInputs } from '@atelier/api-contract';
import { STYLE_LIMITS as L } from '@atelier/api-contract/values';
import {
  Button,
  ConfirmDialog,
  FieldGrid,
  FormSection,
  mediaUp,
  MutedText,
} from '@atelier/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { bounded } from '../model/bounded';
import type { TechPackEditorProps } from '../model/editorProps';
import { newRowId } from '../model/ids';
import { moveBy, updateAt } from '../model/lists';
import { dollarsText, parseDollars } from '../model/money';
import { formatPercent, parsePercent } from '@atelier/api-contract/values';
import { BOM_TEXTS as TEXTS } from '../model/texts';
import { BomRowFields } from './BomRowFields';
import { CostSheet } from './CostSheet';
import { ParsedTextField } from './ParsedTextField';

/** The BOM beside its cost sheet on a wide screen; the sheet under it on a narrow one. */
const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);

    > :last-child {
      position: sticky;
      top: ${({ theme }) => theme.layout.headerHeight};
    }
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledRows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The cost fields' limit: the contract's cents per garment. */
const MAX_COST_CENTS = 100_000_000;
const MAX_DUTY_BASIS_POINTS = 10_000;

const cents = bounded(parseDollars, MAX_COST_CENTS, {
  unreadable: TEXTS.moneyUnreadable,
  tooLarge: TEXTS.tooLarge,
});
/** An optional amount: empty is "none" (null), wrapped so that null can be a value of the field. */
interface OptionalCents {
  cents: number | null;
}
const parseOptionalCents = (text: string): OptionalCents | null => {
  if (text.trim() === '') return { cents: null };
  const value = cents.parse(text);
  return value === null ? null : { cents: value };
};
const duty = bounded(parsePercent, MAX_DUTY_BASIS_POINTS, {
  unreadable: TEXTS.percentUnreadable,
  tooLarge: TEXTS.tooLarge,
});

const emptyRow = (): BomRow => ({
  id: newRowId('bom'),
  type: 'fabric',
  name: '',
  supplierName: '',
  supplierId: null,
  content: [],
  placement: '',
  quantityMilli: 0,
  unit: 'm',
  unitCostCents: 0,
  wastageBasisPoints: 0,
  colours: {},
});

/**
 * The bill of materials and the cost inputs, with the live cost sheet: every keystroke that reads
 * as a value changes the draft, and the sheet is computed again from it.
 */
export function BomEditor({
  content,
  onChange,
  readOnly = false,
  quotedFob = null,
}: TechPackEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const setBom = (bom: BomRow[]) => {
    onChange({ ...content, bom });
  };
  const setCosts = (change: Partial<CostInputs>) => {
    onChange({ ...content, costs: { ...content.costs, ...change } });
  };
  const removingRow = content.bom.find((row) => row.id === removing);

  const costField = (key: keyof Omit<CostInputs, 'dutyBasisPoints'>, label: string) => (
    <ParsedTextField
      label={label}
      inputMode="decimal"
      readOnly={readOnly}
      value={content.costs[key]}
      format={dollarsText}
      parse={cents.parse}
      unreadable={cents.unreadable}
      onValueChange={(value) => {
        setCosts({ [key]: value });
      }}
    />
  );
  const targetField = (key: 'targetCostCents' | 'targetRetailCents', label: string) => (
    <ParsedTextField<OptionalCents>
      label={label}
      hint={TEXTS.optionalHint}
      inputMode="decimal"
      readOnly={readOnly}
      value={{ cents: content[key] }}
      format={(value) => (value.cents === null ? '' : dollarsText(value.cents))}
      parse={parseOptionalCents}
      unreadable={cents.unreadable}
      onValueChange={(value) => {
        onChange({ ...content, [key]: value.cents });
      }}
    />
  );

  return (
    <StyledLayout>
      <StyledColumn>
        <FormSection legend={TEXTS.heading}>
          {content.bom.length === 0 ? (
            <MutedText>{TEXTS.empty}</MutedText>
          ) : (
            <StyledRows aria-label={TEXTS.rowsLabel}>
              {content.bom.map((row, index) => (
                <BomRowFields
                  key={row.id}
                  row={row}
                  index={index}
                  count={content.bom.length}
                  readOnly={readOnly}
                  onChange={(next) => {
                    setBom(updateAt(content.bom, index, () => next));
                  }}
                  onMove={(offset) => {
                    setBom(moveBy(content.bom, index, offset));
                  }}
                  onRemove={() => {
                    setRemoving(row.id);
                  }}
                />
              ))}
            </StyledRows>
          )}
          {!readOnly && (
            <div>
              <Button
                variant="secondary"
                disabled={content.bom.length >= L.bomRows}
                onClick={() => {
                  setBom([...content.bom, emptyRow()]);
                }}
              >
                {TEXTS.add}
              </Button>
            </div>
          )}
        </FormSection>
        <FormSection legend={TEXTS.costsHeading}>
          <FieldGrid>
            {costField('cutMakeTrimCents', TEXTS.cutMakeTrim)}
            {costField('overheadCents', TEXTS.overhead)}
            {costField('freightCents', TEXTS.freight)}
            <ParsedTextField
              label={TEXTS.duty}
              inputMode="decimal"
              readOnly={readOnly}
              value={content.costs.dutyBasisPoints}
              format={formatPercent}
              parse={duty.parse}
              unreadable={duty.unreadable}
              onValueChange={(dutyBasisPoints) => {
                setCosts({ dutyBasisPoints });
              }}
            />
            {targetField('targetCostCents', TEXTS.targetCost)}
            {targetField('targetRetailCents', TEXTS.targetRetail)}
          </FieldGrid>
        </FormSection>
      </StyledColumn>
      <CostSheet content={content} quotedFob={quotedFob} />
      <ConfirmDialog
        open={removingRow !== undefined}
        title={TEXTS.removeTitle}
        message={TEXTS.removeMessage(removingRow?.name ?? '')}
        confirmLabel={TEXTS.remove}
        danger
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          setBom(content.bom.filter((row) => row.id !== removing));
          setRemoving(null);
        }}
      />
    </StyledLayout>
  );
}
