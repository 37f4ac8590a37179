import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@atelier/shared-ui';

export const EMAIL_VERIFICATION_TEXTS = {
  title: 'Verify your e-mail address',
  detail:
    'Your account can be used once its e-mail address is verified. Open the link in the e-mail we sent you; it signs you in and brings you back here.',
  resend: 'Resend verification e-mail',
  sending: 'Sending...',
  sent: 'A new verification e-mail is on its way. Check your inbox (and spam folder).',
  failed: 'The e-mail could not be sent. Please try again in a minute.',
  signOut: 'Sign out',
} as const;

const StyledPanel = styled.main`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface Props {
  /** Sends the verification e-mail again. */
  onResend: () => Promise<void>;
  onSignOut: () => void;
}

/**
 * What a signed-in account whose address is not verified sees instead of the platform: the
 * API refuses it (403) until the link in the verification e-mail is followed.
 */
export function EmailVerificationNotice({ onResend, onSignOut }: Props) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = () => {
    setState('sending');
    onResend().then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  return (
    <StyledPanel aria-labelledby="email-verification-title">
      <StyledTitle id="email-verification-title">{EMAIL_VERIFICATION_TEXTS.title}</StyledTitle>
      <p>{EMAIL_VERIFICATION_TEXTS.detail}</p>
      {state === 'sent' && <p role="status">{EMAIL_VERIFICATION_TEXTS.sent}</p>}
      {state === 'failed' && <p role="alert">{EMAIL_VERIFICATION_TEXTS.failed}</p>}
      <StyledActions>
        <Button
          busy={state === 'sending'}
          busyLabel={EMAIL_VERIFICATION_TEXTS.sending}
          onClick={resend}
        >
          {EMAIL_VERIFICATION_TEXTS.resend}
        </Button>
        <Button variant="secondary" onClick={onSignOut}>
          {EMAIL_VERIFICATION_TEXTS.signOut}
        </Button>
      </StyledActions>
    </StyledPanel>
  );
}
