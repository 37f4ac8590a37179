import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AreaFallback, LoadingState, useSession } from '@atelier/shared-ui';
import { guardRoute } from '../../../lib/guard';
import { useIdentity } from '../../../app/identity/IdentityContext';
import { EmailVerificationNotice } from './EmailVerificationNotice';

export const GUARD_TEXTS = {
  loading: 'Loading your profile...',
  profileUnavailableTitle: 'Your profile could not be loaded',
  profileUnavailable:
    'Atelier could not reach its account service. Your work is safe; please try again.',
} as const;

/** Carries out the guard's decision for the current path before any guarded screen shows. */
export function GuardGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const identity = useIdentity();
  const decision = guardRoute(pathname, session);
  const rememberPath = decision.kind === 'redirect' ? decision.rememberPath : undefined;

  useEffect(() => {
    if (rememberPath !== undefined) identity.rememberReturnPath(rememberPath);
  }, [identity, rememberPath]);

  switch (decision.kind) {
    case 'loading':
      return <LoadingState label={GUARD_TEXTS.loading} />;
    case 'profileUnavailable':
      // Refused until the address is verified: say so, with a way to get the e-mail again.
      if (identity.isEmailUnverified()) {
        return (
          <EmailVerificationNotice
            onResend={() => identity.resendVerificationEmail()}
            onSignOut={() => void identity.signOut()}
          />
        );
      }
      return (
        <AreaFallback
          title={GUARD_TEXTS.profileUnavailableTitle}
          detail={GUARD_TEXTS.profileUnavailable}
          onRetry={() => void identity.retryProfile()}
        />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      return children;
  }
}
