import { RoleNavbar } from './RoleNavbar';
import { SUPPLIER_MENU } from './roleMenus';

export interface SupplierNavbarProps {
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
}

/** The supplier area's navbar (spec 001, "Navigation bars"). */
export function SupplierNavbar({ logoSrc }: SupplierNavbarProps) {
  return <RoleNavbar menu={SUPPLIER_MENU} logoSrc={logoSrc} />;
}
