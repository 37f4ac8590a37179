import type { CommentAnchor, StyleContent } from '@atelier/api-contract';
import { COMMENT_ANCHOR_LABELS } from '@atelier/api-contract/values';
import { COMMENT_TEXTS } from './texts';

export interface AnchorOption {
  /** The select's value: 'style', or the kind and the row id ('bom:shell'). */
  value: string;
  label: string;
}

export const anchorValue = (anchor: CommentAnchor): string =>
  anchor.kind === 'style' || anchor.id === null ? 'style' : `${anchor.kind}:${anchor.id}`;

export function anchorOfValue(value: string): CommentAnchor {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return kind === 'bom' || kind === 'pom' || kind === 'callout'
    ? { kind, id }
    : { kind: 'style', id: null };
}

/** A callout is named by its note's start (a callout has no name of its own). */
const calloutName = (note: string, index: number) => {
  const text = note.trim();
  if (text === '') return `#${String(index + 1)}`;
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** What a comment may be about in the tech pack as it is now: the style, then each row. */
export function anchorOptions(content: StyleContent): AnchorOption[] {
  const L = COMMENT_ANCHOR_LABELS;
  const callouts = content.sketches.flatMap((sketch) => sketch.callouts);
  return [
    { value: 'style', label: L.style },
    ...content.bom.map((row) => ({ value: `bom:${row.id}`, label: `${L.bom}: ${row.name}` })),
    ...content.pointsOfMeasure.map((pom) => ({
      value: `pom:${pom.id}`,
      label: `${L.pom}: ${pom.code} ${pom.name}`,
    })),
    ...callouts.map((callout, index) => ({
      value: `callout:${callout.id}`,
      label: `${L.callout}: ${calloutName(callout.note, index)}`,
    })),
  ];
}

/** How a comment's anchor reads ('BOM: Shell fabric'); a row removed since says so. */
export function anchorLabel(anchor: CommentAnchor, content: StyleContent): string {
  const value = anchorValue(anchor);
  const found = anchorOptions(content).find((option) => option.value === value);
  if (found !== undefined) return found.label;
  return anchor.kind === 'style'
    ? COMMENT_ANCHOR_LABELS.style
    : `${COMMENT_ANCHOR_LABELS[anchor.kind]}: ${COMMENT_TEXTS.removedRow}`;
}
