import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Banner,
  Button,
  Dialog,
  MutedText,
  TextField,
  editRequestPath,
  refusalReason,
} from '@atelier/shared-ui';
import { useRequestQuotesMutation } from '../api/requestQuotes';
import { quoteRequestBody } from '../model/quoteRequestForm';
import { QUOTE_TEXTS as T } from '../model/texts';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export interface RequestQuotesProps {
  styleId: string;
  /** An approved revision of the style. */
  revision: number;
}

/**
 * 'Request quotes' on an approved revision (issue 39): asks the quantity and the deadline, has the
 * API prepare the supplier request from the style (with the tech pack PDF), then opens it in Post
 * a Request to be completed and published.
 */
export function RequestQuotes({ styleId, revision }: RequestQuotesProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState('');
  const [deadline, setDeadline] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestQuotes, { isLoading }] = useRequestQuotesMutation();

  async function create() {
    const built = quoteRequestBody({ quantity, deadline });
    if ('problem' in built) {
      setProblem(built.problem);
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      const { requestId } = await requestQuotes({ styleId, revision, body: built.body }).unwrap();
      setOpen(false);
      void navigate(editRequestPath(requestId));
    } catch (error) {
      setFailure(refusalReason(error) ?? T.failed);
    }
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {T.requestQuotes}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={T.dialogTitle(revision)}
        closeLabel={T.cancel}
        footer={
          <StyledActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {T.cancel}
            </Button>
            <Button disabled={isLoading} onClick={() => void create()}>
              {isLoading ? T.creating : T.create}
            </Button>
          </StyledActions>
        }
      >
        <StyledFields>
          <MutedText>{T.dialogText}</MutedText>
          {failure !== null && (
            <Banner tone="danger" reveal>
              {failure}
            </Banner>
          )}
          <TextField
            label={T.quantity}
            inputMode="numeric"
            value={quantity}
            error={problem ?? undefined}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <TextField
            label={T.deadline}
            hint={T.deadlineHint}
            type="date"
            value={deadline}
            onChange={(event) => setDeadline(event.target.value)}
          />
        </StyledFields>
      </Dialog>
    </>
  );
}
