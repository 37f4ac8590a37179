import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  AccountMenu,
  DASHBOARD_LINK_LABEL,
  LinkButton,
  Navbar,
  NavbarLink,
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
  /** The page's own calls to action, before Sign In (e.g. 'Post a Job'). */
  actions?: ReactNode;
}

/**
 * The header of the public marketplace and job pages: the brand links to `/`, then the two
 * public areas; a signed-out visitor also gets Sign In, which asks to come back here afterwards.
 * A signed-in user gets the way to their own dashboard and their account menu (with Log out),
 * as in the role areas.
 */
export function PublicHeader({ actions }: PublicHeaderProps) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const profile = session.status === 'signedIn' ? session.profile : null;
  const signIn = session.status === 'signedIn' ? null : loginPath(`${pathname}${search}`);
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
          {session.status === 'signedIn' && (
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
