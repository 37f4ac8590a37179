import type { BomRow } from '@atelier/api-contract';
import {
  BOM_TYPES,
  BOM_UNITS,
  PLM_MESSAGES,
  STYLE_LIMITS as L,
  type BomType,
  type BomUnit,
} from '@atelier/api-contract/values';
import { Button, FieldGrid, InlineRow, SelectField, TextField } from '@atelier/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { bounded } from '../model/bounded';
import { dollarsText, parseDollars } from '../model/money';
import {
  contentText,
  contentTotal,
  formatPercent,
  formatQuantity,
  parseContent,
  parsePercent,
  parseQuantity,
} from '@atelier/api-contract/values';
import { BOM_TEXTS as TEXTS, BOM_TYPE_LABELS, BOM_UNIT_LABELS } from '../model/texts';
import { ParsedTextField } from './ParsedTextField';

/** A BOM row as a card: its fields wrap to one column on a phone, never scrolling sideways. */
const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const StyledHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const TYPE_OPTIONS = BOM_TYPES.map((type) => ({ value: type, label: BOM_TYPE_LABELS[type] }));
const UNIT_OPTIONS = BOM_UNITS.map((unit) => ({ value: unit, label: BOM_UNIT_LABELS[unit] }));

const quantity = bounded(parseQuantity, L.quantityMilli, {
  unreadable: TEXTS.quantityUnreadable,
  tooLarge: TEXTS.tooLarge,
});
const unitCost = bounded(parseDollars, L.unitCostCents, {
  unreadable: TEXTS.moneyUnreadable,
  tooLarge: TEXTS.tooLarge,
});
const wastage = bounded(parsePercent, L.wastageBasisPoints, {
  unreadable: TEXTS.percentUnreadable,
  tooLarge: TEXTS.tooLarge,
});

export interface BomRowFieldsProps {
  row: BomRow;
  /** Its place in the list, from 0. */
  index: number;
  /** How many rows the BOM has (the last one cannot move down). */
  count: number;
  onChange: (row: BomRow) => void;
  /** Moves the row up (-1) or down (1). */
  onMove: (offset: -1 | 1) => void;
  /** Asks to remove the row (the editor confirms first). */
  onRemove: () => void;
  readOnly: boolean;
}

/** One material of the bill of materials. */
export function BomRowFields({
  row,
  index,
  count,
  onChange,
  onMove,
  onRemove,
  readOnly,
}: BomRowFieldsProps) {
  const headingId = useId();
  const [nameTouched, setNameTouched] = useState(false);
  const set = (change: Partial<BomRow>) => {
    onChange({ ...row, ...change });
  };
  const total = contentTotal(row.content);
  const title = TEXTS.row(index + 1, row.name);
  return (
    <StyledRow aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{title}</StyledHeading>
      <FieldGrid>
        <SelectField
          label={TEXTS.type}
          options={TYPE_OPTIONS}
          value={row.type}
          disabled={readOnly}
          onChange={(event) => {
            set({ type: event.currentTarget.value as BomType });
          }}
        />
        <TextField
          label={TEXTS.name}
          value={row.name}
          maxLength={L.bomText}
          readOnly={readOnly}
          required
          error={nameTouched && row.name.trim() === '' ? TEXTS.nameRequired : undefined}
          onBlur={() => {
            setNameTouched(true);
          }}
          onChange={(event) => {
            set({ name: event.currentTarget.value });
          }}
        />
        <TextField
          label={TEXTS.supplier}
          value={row.supplierName}
          maxLength={L.bomText}
          readOnly={readOnly}
          onChange={(event) => {
            // Free text: a name typed here is no longer the Atelier supplier picked before.
            set({ supplierName: event.currentTarget.value, supplierId: null });
          }}
        />
        <ParsedTextField
          label={TEXTS.content}
          hint={TEXTS.contentHint}
          readOnly={readOnly}
          value={row.content}
          format={contentText}
          parse={parseContent}
          onValueChange={(content) => {
            set({ content });
          }}
          unreadable={TEXTS.contentUnreadable}
          error={row.content.length > 0 && total !== 100 ? PLM_MESSAGES.contentTotal : undefined}
        />
        <TextField
          label={TEXTS.placement}
          value={row.placement}
          maxLength={L.bomText}
          readOnly={readOnly}
          onChange={(event) => {
            set({ placement: event.currentTarget.value });
          }}
        />
        <ParsedTextField
          label={TEXTS.quantity}
          inputMode="decimal"
          readOnly={readOnly}
          value={row.quantityMilli}
          format={formatQuantity}
          parse={quantity.parse}
          unreadable={quantity.unreadable}
          onValueChange={(quantityMilli) => {
            set({ quantityMilli });
          }}
        />
        <SelectField
          label={TEXTS.unit}
          options={UNIT_OPTIONS}
          value={row.unit}
          disabled={readOnly}
          onChange={(event) => {
            set({ unit: event.currentTarget.value as BomUnit });
          }}
        />
        <ParsedTextField
          label={TEXTS.unitCost}
          inputMode="decimal"
          readOnly={readOnly}
          value={row.unitCostCents}
          format={dollarsText}
          parse={unitCost.parse}
          unreadable={unitCost.unreadable}
          onValueChange={(unitCostCents) => {
            set({ unitCostCents });
          }}
        />
        <ParsedTextField
          label={TEXTS.wastage}
          inputMode="decimal"
          readOnly={readOnly}
          value={row.wastageBasisPoints}
          format={formatPercent}
          parse={wastage.parse}
          unreadable={wastage.unreadable}
          onValueChange={(wastageBasisPoints) => {
            set({ wastageBasisPoints });
          }}
        />
      </FieldGrid>
      {!readOnly && (
        <InlineRow>
          <Button
            variant="secondary"
            size="sm"
            disabled={index === 0}
            aria-label={`${TEXTS.moveUp}: ${title}`}
            onClick={() => {
              onMove(-1);
            }}
          >
            {TEXTS.moveUp}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={index === count - 1}
            aria-label={`${TEXTS.moveDown}: ${title}`}
            onClick={() => {
              onMove(1);
            }}
          >
            {TEXTS.moveDown}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXTS.remove}: ${title}`}
            onClick={onRemove}
          >
            {TEXTS.remove}
          </Button>
        </InlineRow>
      )}
    </StyledRow>
  );
}
