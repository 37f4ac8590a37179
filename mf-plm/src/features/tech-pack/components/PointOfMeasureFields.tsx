import type { PointOfMeasure } from '@atelier/api-contract';
import {
  formatLength,
  STYLE_LIMITS as L,
  type MeasurementUnit,
} from '@atelier/api-contract/values';
import { Button, FieldGrid, RadioGroup, TextAreaField, TextField } from '@atelier/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { updateAt } from '../model/lists';
import { lengthMessage, lengthParser } from '../model/specs';
import { SPECS_TEXTS as TEXTS } from '../model/texts';
import { ParsedTextField } from './ParsedTextField';

const StyledPoint = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledGroupLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface PointOfMeasureFieldsProps {
  point: PointOfMeasure;
  sizes: readonly string[];
  baseSize: string;
  unit: MeasurementUnit;
  /** The API's word on this point's grade (a split grade without one step per size). */
  gradeProblem: string | undefined;
  onChange: (point: PointOfMeasure) => void;
  onRemove: () => void;
  readOnly: boolean;
}

/** One point of measure: what it is, how to measure it, its base value and its grade. */
export function PointOfMeasureFields({
  point,
  sizes,
  baseSize,
  unit,
  gradeProblem,
  onChange,
  onRemove,
  readOnly,
}: PointOfMeasureFieldsProps) {
  const headingId = useId();
  const gradeId = useId();
  const [touched, setTouched] = useState({ code: false, name: false });
  const set = (change: Partial<PointOfMeasure>) => {
    onChange({ ...point, ...change });
  };
  const format = (micrometres: number) => formatLength(micrometres, unit);
  const messages = { unreadable: TEXTS.lengthUnreadable, notNegative: TEXTS.notNegative };
  const positive = { parse: lengthParser(unit, false), unreadable: lengthMessage(unit, messages) };
  const signed = { parse: lengthParser(unit, true), unreadable: lengthMessage(unit, messages) };
  const title = TEXTS.point(point.code, point.name);
  const { grade } = point;
  return (
    <StyledPoint aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{title}</StyledHeading>
      <FieldGrid>
        <TextField
          label={TEXTS.code}
          value={point.code}
          maxLength={L.pomCode}
          required
          readOnly={readOnly}
          error={touched.code && point.code.trim() === '' ? TEXTS.codeRequired : undefined}
          onBlur={() => {
            setTouched((was) => ({ ...was, code: true }));
          }}
          onChange={(event) => {
            set({ code: event.currentTarget.value });
          }}
        />
        <TextField
          label={TEXTS.name}
          value={point.name}
          maxLength={L.pomName}
          required
          readOnly={readOnly}
          error={touched.name && point.name.trim() === '' ? TEXTS.nameRequired : undefined}
          onBlur={() => {
            setTouched((was) => ({ ...was, name: true }));
          }}
          onChange={(event) => {
            set({ name: event.currentTarget.value });
          }}
        />
        <ParsedTextField
          label={TEXTS.tolerance(unit)}
          inputMode="decimal"
          readOnly={readOnly}
          value={point.toleranceMicrometres}
          format={format}
          {...positive}
          onValueChange={(toleranceMicrometres) => {
            set({ toleranceMicrometres });
          }}
        />
        <ParsedTextField
          label={TEXTS.base(baseSize, unit)}
          inputMode="decimal"
          readOnly={readOnly}
          value={point.baseMicrometres}
          format={format}
          {...positive}
          onValueChange={(baseMicrometres) => {
            set({ baseMicrometres });
          }}
        />
      </FieldGrid>
      <TextAreaField
        label={TEXTS.howToMeasure}
        value={point.howToMeasure}
        maxLength={L.howToMeasure}
        rows={2}
        readOnly={readOnly}
        onChange={(event) => {
          set({ howToMeasure: event.currentTarget.value });
        }}
      />
      <StyledGroupLabel id={gradeId}>{TEXTS.grade}</StyledGroupLabel>
      <RadioGroup
        name={`grade-${point.id}`}
        aria-labelledby={gradeId}
        value={grade.kind}
        choices={[
          { value: 'even', label: TEXTS.gradeEven },
          { value: 'split', label: TEXTS.gradeSplit },
        ]}
        onChange={(kind) => {
          if (readOnly || kind === grade.kind) return;
          // Switching keeps the one increment as every step's, and back the first step's.
          set({
            grade:
              kind === 'split'
                ? {
                    kind,
                    incrementsMicrometres: sizes
                      .slice(1)
                      .map(() => (grade.kind === 'even' ? grade.incrementMicrometres : 0)),
                  }
                : {
                    kind,
                    incrementMicrometres:
                      grade.kind === 'split' ? (grade.incrementsMicrometres[0] ?? 0) : 0,
                  },
          });
        }}
      />
      {grade.kind === 'even' ? (
        <FieldGrid>
          <ParsedTextField
            label={TEXTS.increment(unit)}
            inputMode="decimal"
            readOnly={readOnly}
            value={grade.incrementMicrometres}
            format={format}
            {...signed}
            error={gradeProblem}
            onValueChange={(incrementMicrometres) => {
              set({ grade: { kind: 'even', incrementMicrometres } });
            }}
          />
        </FieldGrid>
      ) : (
        <FieldGrid minColumn="8rem">
          {sizes.slice(1).map((to, step) => (
            <ParsedTextField
              key={`${sizes[step] ?? ''}-${to}`}
              label={TEXTS.stepIncrement(sizes[step] ?? '', to, unit)}
              inputMode="decimal"
              readOnly={readOnly}
              value={grade.incrementsMicrometres[step] ?? 0}
              format={format}
              {...signed}
              error={step === 0 ? gradeProblem : undefined}
              onValueChange={(value) => {
                const increments = sizes
                  .slice(1)
                  .map((_, i) => grade.incrementsMicrometres[i] ?? 0);
                set({
                  grade: {
                    kind: 'split',
                    incrementsMicrometres: updateAt(increments, step, () => value),
                  },
                });
              }}
            />
          ))}
        </FieldGrid>
      )}
      {!readOnly && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXTS.remove}: ${title}`}
            onClick={onRemove}
          >
            {TEXTS.remove}
          </Button>
        </div>
      )}
    </StyledPoint>
  );
}
