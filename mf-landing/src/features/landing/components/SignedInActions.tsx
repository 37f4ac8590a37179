import {
  AccountMenu,
  DASHBOARD_LINK_LABEL,
  LinkButton,
  ownMenuOf,
  type UserProfile,
} from '@atelier/shared-ui';

export interface SignedInActionsProps {
  /** The signed-in user. */
  profile: UserProfile;
  /** `dashboard`: the button to the user's own dashboard; `account`: their account menu. */
  part: 'dashboard' | 'account';
}

/**
 * What the header offers a signed-in user instead of GET STARTED and Sign In: the way to their
 * own dashboard and the platform's account menu (with Log out), each where the header puts the
 * one it replaces. A chunk of its own, loaded only for a signed-in user: the account menu is in
 * the part of the design system the landing page does not otherwise load.
 */
export default function SignedInActions({ profile, part }: SignedInActionsProps) {
  if (part === 'account') return <AccountMenu />;
  return (
    <LinkButton to={ownMenuOf(profile).home} size="sm">
      {DASHBOARD_LINK_LABEL}
    </LinkButton>
  );
}
