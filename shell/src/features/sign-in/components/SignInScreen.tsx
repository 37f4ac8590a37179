import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LoadingState, ROUTES, useSession } from '@atelier/shared-ui';
import { useIdentity } from '../../../app/identity/IdentityContext';
import { isPlatformPath } from '../../../app/identity/returnPath';
import { SIGN_IN_TEXTS } from '../texts';

const StyledPanel = styled.main`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space.xxxl} auto;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

interface Props {
  /** `signIn` for /login, `signUp` for /signup. */
  mode: 'signIn' | 'signUp';
}

/**
 * /login and /signup hand over to Keycloak's themed pages (the spec's sign-in and sign-up
 * screens) and come back here; a visitor who is already signed in moves on at once.
 */
export function SignInScreen({ mode }: Props) {
  const session = useSession();
  const identity = useIdentity();
  // Read on every render; the session subscription above re-renders when it changes.
  const identityUnavailable = identity.isUnavailable();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const query = new URLSearchParams(search);
  const provider = query.get('provider') === 'google' ? 'google' : undefined;
  // `/login?redirect=/jobs?job=j-1`: come back to that page of the platform (paths only).
  const redirect = query.get('redirect');
  const handingOver = session.status === 'signedOut' && !identityUnavailable && !failed;

  // `/signup?invitation=<token>`: an invitation e-mail's link, joined at role selection.
  const invitationLink = query.get('invitation');

  useEffect(() => {
    if (redirect !== null && isPlatformPath(redirect)) identity.rememberReturnPath(redirect);
  }, [identity, redirect]);

  useEffect(() => {
    if (invitationLink !== null && invitationLink !== '') {
      identity.rememberInvitationLink(invitationLink);
    }
  }, [identity, invitationLink]);

  useEffect(() => {
    if (!handingOver) return;
    const handOver = mode === 'signIn' ? identity.signIn(provider) : identity.signUp(provider);
    handOver.catch((error: unknown) => {
      console.error('[shell] Could not open the sign-in page', error);
      setFailed(true);
    });
  }, [handingOver, identity, mode, provider]);

  if (session.status === 'signedIn') {
    return (
      <Navigate to={mode === 'signIn' ? identity.takeReturnPath() : ROUTES.selectRole} replace />
    );
  }
  if (identityUnavailable || failed) {
    return (
      <StyledPanel>
        <StyledTitle>{SIGN_IN_TEXTS.identityUnavailableTitle}</StyledTitle>
        <p role="alert">{failed ? SIGN_IN_TEXTS.unexpected : SIGN_IN_TEXTS.identityUnavailable}</p>
        <Button onClick={() => window.location.reload()}>{SIGN_IN_TEXTS.tryAgain}</Button>
      </StyledPanel>
    );
  }
  return (
    <LoadingState
      label={mode === 'signIn' ? SIGN_IN_TEXTS.signingIn : SIGN_IN_TEXTS.creatingAccount}
    />
  );
}
