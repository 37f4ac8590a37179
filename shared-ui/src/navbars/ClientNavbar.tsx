import { RoleNavbar } from './RoleNavbar';
import { CLIENT_MENU } from './roleMenus';

export interface ClientNavbarProps {
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
}

/** The client (brand) area's navbar (spec 001, "Navigation bars"). */
export function ClientNavbar({ logoSrc }: ClientNavbarProps) {
  return <RoleNavbar menu={CLIENT_MENU} logoSrc={logoSrc} />;
}
