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
}

/**
 * What the header offers a signed-in user instead of Sign In and GET STARTED: the way to their
 * own dashboard and the platform's account menu (with Log out). A chunk of its own, loaded only
 * for a signed-in user: the account menu is in the part of the design system the landing page
 * does not otherwise load.
 */
export default function SignedInActions({ profile }: SignedInActionsProps) {
  return (
    <>
      <LinkButton to={ownMenuOf(profile).home} size="sm">
        {DASHBOARD_LINK_LABEL}
      </LinkButton>
      <AccountMenu />
    </>
  );
}
