import type { ConstructionNote } from '@atelier/api-contract';
import {
  formatLength,
  STITCH_TYPES,
  STYLE_LIMITS as L,
  type StitchCode,
} from '@atelier/api-contract/values';
import {
  Button,
  ConfirmDialog,
  FieldGrid,
  FormSection,
  MutedText,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TechPackEditorProps } from '../model/editorProps';
import { newRowId } from '../model/ids';
import { updateAt } from '../model/lists';
import { lengthMessage, lengthParser } from '../model/specs';
import { CONSTRUCTION_TEXTS as TEXTS, SPECS_TEXTS } from '../model/texts';
import { ParsedTextField } from './ParsedTextField';

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNote = styled.li`
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

const STITCH_OPTIONS = STITCH_TYPES.map(({ code, name }) => ({
  value: code,
  label: `${code} ${name}`,
}));
const MAX_SPI = 40;
const MAX_SEAM_ALLOWANCE = 100_000;

/** Empty text is "none" for the optional numbers; wrapped so that null can be a value. */
interface Optional {
  value: number | null;
}

const parseSpi = (text: string): Optional | null => {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_SPI ? { value } : null;
};

const emptyNote = (): ConstructionNote => ({
  id: newRowId('con'),
  area: '',
  stitch: null,
  stitchesPerInch: null,
  seamAllowanceMicrometres: null,
  note: '',
});

function NoteFields({
  note,
  index,
  unit,
  onChange,
  onRemove,
  readOnly,
}: {
  note: ConstructionNote;
  index: number;
  unit: 'cm' | 'in';
  onChange: (note: ConstructionNote) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const headingId = useId();
  const [areaTouched, setAreaTouched] = useState(false);
  const set = (change: Partial<ConstructionNote>) => {
    onChange({ ...note, ...change });
  };
  const parseLength = lengthParser(unit, false);
  const title = TEXTS.note(index + 1, note.area);
  return (
    <StyledNote aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{title}</StyledHeading>
      <FieldGrid>
        <TextField
          label={TEXTS.area}
          value={note.area}
          maxLength={L.bomText}
          required
          readOnly={readOnly}
          error={areaTouched && note.area.trim() === '' ? TEXTS.areaRequired : undefined}
          onBlur={() => {
            setAreaTouched(true);
          }}
          onChange={(event) => {
            set({ area: event.currentTarget.value });
          }}
        />
        <SelectField
          label={TEXTS.stitch}
          placeholder={TEXTS.noStitch}
          options={STITCH_OPTIONS}
          value={note.stitch ?? ''}
          disabled={readOnly}
          onChange={(event) => {
            const value = event.currentTarget.value;
            set({ stitch: value === '' ? null : (value as StitchCode) });
          }}
        />
        <ParsedTextField<Optional>
          label={TEXTS.stitchesPerInch}
          inputMode="numeric"
          readOnly={readOnly}
          value={{ value: note.stitchesPerInch }}
          format={({ value }) => (value === null ? '' : String(value))}
          parse={parseSpi}
          unreadable={TEXTS.stitchesUnreadable}
          onValueChange={({ value }) => {
            set({ stitchesPerInch: value });
          }}
        />
        <ParsedTextField<Optional>
          label={TEXTS.seamAllowance(unit)}
          inputMode="decimal"
          readOnly={readOnly}
          value={{ value: note.seamAllowanceMicrometres }}
          format={({ value }) => (value === null ? '' : formatLength(value, unit))}
          parse={(text) => {
            if (text.trim() === '') return { value: null };
            const value = parseLength(text);
            return value === null || value > MAX_SEAM_ALLOWANCE ? null : { value };
          }}
          unreadable={lengthMessage(unit, {
            unreadable: SPECS_TEXTS.lengthUnreadable,
            notNegative: SPECS_TEXTS.notNegative,
          })}
          onValueChange={({ value }) => {
            set({ seamAllowanceMicrometres: value });
          }}
        />
      </FieldGrid>
      <TextAreaField
        label={TEXTS.text}
        value={note.note}
        maxLength={L.constructionText}
        rows={3}
        readOnly={readOnly}
        onChange={(event) => {
          set({ note: event.currentTarget.value });
        }}
      />
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
    </StyledNote>
  );
}

/**
 * Construction notes: each area's ISO 4915 stitch, stitches per inch, seam allowance (in the
 * style's shown unit, stored in micrometres) and the note itself.
 */
export function ConstructionEditor({ content, onChange, readOnly = false }: TechPackEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const notes = content.construction;
  const setNotes = (construction: ConstructionNote[]) => {
    onChange({ ...content, construction });
  };
  return (
    <FormSection legend={TEXTS.heading}>
      {notes.length === 0 ? (
        <MutedText>{TEXTS.empty}</MutedText>
      ) : (
        <StyledList key={content.measurementUnit} aria-label={TEXTS.heading}>
          {notes.map((note, index) => (
            <NoteFields
              key={note.id}
              note={note}
              index={index}
              unit={content.measurementUnit}
              readOnly={readOnly}
              onChange={(next) => {
                setNotes(updateAt(notes, index, () => next));
              }}
              onRemove={() => {
                setRemoving(note.id);
              }}
            />
          ))}
        </StyledList>
      )}
      {!readOnly && (
        <div>
          <Button
            variant="secondary"
            disabled={notes.length >= L.constructionNotes}
            onClick={() => {
              setNotes([...notes, emptyNote()]);
            }}
          >
            {TEXTS.add}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={TEXTS.removeTitle}
        message={TEXTS.removeMessage}
        confirmLabel={TEXTS.remove}
        danger
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          setNotes(notes.filter((note) => note.id !== removing));
          setRemoving(null);
        }}
      />
    </FormSection>
  );
}
