import type { Callout, Sketch } from '@atelier/api-contract';
import { STYLE_LIMITS as L } from '@atelier/api-contract/values';
import { Button, mediaUp, MutedText, TextField } from '@atelier/shared-ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { newRowId } from '../model/ids';
import { removeAt, updateAt } from '../model/lists';
import { SKETCH_TEXTS as TEXTS } from '../model/texts';
import { SketchCanvas } from './SketchCanvas';

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The image beside its callouts on a wide screen, above them on a phone. */
const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${mediaUp('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const StyledCallouts = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
  li > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledSubheading = styled.h5`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface SketchCardProps {
  sketch: Sketch;
  title: string;
  src: string | undefined;
  onChange: (sketch: Sketch) => void;
  /** Asks to remove the sketch (the editor confirms first). */
  onRemove: () => void;
  readOnly: boolean;
}

/** One sketch: its image with the callout markers, and the callouts listed with their notes. */
export function SketchCard({ sketch, title, src, onChange, onRemove, readOnly }: SketchCardProps) {
  const headingId = useId();
  // The note of a callout just placed takes the focus, so the user writes it straight away.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const setCallouts = (callouts: Callout[]) => {
    onChange({ ...sketch, callouts });
  };
  const noteId = (callout: Callout) => `${headingId}-${callout.id}-note`;
  const full = sketch.callouts.length >= L.callouts;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledHeader>
        <StyledHeading id={headingId}>{title}</StyledHeading>
        {!readOnly && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${TEXTS.removeSketch}: ${title}`}
            onClick={onRemove}
          >
            {TEXTS.removeSketch}
          </Button>
        )}
      </StyledHeader>
      <StyledBody>
        <SketchCanvas
          title={title}
          src={src}
          callouts={sketch.callouts}
          readOnly={readOnly}
          onAdd={(x, y) => {
            if (full) return;
            const callout = { id: newRowId('co'), x, y, note: '' };
            focusNext.current = noteId(callout);
            setCallouts([...sketch.callouts, callout]);
          }}
          onMove={(index, x, y) => {
            setCallouts(updateAt(sketch.callouts, index, (callout) => ({ ...callout, x, y })));
          }}
        />
        <div>
          <StyledSubheading>{TEXTS.calloutsHeading}</StyledSubheading>
          {sketch.callouts.length === 0 ? (
            <MutedText>{TEXTS.noCallouts}</MutedText>
          ) : (
            <StyledCallouts aria-label={`${TEXTS.calloutsHeading}: ${title}`}>
              {sketch.callouts.map((callout, index) => (
                <li key={callout.id}>
                  <TextField
                    id={noteId(callout)}
                    label={TEXTS.note(index + 1)}
                    value={callout.note}
                    maxLength={L.calloutNote}
                    readOnly={readOnly}
                    onChange={(event) => {
                      const note = event.currentTarget.value;
                      setCallouts(updateAt(sketch.callouts, index, (was) => ({ ...was, note })));
                    }}
                  />
                  {!readOnly && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={TEXTS.removeCallout(index + 1)}
                      onClick={() => {
                        setCallouts(removeAt(sketch.callouts, index));
                      }}
                    >
                      {TEXTS.removeCalloutShort}
                    </Button>
                  )}
                </li>
              ))}
            </StyledCallouts>
          )}
        </div>
      </StyledBody>
    </StyledCard>
  );
}
