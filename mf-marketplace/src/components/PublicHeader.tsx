import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MessagingIndicators } from '@atelier/inbox';
import {
  AccountMenu,
  AdminNavbar,
  DASHBOARD_LINK_LABEL,
  LinkButton,
  Navbar,
  NavbarLink,
  OwnRoleNavbar,
  mediaUp,
  ownMenuOf,
  useSession,
} from '@atelier/shared-ui';
import { PATHS, PLATFORM_PATHS, loginPath } from '../config/paths';

export const PUBLIC_HEADER_TEXTS = {
  navigation: 'Main',
  marketplace: 'Marketplace',
  jobs: 'Jobs',
  signIn: 'Sign In',
} as const;

// Sign In (signed in: Dashboard and the account menu) sits in the bar from the md breakpoint up,
// and in the menu below it, so that the bar never overflows a phone's width.
const StyledWideOnly = styled.span`
  display: none;
  ${mediaUp('md')} {
    display: inline-flex;
  }
`;

const StyledNarrowOnly = styled.span`
  display: contents;
  ${mediaUp('md')} {
    display: none;
  }
`;

export interface PublicHeaderProps {
  /** The page's own calls to action, before Sign In (e.g. 'Post a Job'); a visitor's header only. */
  actions?: ReactNode;
}

/**
 * The header of the marketplace and job pages. A signed-in user with a role gets their role's
 * own header, as on every signed-in page (issue 37): its navigation, the bell and the messages
 * icon, and the account menu. A visitor gets the public header: the brand links to `/`, then the
 * two public areas and Sign In, which asks to come back here afterwards; a user who has not
 * chosen a role yet gets it too, with the way to role selection and the account menu.
 */
export function PublicHeader({ actions }: PublicHeaderProps) {
  const session = useSession();
  const profile = session.status === 'signedIn' ? session.profile : null;
  const role = profile?.role ?? null;
  if (role === 'admin') return <AdminNavbar />;
  if (role !== null) {
    return <OwnRoleNavbar workspace={role} indicators={<MessagingIndicators workspace={role} />} />;
  }
  return <VisitorHeader actions={actions} />;
}

/** The public header: a visitor's, or a signed-in user's without a role (yet). */
function VisitorHeader({ actions }: PublicHeaderProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const signedIn = session.status === 'signedIn';
  const profile = signedIn ? session.profile : null;
  const signIn = signedIn ? null : loginPath(`${pathname}${search}`);
  const dashboard = profile === null ? null : ownMenuOf(profile).home;
  return (
    <Navbar
      brandTo={PLATFORM_PATHS.home}
      label={PUBLIC_HEADER_TEXTS.navigation}
      actions={
        <>
          {actions}
          {signIn !== null && (
            <StyledWideOnly>
              <LinkButton to={signIn} variant="ghost" size="sm">
                {PUBLIC_HEADER_TEXTS.signIn}
              </LinkButton>
            </StyledWideOnly>
          )}
          {dashboard !== null && (
            <StyledWideOnly>
              <LinkButton to={dashboard} variant="secondary" size="sm">
                {DASHBOARD_LINK_LABEL}
              </LinkButton>
            </StyledWideOnly>
          )}
          {signedIn && (
            <StyledWideOnly>
              <AccountMenu />
            </StyledWideOnly>
          )}
        </>
      }
    >
      <NavbarLink to={PATHS.marketplace}>{PUBLIC_HEADER_TEXTS.marketplace}</NavbarLink>
      <NavbarLink to={PATHS.jobs}>{PUBLIC_HEADER_TEXTS.jobs}</NavbarLink>
      {signIn !== null && (
        <StyledNarrowOnly>
          <NavbarLink to={signIn}>{PUBLIC_HEADER_TEXTS.signIn}</NavbarLink>
        </StyledNarrowOnly>
      )}
      {dashboard !== null && (
        <StyledNarrowOnly>
          <NavbarLink to={dashboard}>{DASHBOARD_LINK_LABEL}</NavbarLink>
          <AccountMenu />
        </StyledNarrowOnly>
      )}
    </Navbar>
  );
}
