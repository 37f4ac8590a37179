import type { ReactNode } from 'react';
import { DropdownMenu } from '../components/DropdownMenu';
import { Navbar, NavbarLink } from '../components/Navbar';
import { AccountMenu } from './AccountMenu';
import type { RoleMenu } from './roleMenus';

export interface RoleNavbarProps {
  /** The role's entries. */
  menu: RoleMenu;
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
  /** Shown before the account menu: the inbox's live unread counts. */
  indicators?: ReactNode;
}

/** Renders a role's menu data as a `Navbar` with dropdowns and an account menu ending in 'Log out'. */
export function RoleNavbar({ menu, logoSrc, indicators }: RoleNavbarProps) {
  return (
    <Navbar
      logoSrc={logoSrc}
      brandTo={menu.home}
      actions={
        <>
          {indicators}
          <AccountMenu items={menu.account} />
        </>
      }
    >
      {menu.primary.map((entry) =>
        entry.kind === 'group' ? (
          <DropdownMenu
            key={entry.label}
            label={entry.label}
            items={entry.items.map((item) => ({ label: item.label, to: item.path }))}
          />
        ) : (
          <NavbarLink key={entry.label} to={entry.path}>
            {entry.label}
          </NavbarLink>
        ),
      )}
    </Navbar>
  );
}
