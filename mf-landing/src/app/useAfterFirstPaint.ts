import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: content that can wait (below
 * the hero) starts loading then, so it never delays the largest content.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task: the frame's paint has happened by the time the task runs.
    const frame = window.requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
