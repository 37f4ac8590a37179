import { useState } from 'react';
import { useStyleEvents } from '@atelier/inbox';

/**
 * A style's news while its page is open (issue 39), over the tab's one real-time connection:
 * how many comments were announced (the comments tab fetches again), how many approval moves
 * someone else made (the page reads the style and its revisions again), how many times someone
 * else moved, measured or photographed one of its sample rounds (the samples tab fetches
 * again), and who saved a revision newer than the one shown, when it was not the user themselves.
 */
export function useStyleNews(styleId: string, shownRevision: number | null, me: string | null) {
  const [comments, setComments] = useState(0);
  const [samples, setSamples] = useState(0);
  const [approvals, setApprovals] = useState(0);
  const [update, setUpdate] = useState<{ revision: number; by: string } | null>(null);
  useStyleEvents(styleId, (event) => {
    if (event.change === 'comment') {
      if (event.by.id !== me) setComments((count) => count + 1);
    } else if (event.change === 'sample') {
      if (event.by.id !== me) setSamples((count) => count + 1);
    } else if (event.change === 'approval') {
      if (event.by.id !== me) setApprovals((count) => count + 1);
    } else if (event.revision !== null && event.by.id !== me) {
      setUpdate({ revision: event.revision, by: event.by.name });
    }
  });
  const updatedBy =
    update !== null && shownRevision !== null && update.revision > shownRevision ? update.by : null;
  return { comments, samples, approvals, updatedBy };
}
