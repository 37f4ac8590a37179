import { Card, LinkButton, notificationsPathOf } from '@atelier/shared-ui';
import styled from 'styled-components';
import { useMessagingConnection } from '../client/useMessaging';
import { useNow } from '../client/useNow';

/** The dashboards' notifications card shows at most 3 (spec 001 section 2). */
const NOTIFICATION_CARD_COUNT = 3;
import { INBOX_TEXTS, type WorkspaceRole } from '../texts';
import { NotificationItem } from './NotificationsScreen';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/**
 * The dashboards' notifications card (spec 001 sections 2 and 9): the newest unread ones, 3 at
 * most, and only while there are unread ones; View all opens the notifications page.
 */
export function NotificationsCard({ workspace }: { workspace: WorkspaceRole }) {
  const state = useMessagingConnection();
  const now = useNow(30_000);
  const unread = state.notifications.filter((notification) => notification.unread);
  if (unread.length === 0) return null;
  return (
    <Card title={INBOX_TEXTS.notifications} headingLevel={2}>
      <StyledList aria-label={INBOX_TEXTS.notifications}>
        {unread.slice(0, NOTIFICATION_CARD_COUNT).map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            workspace={workspace}
            now={now}
          />
        ))}
      </StyledList>
      <LinkButton to={notificationsPathOf(workspace)} variant="secondary">
        {INBOX_TEXTS.viewAll}
      </LinkButton>
    </Card>
  );
}
