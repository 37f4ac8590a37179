import type { PointOfMeasure, SizeRange } from '@atelier/api-contract';
import {
  MEASUREMENT_UNITS,
  pointsFromTemplate,
  pomTemplateFor,
  SIZE_RANGE_NAMES,
  STYLE_LIMITS as L,
  styleContentProblems,
  type MeasurementUnit,
  type SizeRangeName,
} from '@atelier/api-contract/values';
import {
  Button,
  ConfirmDialog,
  FieldGrid,
  FormSection,
  MutedText,
  RadioGroup,
  SelectField,
} from '@atelier/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TechPackEditorProps } from '../model/editorProps';
import { newRowId } from '../model/ids';
import { parseSizeList, updateAt } from '../model/lists';
import { namedRange, withSizeRange } from '../model/specs';
import { SPECS_TEXTS as TEXTS, UNIT_LABELS } from '../model/texts';
import { GradedChartTable } from './GradedChartTable';
import { ParsedTextField } from './ParsedTextField';
import { PointOfMeasureFields } from './PointOfMeasureFields';

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const StyledPoints = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The template's button is long ('Add points from the Tops template'): its text wraps on a phone
// rather than widening the page.
const StyledAddActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  button {
    white-space: normal;
    text-align: center;
  }
`;

const StyledGroupLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RANGE_OPTIONS = SIZE_RANGE_NAMES.map((name) => ({
  value: name,
  label: TEXTS.sizeRangeNames[name],
}));

const emptyPoint = (): PointOfMeasure => ({
  id: newRowId('pom'),
  code: '',
  name: '',
  howToMeasure: '',
  toleranceMicrometres: 0,
  baseMicrometres: 0,
  grade: { kind: 'even', incrementMicrometres: 0 },
  overrides: {},
});

/**
 * The spec chart: the size range and base size, the points of measure with their grades, and the
 * graded chart. Lengths are stored in micrometres; the unit switch changes only how they are shown
 * and typed, so switching back and forth never changes a stored value.
 */
export function SpecsEditor({ content, onChange, readOnly = false }: TechPackEditorProps) {
  const unitId = useId();
  const [removing, setRemoving] = useState<string | null>(null);
  const { sizeRange, measurementUnit: unit } = content;
  const problems = styleContentProblems(content);
  const problemAt = (path: string) => problems.find((problem) => problem.path === path)?.message;
  const sizesProblem = problems.find((problem) => problem.path.startsWith('sizeRange.sizes.'));
  const template = pomTemplateFor(content.category);
  const setRange = (next: SizeRange) => {
    onChange(withSizeRange(content, next));
  };
  const setPoints = (pointsOfMeasure: PointOfMeasure[]) => {
    onChange({ ...content, pointsOfMeasure });
  };
  const removingPoint = content.pointsOfMeasure.find((point) => point.id === removing);
  const full = content.pointsOfMeasure.length >= L.pointsOfMeasure;

  return (
    <StyledColumn>
      <FormSection legend={TEXTS.heading}>
        <FieldGrid>
          <SelectField
            label={TEXTS.sizeRange}
            options={RANGE_OPTIONS}
            value={sizeRange.name}
            disabled={readOnly}
            onChange={(event) => {
              setRange(namedRange(event.currentTarget.value as SizeRangeName, sizeRange));
            }}
          />
          {sizeRange.name === 'custom' && (
            <ParsedTextField
              label={TEXTS.customSizes}
              hint={TEXTS.customSizesHint}
              readOnly={readOnly}
              value={sizeRange.sizes}
              format={(sizes) => sizes.join(', ')}
              parse={(text) => {
                const sizes = parseSizeList(text);
                return sizes !== null &&
                  sizes.length <= L.sizes &&
                  sizes.every((size) => size.length <= L.sizeName)
                  ? sizes
                  : null;
              }}
              unreadable={TEXTS.sizesEmpty}
              error={sizesProblem?.message}
              onValueChange={(sizes) => {
                setRange({ ...sizeRange, sizes });
              }}
            />
          )}
          <SelectField
            label={TEXTS.baseSize}
            value={sizeRange.baseSize}
            disabled={readOnly}
            error={problemAt('sizeRange.baseSize')}
            options={[...new Set(sizeRange.sizes)].map((size) => ({ value: size, label: size }))}
            onChange={(event) => {
              setRange({ ...sizeRange, baseSize: event.currentTarget.value });
            }}
          >
            {!sizeRange.sizes.includes(sizeRange.baseSize) && (
              <option value={sizeRange.baseSize}>{sizeRange.baseSize}</option>
            )}
          </SelectField>
        </FieldGrid>
        <StyledGroupLabel id={unitId}>{TEXTS.unit}</StyledGroupLabel>
        <RadioGroup<MeasurementUnit>
          name="measurement-unit"
          aria-labelledby={unitId}
          value={unit}
          choices={MEASUREMENT_UNITS.map((value) => ({ value, label: UNIT_LABELS[value] }))}
          onChange={(measurementUnit) => {
            if (!readOnly) onChange({ ...content, measurementUnit });
          }}
        />
        <MutedText>{TEXTS.unitHint}</MutedText>
      </FormSection>

      <FormSection legend={TEXTS.pointsHeading}>
        {content.pointsOfMeasure.length === 0 ? (
          <MutedText>{TEXTS.noPoints}</MutedText>
        ) : (
          // Keyed by the unit: a field being typed in starts again in the unit now shown.
          <StyledPoints key={unit} aria-label={TEXTS.pointsHeading}>
            {content.pointsOfMeasure.map((point, index) => (
              <PointOfMeasureFields
                key={point.id}
                point={point}
                sizes={sizeRange.sizes}
                baseSize={sizeRange.baseSize}
                unit={unit}
                gradeProblem={problemAt(`pointsOfMeasure.${String(index)}.grade`)}
                readOnly={readOnly}
                onChange={(next) => {
                  setPoints(updateAt(content.pointsOfMeasure, index, () => next));
                }}
                onRemove={() => {
                  setRemoving(point.id);
                }}
              />
            ))}
          </StyledPoints>
        )}
        {!readOnly && (
          <StyledAddActions>
            {template !== null && (
              <Button
                variant="secondary"
                disabled={full}
                onClick={() => {
                  const added = pointsFromTemplate(template, () => newRowId('pom'));
                  setPoints([...content.pointsOfMeasure, ...added].slice(0, L.pointsOfMeasure));
                }}
              >
                {TEXTS.addFromTemplate(template)}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={full}
              onClick={() => {
                setPoints([...content.pointsOfMeasure, emptyPoint()]);
              }}
            >
              {TEXTS.addPoint}
            </Button>
          </StyledAddActions>
        )}
      </FormSection>

      {content.pointsOfMeasure.length > 0 && (
        <FormSection legend={TEXTS.chartHeading}>
          <GradedChartTable
            key={unit}
            content={content}
            unit={unit}
            readOnly={readOnly}
            onPointChange={(index, point) => {
              setPoints(updateAt(content.pointsOfMeasure, index, () => point));
            }}
          />
        </FormSection>
      )}

      <ConfirmDialog
        open={removingPoint !== undefined}
        title={TEXTS.removeTitle}
        message={TEXTS.removeMessage(
          removingPoint === undefined ? '' : TEXTS.point(removingPoint.code, removingPoint.name),
        )}
        confirmLabel={TEXTS.remove}
        danger
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          setPoints(content.pointsOfMeasure.filter((point) => point.id !== removing));
          setRemoving(null);
        }}
      />
    </StyledColumn>
  );
}
