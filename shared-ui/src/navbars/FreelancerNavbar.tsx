import { RoleNavbar } from './RoleNavbar';
import { freelancerMenu } from './roleMenus';

export interface FreelancerNavbarProps {
  /** The freelancer's username, for 'View Public Profile' (/portfolio/{username}). */
  username: string;
  /** Logo image; the text 'Atelier' replaces it if it fails to load. */
  logoSrc?: string;
}

/** The freelancer area's navbar (spec 001, "Navigation bars"). */
export function FreelancerNavbar({ username, logoSrc }: FreelancerNavbarProps) {
  return <RoleNavbar menu={freelancerMenu(username)} logoSrc={logoSrc} />;
}
