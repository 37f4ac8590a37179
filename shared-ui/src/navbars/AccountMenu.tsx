import { DropdownMenu, type DropdownMenuItem } from '../components/DropdownMenu';
import { usePlatform, useSession } from '../core';
import { ACCOUNT_MENU_LABEL, LOG_OUT_LABEL, ownMenuOf, type NavLinkEntry } from './roleMenus';

export interface AccountMenuProps {
  /** The links before 'Log out'; by default those of the signed-in user's own role. */
  items?: readonly NavLinkEntry[];
}

/**
 * The signed-in user's account menu (spec 001, "Navigation bars"): a menu button named after the
 * user, their account links, then 'Log out', which signs out and goes to `/`. The role navbars
 * and the public headers share it.
 */
export function AccountMenu({ items }: AccountMenuProps) {
  const platform = usePlatform();
  const session = useSession();
  const profile = session.status === 'signedIn' ? session.profile : null;
  const fullName = profile?.fullName;
  const label = fullName !== undefined && fullName !== '' ? fullName : ACCOUNT_MENU_LABEL;
  const links = items ?? (profile === null ? [] : ownMenuOf(profile).account);

  const entries: DropdownMenuItem[] = [
    ...links.map((entry) => ({ label: entry.label, to: entry.path })),
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
  return <DropdownMenu label={label} items={entries} align="end" />;
}
