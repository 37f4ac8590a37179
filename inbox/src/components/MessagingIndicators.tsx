import { BellIcon, MailIcon, messagesPathOf, notificationsPathOf } from '@atelier/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMessagingConnection } from '../client/useMessaging';
import { INBOX_TEXTS, type WorkspaceRole } from '../texts';

const StyledIndicators = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  /* Room for the last count, which sticks out to the right of its icon. */
  padding-right: ${({ theme }) => theme.space.sm};
`;

const StyledIndicator = styled(Link)`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
`;

const StyledCount = styled.span`
  position: absolute;
  top: -6px;
  right: -10px;
  min-width: 18px;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

/**
 * The navbar's unread messages and notifications, live: each links to its page. It also keeps
 * the tab's real-time connection open on every screen of the workspace.
 */
export function MessagingIndicators({ workspace }: { workspace: WorkspaceRole }) {
  const state = useMessagingConnection();
  const unreadNotifications = state.notifications.filter((n) => n.unread).length;
  const messagesLabel =
    state.unreadTotal > 0 ? `Messages, ${state.unreadTotal} unread` : 'Messages';
  const notificationsLabel =
    unreadNotifications > 0
      ? `${INBOX_TEXTS.notifications}, ${unreadNotifications} unread`
      : INBOX_TEXTS.notifications;
  return (
    <StyledIndicators>
      <StyledIndicator
        to={messagesPathOf(workspace)}
        aria-label={messagesLabel}
        title={messagesLabel}
      >
        <MailIcon />
        {state.unreadTotal > 0 && (
          <StyledCount aria-hidden="true" data-testid="messages-unread">
            {state.unreadTotal}
          </StyledCount>
        )}
      </StyledIndicator>
      <StyledIndicator
        to={notificationsPathOf(workspace)}
        aria-label={notificationsLabel}
        title={notificationsLabel}
      >
        <BellIcon />
        {unreadNotifications > 0 && (
          <StyledCount aria-hidden="true" data-testid="notifications-unread">
            {unreadNotifications}
          </StyledCount>
        )}
      </StyledIndicator>
    </StyledIndicators>
  );
}
