import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession, type SelfServiceRole } from '../core';
import { RoleNavbar } from './RoleNavbar';
import { roleMenuOf, usernameOf } from './roleMenus';

export interface OwnRoleNavbarProps {
  /** The role whose workspace this is. */
  workspace: SelfServiceRole;
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
  /** Shown in the navbar before the account menu (the inbox's unread counts). */
  indicators?: ReactNode;
}

/**
 * The navbar of a role's workspace, for a signed-in user of that role; nothing for anyone else
 * (the public pages of a workspace, such as a dashboard preview, show none).
 */
export function OwnRoleNavbar({ workspace, logoSrc, indicators }: OwnRoleNavbarProps) {
  const session = useSession();
  const profile = session.status === 'signedIn' ? session.profile : null;
  if (profile?.role !== workspace) return null;
  return (
    <RoleNavbar
      menu={roleMenuOf(workspace, usernameOf(profile))}
      logoSrc={logoSrc}
      indicators={indicators}
    />
  );
}

/**
 * The layout route every role workspace (mf-freelancer, mf-client, mf-supplier) puts around its
 * screens: the role's navbar, then the matched screen.
 */
export function RoleWorkspaceLayout(props: OwnRoleNavbarProps) {
  return (
    <>
      <OwnRoleNavbar {...props} />
      <Outlet />
    </>
  );
}
