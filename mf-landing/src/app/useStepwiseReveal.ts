import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `steps` parts to show: one at first, then one more per task after each commit.
 * A long page rendered in one go blocks the main thread for a long task on a slow phone; part
 * by part, each task stays short and the page keeps answering input while the rest appears.
 */
export function useStepwiseReveal(steps: number): number {
  const [revealed, setRevealed] = useState(Math.min(1, steps));
  useEffect(() => {
    if (revealed >= steps) return undefined;
    const timer = setTimeout(() => {
      startTransition(() => setRevealed((count) => count + 1));
    }, 0);
    return () => clearTimeout(timer);
  }, [revealed, steps]);
  return revealed;
}
