import { useState } from 'react';

export interface SubmitProblem {
  /** The message a submit showed, while it still holds; null once the user corrected it. */
  message: string | null;
  /**
   * On submit: shows the form's first problem now (the spec's message, in the spec's order)
   * and answers it, or null when there is none.
   */
  check: () => string | null;
  /** Hides the message (a draft saved without the checks, a form reset). */
  clear: () => void;
}

/**
 * A form's validation message after a failed submit, shown only while the problem it names
 * stands: as soon as the user corrects that field, the message goes (the next submit shows the
 * next problem, if any). `firstProblem` answers the form's first problem for `values`, the
 * values as they are now.
 */
export function useSubmitProblem<T>(
  firstProblem: (values: T) => string | null,
  values: T,
): SubmitProblem {
  const [shown, setShown] = useState<string | null>(null);
  const now = firstProblem(values);
  return {
    message: shown !== null && now === shown ? shown : null,
    check: () => {
      setShown(now);
      return now;
    },
    clear: () => {
      setShown(null);
    },
  };
}
