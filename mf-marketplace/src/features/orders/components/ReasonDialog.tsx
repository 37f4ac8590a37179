import { useId, useRef, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Banner, Button, Dialog, TextAreaField } from '@atelier/shared-ui';
import { requiredTextProblem } from '../model/orderForms';
import { ORDER_TEXTS as TEXTS } from '../model/texts';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the move does, above the reason (a confirmation's warning). */
  message?: string;
  /** The reason's label. */
  label: string;
  /** Whether the reason must be given (a revision, a proposal) or may stay blank. */
  required: boolean;
  submitLabel: string;
  /** The close button's label ('Keep Order' in a cancellation's dialog); 'Cancel' by default. */
  closeLabel?: string;
  /** The move cannot be undone: the button is red. */
  danger?: boolean;
  /** Takes the move; answers the reason of a refusal, or null when done (the dialog closes). */
  onSubmit: (reason: string) => Promise<string | null>;
  onClose: () => void;
}

/** A move that asks why (a revision, a cancellation): a reason, then the move. */
export function ReasonDialog({
  open,
  title,
  message,
  label,
  required,
  submitLabel,
  closeLabel = TEXTS.cancel,
  danger = false,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const formId = useId();

  const close = () => {
    setProblem(null);
    onClose();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found = required ? requiredTextProblem(reason, false, TEXTS.reasonRequired) : null;
    setProblem(found);
    if (found !== null) {
      fieldRef.current?.focus();
      return;
    }
    setSending(true);
    const refusal = await onSubmit(reason.trim());
    setSending(false);
    setProblem(refusal);
    if (refusal === null) {
      setReason('');
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {closeLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={danger ? 'danger' : 'primary'}
            busy={sending}
            busyLabel={TEXTS.working}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {message !== undefined && <StyledMessage>{message}</StyledMessage>}
        {problem !== null && <Banner tone="danger" title={problem} />}
        <TextAreaField
          ref={fieldRef}
          label={label}
          rows={4}
          value={reason}
          required={required}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      </StyledForm>
    </Dialog>
  );
}
