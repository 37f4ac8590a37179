import { Button, conversationPath, loginPath, usePlatform, useSession } from '@atelier/shared-ui';
import { INBOX_TEXTS, type WorkspaceRole } from '../texts';

export interface SendMessageButtonProps {
  /** The person to write to. */
  userId: string;
  /** The caller's workspace when signed in (whose inbox opens); default: the session's role. */
  role?: WorkspaceRole;
  /** The button's text: 'Send Message' by default ('Message' on an order's page). */
  label?: string;
}

/**
 * Send Message, wherever a person is shown (an application, a supplier response, a public
 * profile, a product's author): opens the caller's inbox on the one conversation with them,
 * creating it the first time. A visitor signs in first and comes back here.
 */
export function SendMessageButton({ userId, role, label }: SendMessageButtonProps) {
  const platform = usePlatform();
  const session = useSession();
  const profileRole = session.status === 'signedIn' ? session.profile?.role : undefined;
  const workspace = role ?? (profileRole === 'admin' ? undefined : (profileRole ?? undefined));
  const me = session.status === 'signedIn' ? session.profile?.id : undefined;
  if (me === userId) return null;
  return (
    <Button
      onClick={() => {
        if (session.status !== 'signedIn' || workspace === undefined) {
          platform.navigate(loginPath(window.location.pathname + window.location.search));
          return;
        }
        platform.navigate(conversationPath(workspace, userId));
      }}
    >
      {label ?? INBOX_TEXTS.sendMessage}
    </Button>
  );
}
