import type { Sketch, SketchView } from '@atelier/api-contract';
import { STYLE_LIMITS as L } from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  ConfirmDialog,
  FieldGrid,
  FormSection,
  MutedText,
  TextField,
} from '@atelier/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TechPackEditorProps } from '../model/editorProps';
import { newRowId } from '../model/ids';
import { updateAt } from '../model/lists';
import { SKETCH_IMAGE_ACCEPT } from '../model/sketchFiles';
import { SKETCH_TEXTS as TEXTS } from '../model/texts';
import { SketchCard } from './SketchCard';
import { useSketchUploads } from './useSketchUploads';

// The views in the contract's order: front, back, detail. (The contract's SKETCH_VIEWS lives in
// its schema module, which does not ship to the browser; the texts' record names every view.)
const VIEWS = Object.keys(TEXTS.viewNames) as SketchView[];

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledUploads = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Each sketch's title: its view and its number among that view's sketches ('Back sketch 1'). */
function titlesOf(sketches: readonly Sketch[]): string[] {
  const seen = new Map<string, number>();
  return sketches.map((sketch) => {
    const number = (seen.get(sketch.view) ?? 0) + 1;
    seen.set(sketch.view, number);
    return TEXTS.sketchTitle(TEXTS.viewNames[sketch.view], number);
  });
}

/**
 * The style's front, back and detail sketches with numbered callouts. An image is uploaded through
 * shared-ui's uploader; its upload id is the sketch's `imageId`, shown from `imageUrls` once saved
 * and from the browser's own copy until then.
 */
export function SketchesEditor({
  content,
  onChange,
  imageUrls = {},
  readOnly = false,
}: TechPackEditorProps) {
  const [removing, setRemoving] = useState<string | null>(null);
  const { sketches } = content;
  // The newest content, for uploads that finish later (two may finish before a render).
  const contentRef = useRef(content);
  useEffect(() => {
    contentRef.current = content;
  });
  const uploads = useSketchUploads((view, imageId) => {
    const now = contentRef.current;
    if (now.sketches.length >= L.sketches) return;
    const next = {
      ...now,
      sketches: [...now.sketches, { id: newRowId('sk'), view, imageId, callouts: [] }],
    };
    contentRef.current = next;
    onChange(next);
  });
  const titles = titlesOf(sketches);
  const full = sketches.length >= L.sketches;
  const srcOf = (imageId: string): string | undefined =>
    imageUrls[imageId] ?? uploads.localUrls[imageId];

  return (
    <FormSection legend={TEXTS.heading}>
      <MutedText>{TEXTS.intro}</MutedText>
      {!readOnly && (
        <>
          <FieldGrid>
            {VIEWS.map((view) => (
              <TextField
                key={view}
                type="file"
                accept={SKETCH_IMAGE_ACCEPT}
                label={TEXTS.upload(TEXTS.viewNames[view])}
                hint={TEXTS.uploadHint}
                disabled={full}
                onChange={(event) => {
                  uploads.add(event.currentTarget.files, view);
                  event.currentTarget.value = '';
                }}
              />
            ))}
          </FieldGrid>
          {full && <Banner tone="info">{TEXTS.limitReached}</Banner>}
          {uploads.entries.length > 0 && (
            <StyledUploads aria-label={TEXTS.uploadsLabel}>
              {uploads.entries.map((entry) => (
                <li key={entry.id}>
                  <span>{entry.name}</span>
                  {entry.status === 'uploading' ? (
                    <>
                      <progress
                        max={100}
                        value={entry.progress}
                        aria-label={TEXTS.uploading(entry.name)}
                      />
                      <span>{entry.progress}%</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={TEXTS.cancelUpload(entry.name)}
                        onClick={() => {
                          uploads.cancel(entry.id);
                        }}
                      >
                        {TEXTS.cancel}
                      </Button>
                    </>
                  ) : (
                    <>
                      <StyledError role="alert">{entry.error}</StyledError>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={TEXTS.dismiss(entry.name)}
                        onClick={() => {
                          uploads.cancel(entry.id);
                        }}
                      >
                        {TEXTS.dismissShort}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </StyledUploads>
          )}
        </>
      )}
      {sketches.length === 0 ? (
        <MutedText>{TEXTS.empty}</MutedText>
      ) : (
        <StyledList aria-label={TEXTS.heading}>
          {sketches.map((sketch, index) => (
            <SketchCard
              key={sketch.id}
              sketch={sketch}
              title={titles[index] ?? ''}
              src={srcOf(sketch.imageId)}
              readOnly={readOnly}
              onChange={(next) => {
                onChange({ ...content, sketches: updateAt(sketches, index, () => next) });
              }}
              onRemove={() => {
                setRemoving(sketch.id);
              }}
            />
          ))}
        </StyledList>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={TEXTS.removeSketchTitle}
        message={TEXTS.removeSketchMessage}
        confirmLabel={TEXTS.removeSketch}
        danger
        onCancel={() => {
          setRemoving(null);
        }}
        onConfirm={() => {
          onChange({ ...content, sketches: sketches.filter((sketch) => sketch.id !== removing) });
          setRemoving(null);
        }}
      />
    </FormSection>
  );
}
