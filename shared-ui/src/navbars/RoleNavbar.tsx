import { DropdownMenu, type DropdownMenuItem } from '../components/DropdownMenu';
import { Navbar, NavbarLink } from '../components/Navbar';
import { usePlatform, useSession } from '../core';
import { ACCOUNT_MENU_LABEL, LOG_OUT_LABEL, type RoleMenu } from './roleMenus';

export interface RoleNavbarProps {
  /** The role's entries. */
  menu: RoleMenu;
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
}

/** Renders a role's menu data as a `Navbar` with dropdowns and an account menu ending in 'Log out'. */
export function RoleNavbar({ menu, logoSrc }: RoleNavbarProps) {
  const platform = usePlatform();
  const session = useSession();
  const fullName = session.status === 'signedIn' ? session.profile?.fullName : undefined;
  const accountLabel = fullName !== undefined && fullName !== '' ? fullName : ACCOUNT_MENU_LABEL;

  const accountItems: DropdownMenuItem[] = [
    ...menu.account.map((entry) => ({ label: entry.label, to: entry.path })),
    {
      label: LOG_OUT_LABEL,
      onSelect: () => {
        // The shell clears the session and goes to '/'; a failure is only logged (spec 000, section 8).
        platform.signOut().catch((error: unknown) => {
          console.error('Sign-out failed', error);
        });
      },
    },
  ];

  return (
    <Navbar
      logoSrc={logoSrc}
      brandTo={menu.home}
      actions={<DropdownMenu label={accountLabel} items={accountItems} align="end" />}
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
