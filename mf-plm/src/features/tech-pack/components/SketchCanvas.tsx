import type { Callout } from '@atelier/api-contract';
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { clampFraction } from '../model/lists';
import { markerStep } from '../model/sketchFiles';
import { SKETCH_TEXTS as TEXTS } from '../model/texts';

const StyledCanvas = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  /* Dragging a marker moves it, rather than scrolling the page on a touch screen. */
  touch-action: none;
`;

const StyledSurface = styled.button`
  display: block;
  width: 100%;
  margin: 0;
  padding: 0;
  border: none;
  background: none;
  cursor: crosshair;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  user-select: none;
  pointer-events: none;
`;

const StyledMissing = styled.span`
  display: block;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMarker = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translate(-50%, -50%);
  cursor: grab;
  touch-action: none;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A fraction as a CSS percentage, without float noise: 0.29 → '29%'. */
const percentOf = (fraction: number): string => `${String(Math.round(fraction * 10_000) / 100)}%`;

/** The middle of the image: where Enter on the image puts a callout. */
const MIDDLE = 0.5;

export interface SketchCanvasProps {
  /** The image's accessible name ('Front sketch 1'). */
  title: string;
  src: string | undefined;
  callouts: readonly Callout[];
  /** A click on the image at (x, y), fractions of its width and height. */
  onAdd: (x: number, y: number) => void;
  onMove: (index: number, x: number, y: number) => void;
  readOnly: boolean;
}

/**
 * A sketch with its numbered callout markers: a click on the image places one (Enter places one in
 * the middle); a marker moves by dragging, or, focused, by the arrow keys (1%, Shift 5%).
 */
export function SketchCanvas({ title, src, callouts, onAdd, onMove, readOnly }: SketchCanvasProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  /** A pointer's position as fractions of the image, kept within it. */
  const fractionsAt = (clientX: number, clientY: number): [number, number] => {
    const box = canvasRef.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0 || box.height === 0) return [MIDDLE, MIDDLE];
    return [
      clampFraction((clientX - box.left) / box.width),
      clampFraction((clientY - box.top) / box.height),
    ];
  };

  const image =
    src === undefined ? (
      <StyledMissing>{TEXTS.imageMissing}</StyledMissing>
    ) : (
      <StyledImage src={src} alt="" draggable={false} />
    );

  return (
    <StyledCanvas ref={canvasRef}>
      {readOnly ? (
        <div role="img" aria-label={title}>
          {image}
        </div>
      ) : (
        <StyledSurface
          aria-label={TEXTS.addCallout(title)}
          onClick={(event: MouseEvent<HTMLButtonElement>) => {
            // A click from the keyboard (detail 0) has no position: the middle of the image.
            if (event.detail === 0) onAdd(MIDDLE, MIDDLE);
            else onAdd(...fractionsAt(event.clientX, event.clientY));
          }}
        >
          {image}
        </StyledSurface>
      )}
      {callouts.map((callout, index) => (
        <StyledMarker
          key={callout.id}
          type="button"
          aria-label={TEXTS.callout(index + 1)}
          style={{ left: percentOf(callout.x), top: percentOf(callout.y) }}
          onKeyDown={(event) => {
            if (readOnly) return;
            const step = markerStep(event.key, event.shiftKey);
            if (step === null) return;
            event.preventDefault();
            onMove(index, clampFraction(callout.x + step.dx), clampFraction(callout.y + step.dy));
          }}
          onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
            if (readOnly) return;
            dragging.current = index;
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event: PointerEvent<HTMLButtonElement>) => {
            if (dragging.current !== index) return;
            onMove(index, ...fractionsAt(event.clientX, event.clientY));
          }}
          onPointerUp={(event: PointerEvent<HTMLButtonElement>) => {
            dragging.current = null;
            if (event.currentTarget.hasPointerCapture(event.pointerId)) {
              event.currentTarget.releasePointerCapture(event.pointerId);
            }
          }}
        >
          {index + 1}
        </StyledMarker>
      ))}
    </StyledCanvas>
  );
}
