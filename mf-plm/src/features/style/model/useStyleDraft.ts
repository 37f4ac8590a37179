import { useState } from 'react';
import type {
  Style,
  StyleChange,
  StyleConflict,
  StyleContent,
  StyleContentRefusal,
} from '@atelier/api-contract';
import { compareStyles } from '@atelier/api-contract/values';
import { apiErrorOf } from '@atelier/shared-ui';
import { useSaveStyleMutation } from '../api/saveStyle';

/** Where a save stands: nothing to say, refused with problems, overtaken by another save, failed. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'invalid'; problems: { path: string; message: string }[] }
  | {
      kind: 'conflict';
      currentRevision: number;
      updatedBy: string;
      updatedAt: string;
      changes: StyleChange[];
    }
  | { kind: 'failed' };

/**
 * The one draft of a style's page: every tab edits it, Save sends it over the revision it was
 * loaded from. A save refused because someone else saved first keeps the draft and says what
 * they changed; the user then saves theirs over it or loads theirs (no lost update, no lost input).
 */
export function useStyleDraft(style: Style | undefined) {
  // The user's edits over the revision they started from; none: the draft is the style as saved.
  const [edits, setEdits] = useState<{ base: number; content: StyleContent } | null>(null);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [saveStyle, { isLoading: saving }] = useSaveStyleMutation();
  const draft = edits?.content ?? style?.content ?? null;
  const baseRevision = edits?.base ?? style?.revision ?? null;
  const dirty =
    style !== undefined &&
    edits !== null &&
    JSON.stringify(edits.content) !== JSON.stringify(style.content);

  async function saveOver(base: number) {
    if (style === undefined || draft === null) return;
    try {
      await saveStyle({ styleId: style.id, body: { baseRevision: base, content: draft } }).unwrap();
      // The saved style is in the cache now (saveStyle's answer): the draft follows it.
      setEdits(null);
      setState({ kind: 'idle' });
    } catch (error) {
      const apiError = apiErrorOf(error);
      if (apiError?.status === 409) {
        const conflict = apiError.details as Partial<StyleConflict> | undefined;
        setState({
          kind: 'conflict',
          currentRevision: conflict?.currentRevision ?? base,
          updatedBy: conflict?.updatedBy?.name ?? '',
          updatedAt: conflict?.updatedAt ?? new Date().toISOString(),
          changes: conflict?.changes ?? [],
        });
      } else if (apiError?.status === 400) {
        const refusal = apiError.details as Partial<StyleContentRefusal> | undefined;
        setState({
          kind: 'invalid',
          problems: refusal?.problems ?? [{ path: '', message: apiError.message }],
        });
      } else {
        setState({ kind: 'failed' });
      }
    }
  }

  return {
    draft,
    baseRevision,
    dirty,
    saving,
    state,
    /** The draft with one change (every tab's onChange). */
    change: (next: StyleContent) => {
      setEdits({ base: baseRevision ?? 1, content: next });
      if (state.kind === 'invalid') setState({ kind: 'idle' });
    },
    save: () => saveOver(baseRevision ?? style?.revision ?? 1),
    /** After a conflict: the draft saved over the revision now current. */
    saveMine: () =>
      state.kind === 'conflict' ? saveOver(state.currentRevision) : Promise.resolve(),
    /** After a conflict (once reloaded) or a restore: the draft is the style as saved now. */
    reset: () => {
      setEdits(null);
      setState({ kind: 'idle' });
    },
    /** What the draft changes from the saved style (for the unsaved-changes summary). */
    unsavedChanges: (): StyleChange[] =>
      style === undefined || draft === null ? [] : compareStyles(style.content, draft),
  };
}
