import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { api } from '../../../lib/api';
import { approvalTags } from '../api/revisionUrl';

/**
 * Issue 39: someone else's approval move on the open style (`useStyleNews`'s `approvals`): the
 * cached style, its revisions with their approvals and moves, and the style lists (their status
 * filters and totals) are read again, as after the user's own move.
 */
export function useApprovalNews(styleId: string, count: number) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (count > 0) dispatch(api.util.invalidateTags(approvalTags(styleId)));
  }, [count, dispatch, styleId]);
}
