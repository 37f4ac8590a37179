import { useEffect, useRef } from 'react';

export interface MergeIntoAccountOptions {
  /** Whether a user is signed in now. */
  signedIn: boolean;
  /** The ids this browser keeps for a visitor (saved jobs, favourite products). */
  localIds: readonly string[];
  /** The ids the account can take (the others are dropped). */
  mergeable: (ids: readonly string[]) => string[];
  /** Sends them to the account; rejects when the merge failed. */
  merge: (ids: string[]) => Promise<unknown>;
  /** Forgets the browser's ids. */
  clear: () => void;
  /** What the console says when the merge failed. */
  failure: string;
}

/**
 * When a user is signed in and this browser holds a visitor's ids, they join the account once,
 * then are cleared here; a failed merge keeps them for the next visit (and logs `failure`).
 * Nothing to merge clears them at once.
 */
export function useMergeIntoAccount({
  signedIn,
  localIds,
  mergeable,
  merge,
  clear,
  failure,
}: MergeIntoAccountOptions): void {
  const started = useRef(false);

  useEffect(() => {
    if (!signedIn) {
      started.current = false;
      return;
    }
    if (started.current || localIds.length === 0) return;
    started.current = true;
    const ids = mergeable(localIds);
    if (ids.length === 0) {
      clear();
      return;
    }
    void merge(ids).then(clear, (error: unknown) => {
      console.error(failure, error);
    });
  }, [signedIn, localIds, mergeable, merge, clear, failure]);
}
