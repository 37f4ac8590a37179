import {
  CARE_GROUPS,
  CARE_SYMBOLS,
  STYLE_LIMITS as L,
  type CareGroup,
  type CareSymbolCode,
} from '@atelier/api-contract/values';
import { FieldGrid, FormSection, MutedText, RadioGroup, TextAreaField } from '@atelier/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import type { TechPackEditorProps } from '../model/editorProps';
import { CARE_GROUP_LABELS, CARE_TEXTS as TEXTS } from '../model/texts';
import { CareSymbol } from './CareSymbol';

const StyledChoice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledGroupLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledLabel = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const NONE = 'none';
type Choice = CareSymbolCode | typeof NONE;

const groupOf = (code: CareSymbolCode): CareGroup =>
  CARE_SYMBOLS.find((symbol) => symbol.code === code)?.group ?? 'washing';

/** The symbols in the order a care label shows them: by group. */
const inLabelOrder = (codes: readonly CareSymbolCode[]): CareSymbolCode[] =>
  CARE_SYMBOLS.map((symbol) => symbol.code).filter((code) => codes.includes(code));

function CareGroupField({
  group,
  value,
  onChange,
  readOnly,
}: {
  group: CareGroup;
  value: Choice;
  onChange: (choice: Choice) => void;
  readOnly: boolean;
}) {
  const labelId = useId();
  return (
    <StyledGroup>
      <StyledGroupLabel id={labelId}>{CARE_GROUP_LABELS[group]}</StyledGroupLabel>
      <RadioGroup<Choice>
        name={`care-${group}`}
        aria-labelledby={labelId}
        value={value}
        onChange={(choice) => {
          if (!readOnly) onChange(choice);
        }}
        choices={[
          { value: NONE, label: TEXTS.none },
          ...CARE_SYMBOLS.filter((symbol) => symbol.group === group).map((symbol) => ({
            value: symbol.code,
            label: (
              <StyledChoice>
                <CareSymbol code={symbol.code} />
                {symbol.text}
              </StyledChoice>
            ),
          })),
        ]}
      />
    </StyledGroup>
  );
}

/**
 * Care: ISO 3758 symbols, at most one of each group (a radio group per group makes a second
 * impossible), the label they make, and the notes on labels and packaging.
 */
export function CareEditor({ content, onChange, readOnly = false }: TechPackEditorProps) {
  const { care } = content;
  const chosen = inLabelOrder(care.symbols);
  const setCare = (change: Partial<typeof care>) => {
    onChange({ ...content, care: { ...care, ...change } });
  };
  return (
    <>
      <FormSection legend={TEXTS.symbolsHeading}>
        <MutedText>{TEXTS.symbolsHint}</MutedText>
        <FieldGrid minColumn="16rem">
          {CARE_GROUPS.map((group) => (
            <CareGroupField
              key={group}
              group={group}
              readOnly={readOnly}
              value={chosen.find((code) => groupOf(code) === group) ?? NONE}
              onChange={(choice) => {
                const others = chosen.filter((code) => groupOf(code) !== group);
                setCare({ symbols: inLabelOrder(choice === NONE ? others : [...others, choice]) });
              }}
            />
          ))}
        </FieldGrid>
      </FormSection>
      <FormSection legend={TEXTS.labelPreview}>
        {chosen.length === 0 ? (
          <MutedText>{TEXTS.noSymbols}</MutedText>
        ) : (
          <StyledLabel aria-label={TEXTS.labelPreview}>
            {chosen.map((code) => (
              <li key={code}>
                <CareSymbol code={code} />
                {CARE_SYMBOLS.find((symbol) => symbol.code === code)?.text}
              </li>
            ))}
          </StyledLabel>
        )}
      </FormSection>
      <FormSection legend={TEXTS.heading}>
        <TextAreaField
          label={TEXTS.labels}
          hint={TEXTS.labelsHint}
          value={care.labels}
          maxLength={L.careText}
          readOnly={readOnly}
          rows={4}
          onChange={(event) => {
            setCare({ labels: event.currentTarget.value });
          }}
        />
        <TextAreaField
          label={TEXTS.packaging}
          hint={TEXTS.packagingHint}
          value={care.packaging}
          maxLength={L.careText}
          readOnly={readOnly}
          rows={4}
          onChange={(event) => {
            setCare({ packaging: event.currentTarget.value });
          }}
        />
      </FormSection>
    </>
  );
}
