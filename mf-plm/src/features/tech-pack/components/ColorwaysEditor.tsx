import type { BomRow, Colorway } from '@atelier/api-contract';
import { STYLE_LIMITS as L } from '@atelier/api-contract/values';
import {
  Button,
  ConfirmDialog,
  FieldGrid,
  FormSection,
  MutedText,
  TextField,
} from '@atelier/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { TechPackEditorProps } from '../model/editorProps';
import { newRowId } from '../model/ids';
import { updateAt } from '../model/lists';
import { COLORWAY_TEXTS as TEXTS } from '../model/texts';
import { BomColourMatrix } from './BomColourMatrix';

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledColorway = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHeading = styled.h4`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledSwatch = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const DEFAULT_SWATCH = '#000000';

const emptyColorway = (): Colorway => ({
  id: newRowId('cw'),
  name: '',
  code: '',
  swatch: DEFAULT_SWATCH,
});

function ColorwayFields({
  colorway,
  index,
  onChange,
  onRemove,
  readOnly,
}: {
  colorway: Colorway;
  index: number;
  onChange: (colorway: Colorway) => void;
  onRemove: () => void;
  readOnly: boolean;
}) {
  const headingId = useId();
  const [touched, setTouched] = useState(false);
  const title = TEXTS.colorway(index + 1, colorway.name);
  const set = (change: Partial<Colorway>) => {
    onChange({ ...colorway, ...change });
  };
  return (
    <StyledColorway aria-labelledby={headingId}>
      <StyledHeading id={headingId}>
        <StyledSwatch style={{ background: colorway.swatch }} aria-hidden="true" />
        {title}
      </StyledHeading>
      <TextField
        label={TEXTS.name}
        value={colorway.name}
        maxLength={L.bomText}
        required
        readOnly={readOnly}
        error={touched && colorway.name.trim() === '' ? TEXTS.nameRequired : undefined}
        onBlur={() => {
          setTouched(true);
        }}
        onChange={(event) => {
          set({ name: event.currentTarget.value });
        }}
      />
      <FieldGrid minColumn="7rem">
        <TextField
          label={TEXTS.code}
          value={colorway.code}
          maxLength={40}
          readOnly={readOnly}
          onChange={(event) => {
            set({ code: event.currentTarget.value });
          }}
        />
        <TextField
          label={TEXTS.swatch}
          type="color"
          value={colorway.swatch}
          disabled={readOnly}
          onChange={(event) => {
            set({ swatch: event.currentTarget.value });
          }}
        />
      </FieldGrid>
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
    </StyledColorway>
  );
}

/**
 * Colorways (name, code, swatch) and the BOM colour matrix: one row per BOM row, one column per
 * colorway, each cell the material's colour in that colorway (`BomRow.colours`).
 */
export function ColorwaysEditor({ content, onChange, readOnly = false }: TechPackEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const { colorways, bom } = content;
  const removingColorway = colorways.find((colorway) => colorway.id === removing);
  const setColour = (rowIndex: number, colorwayId: string, colour: string) => {
    onChange({
      ...content,
      bom: updateAt(bom, rowIndex, (row) => {
        const colours = { ...row.colours };
        // An empty cell is no colour: the key goes, rather than an empty text.
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a record keyed by colorway id
        if (colour === '') delete colours[colorwayId];
        else colours[colorwayId] = colour;
        return { ...row, colours };
      }),
    });
  };
  const remove = (id: string) => {
    onChange({
      ...content,
      colorways: colorways.filter((colorway) => colorway.id !== id),
      // Its colours go with it: a colour of a colorway the style lacks is refused by the API.
      bom: bom.map((row): BomRow => ({
        ...row,
        colours: Object.fromEntries(Object.entries(row.colours).filter(([key]) => key !== id)),
      })),
    });
  };
  return (
    <>
      <FormSection legend={TEXTS.heading}>
        {colorways.length === 0 ? (
          <MutedText>{TEXTS.empty}</MutedText>
        ) : (
          <StyledList aria-label={TEXTS.heading}>
            {colorways.map((colorway, index) => (
              <ColorwayFields
                key={colorway.id}
                colorway={colorway}
                index={index}
                readOnly={readOnly}
                onChange={(next) => {
                  onChange({ ...content, colorways: updateAt(colorways, index, () => next) });
                }}
                onRemove={() => {
                  setRemoving(colorway.id);
                }}
              />
            ))}
          </StyledList>
        )}
        {!readOnly && (
          <div>
            <Button
              variant="secondary"
              disabled={colorways.length >= L.colorways}
              onClick={() => {
                onChange({ ...content, colorways: [...colorways, emptyColorway()] });
              }}
            >
              {TEXTS.add}
            </Button>
          </div>
        )}
      </FormSection>
      <FormSection legend={TEXTS.matrixHeading}>
        {bom.length === 0 || colorways.length === 0 ? (
          <MutedText>{TEXTS.matrixNeeds}</MutedText>
        ) : (
          <BomColourMatrix
            bom={bom}
            colorways={colorways}
            readOnly={readOnly}
            onColourChange={setColour}
          />
        )}
      </FormSection>
      <ConfirmDialog
        open={removingColorway !== undefined}
        title={TEXTS.removeTitle}
        message={TEXTS.removeMessage(removingColorway?.name ?? '')}
        confirmLabel={TEXTS.remove}
        danger
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </>
  );
}
