import { useState } from 'react';
import styled from 'styled-components';
import type { RevisionApproval as Approval, StyleRevisionSummary } from '@atelier/api-contract';
import {
  Badge,
  Banner,
  Button,
  Dialog,
  MutedText,
  TextAreaField,
  formatShortDate,
  refusalReason,
} from '@atelier/shared-ui';
import { useApproveRevisionMutation } from '../api/approveRevision';
import { useRequestChangesMutation } from '../api/requestChanges';
import { useSubmitRevisionMutation } from '../api/submitRevision';
import { approvalLines } from '../model/approvalLines';
import { APPROVAL_TEXTS as T } from '../model/texts';

const StyledApproval = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TONES = {
  none: 'neutral',
  submitted: 'warning',
  approved: 'success',
  'changes-requested': 'danger',
} as const satisfies Record<Approval['state'], string>;

export interface RevisionApprovalProps {
  styleId: string;
  /** One revision of the History tab, with its approval and the caller's moves on it. */
  revision: StyleRevisionSummary;
}

/**
 * A revision's approval in the History tab: its state, who submitted and who decided, when, and
 * the moves the API says the caller may take now (submit; approve, approve as final, ask for
 * changes with a comment).
 */
export function RevisionApproval({ styleId, revision }: RevisionApprovalProps) {
  const approval = revision.approval;
  const ref = { styleId, revision: revision.revision };
  const [submit, submitting] = useSubmitRevisionMutation();
  const [approve, approving] = useApproveRevisionMutation();
  const [requestChanges, requesting] = useRequestChangesMutation();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (approval === undefined) return null;
  const busy = submitting.isLoading || approving.isLoading || requesting.isLoading;
  const may = (move: Approval['moves'][number]) => approval.moves.includes(move);

  async function run(move: () => Promise<unknown>): Promise<boolean> {
    setFailure(null);
    try {
      await move();
      return true;
    } catch (error) {
      // The API's reason as it says it (403, 409), else a generic text.
      setFailure(refusalReason(error) ?? T.failed);
      return false;
    }
  }

  async function sendChanges() {
    if (comment.trim() === '') {
      setCommentError(T.commentRequired);
      return;
    }
    setCommentError(null);
    if (await run(() => requestChanges({ ...ref, body: { comment: comment.trim() } }).unwrap())) {
      setAsking(false);
      setComment('');
    }
  }

  return (
    <StyledApproval>
      <div>
        <Badge tone={TONES[approval.state]}>{T.states[approval.state]}</Badge>
      </div>
      {approvalLines(approval, formatShortDate).map((line) => (
        <MutedText key={line}>{line}</MutedText>
      ))}
      {approval.comment !== '' && <p>{approval.comment}</p>}
      {failure !== null && (
        <Banner tone="danger" reveal>
          {failure}
        </Banner>
      )}
      {approval.moves.length > 0 && (
        <StyledActions>
          {may('submit') && (
            <Button size="sm" disabled={busy} onClick={() => void run(() => submit(ref).unwrap())}>
              {T.submit}
            </Button>
          )}
          {may('approve') && (
            <>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => void run(() => approve({ ...ref, body: {} }).unwrap())}
              >
                {T.approve}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void run(() => approve({ ...ref, body: { final: true } }).unwrap())}
              >
                {T.approveFinal}
              </Button>
            </>
          )}
          {may('request-changes') && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
              {T.askForChanges}
            </Button>
          )}
        </StyledActions>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={T.dialogTitle(revision.revision)}
        closeLabel={T.cancel}
        footer={
          <StyledActions>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {T.cancel}
            </Button>
            <Button disabled={requesting.isLoading} onClick={() => void sendChanges()}>
              {requesting.isLoading ? T.sending : T.send}
            </Button>
          </StyledActions>
        }
      >
        <TextAreaField
          label={T.comment}
          value={comment}
          error={commentError ?? undefined}
          rows={4}
          onChange={(event) => setComment(event.target.value)}
        />
      </Dialog>
    </StyledApproval>
  );
}
