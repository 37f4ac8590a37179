import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, mediaUp } from '@atelier/shared-ui';
import { useJoinWaitlistMutation } from '../api/joinWaitlist';
import { EMAIL_TEXTS } from '../model/texts';
import { checkWaitlistEmail, joinFailure, type WaitlistSource } from '../model/waitlistEmail';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  ${mediaUp('sm')} {
    flex-direction: row;
    align-items: flex-start;
  }
`;

const StyledField = styled(TextField)`
  flex: 1;
`;

// The button lines up with the input, under the field's label (one line of text).
const StyledSubmit = styled.div`
  ${mediaUp('sm')} {
    padding-top: calc(
      ${({ theme }) => theme.fontSizes.md} * ${({ theme }) => theme.lineHeights.normal} +
        ${({ theme }) => theme.space.xs}
    );
  }
`;

const StyledFailure = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  &:empty {
    display: none;
  }
`;

const StyledConfirmation = styled.div`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:empty {
    display: none;
  }
`;

export interface EmailSignupFormProps {
  /** Which list the address joins. */
  source: WaitlistSource;
  /** The form's accessible name, e.g. 'Join the PLM waitlist'. */
  formLabel: string;
  submitLabel: string;
  /** The button's text while the address is being sent. */
  busyLabel: string;
  /** Shown (and announced) once the address is stored. */
  confirmation: ReactNode;
  /**
   * After a success the confirmation shows this long, then the box clears (the spec's 3000 ms);
   * without it the confirmation stays and the form gives way to it.
   */
  clearAfterMs?: number;
  /**
   * The browser checks the field (required, type="email") before anything else, as the spec
   * asks of the waitlist form; otherwise an empty submit does nothing and a malformed address
   * gets this form's message.
   */
  browserValidation?: boolean;
}

/**
 * An email box that stores the address on a list through auth-service. A failure keeps what was
 * typed and says what to do; success shows the confirmation.
 */
export function EmailSignupForm({
  source,
  formLabel,
  submitLabel,
  busyLabel,
  confirmation,
  clearAfterMs,
  browserValidation = false,
}: EmailSignupFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [joinWaitlist, { isLoading: sending }] = useJoinWaitlistMutation();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!confirmed || clearAfterMs === undefined) return undefined;
    const timer = setTimeout(() => {
      setConfirmed(false);
      setEmail('');
    }, clearAfterMs);
    return () => clearTimeout(timer);
  }, [confirmed, clearAfterMs]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const check = checkWaitlistEmail(email);
    if (check.kind === 'empty') return;
    if (check.kind === 'invalid') {
      setFieldError(check.message);
      setFailure(null);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setFailure(null);
    const result = await joinWaitlist({ email: check.email, source });
    if (result.error !== undefined) {
      const { onField, message } = joinFailure(result.error);
      if (onField) {
        setFieldError(message);
        input.current?.focus();
      } else {
        setFailure(message);
      }
      return;
    }
    setConfirmed(true);
  };

  const stays = clearAfterMs === undefined;
  return (
    <div>
      {!(confirmed && stays) && (
        <StyledForm
          aria-label={formLabel}
          noValidate={!browserValidation}
          onSubmit={(event) => void submit(event)}
        >
          <StyledField
            ref={input}
            label={EMAIL_TEXTS.label}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={EMAIL_TEXTS.placeholder}
            required={browserValidation}
            value={email}
            error={fieldError ?? undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
          />
          <StyledSubmit>
            <Button type="submit" busy={sending} busyLabel={busyLabel}>
              {submitLabel}
            </Button>
          </StyledSubmit>
        </StyledForm>
      )}
      <StyledFailure role="alert">{failure}</StyledFailure>
      <StyledConfirmation role="status">{confirmed ? confirmation : null}</StyledConfirmation>
    </div>
  );
}
