import { RoleNavbar } from './RoleNavbar';
import { ADMIN_MENU } from './roleMenus';

export interface AdminNavbarProps {
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
}

/** The admin's navbar (the spec names none; see `ADMIN_MENU`). */
export function AdminNavbar({ logoSrc }: AdminNavbarProps) {
  return <RoleNavbar menu={ADMIN_MENU} logoSrc={logoSrc} />;
}
