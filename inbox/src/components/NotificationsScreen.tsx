import type { Notification } from '@atelier/api-contract';
import {
  Button,
  EmptyState,
  LoadErrorBanner,
  LoadingState,
  Page,
  PageHeader,
  ROUTES,
  conversationPath,
  formatMessageTime,
  orderPath,
  stylePath,
} from '@atelier/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messagingClient } from '../client/MessagingClient';
import { useMessagingConnection } from '../client/useMessaging';
import { useNow } from '../client/useNow';
import { INBOX_TEXTS, type WorkspaceRole } from '../texts';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li<{ $unread: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandSoft : 'transparent')};
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/**
 * A notification's link in the design system's colours (the brand's, underlined on hover and
 * focus), not the browser's default blue and visited purple.
 */
const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.brandStrong};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** A sale (and its large-payment alert) opens the seller's Payments & Earnings (issue 37). */
const SALE_KINDS: readonly Notification['kind'][] = ['product-sold', 'large-payment'];

/** Unread notifications first is not the spec's: newest first, unread ones marked. */
export function NotificationItem({
  notification,
  workspace,
  now,
}: {
  notification: Notification;
  workspace: WorkspaceRole;
  now: number;
}) {
  return (
    <StyledItem $unread={notification.unread} data-unread={notification.unread}>
      <StyledText>
        {notification.orderId !== undefined ? (
          // An order's move (issue 22) opens the order's page.
          <StyledLink to={orderPath(notification.orderId)}>{notification.message}</StyledLink>
        ) : notification.styleId !== undefined ? (
          // A mention on a style (issue 39) opens the style's comments; an approval's news, its
          // history (the revisions and their approvals).
          <StyledLink
            to={stylePath(
              notification.styleId,
              notification.kind === 'style-mention' ? 'comments' : 'history',
            )}
          >
            {notification.message}
          </StyledLink>
        ) : notification.conversationId !== null && notification.actorId !== null ? (
          <StyledLink to={conversationPath(workspace, notification.actorId)}>
            {notification.message}
          </StyledLink>
        ) : SALE_KINDS.includes(notification.kind) ? (
          <StyledLink to={ROUTES.freelancer.payments}>{notification.message}</StyledLink>
        ) : (
          <span>{notification.message}</span>
        )}
        <time dateTime={notification.time}>
          {formatMessageTime(new Date(notification.time), now)}
        </time>
      </StyledText>
      {notification.unread && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${INBOX_TEXTS.dismiss}: ${notification.message}`}
          onClick={() => void messagingClient.dismiss(notification.id)}
        >
          {INBOX_TEXTS.dismiss}
        </Button>
      )}
    </StyledItem>
  );
}

/** A role's notifications page (`/client/notifications` and the same for each role). */
export function NotificationsScreen({ workspace }: { workspace: WorkspaceRole }) {
  const state = useMessagingConnection();
  const now = useNow(30_000);
  return (
    <Page aria-labelledby="notifications-title">
      <PageHeader title={INBOX_TEXTS.notifications} titleId="notifications-title" />
      {state.notificationsStatus === 'error' ? (
        <LoadErrorBanner
          title={INBOX_TEXTS.loadError}
          retryLabel={INBOX_TEXTS.tryAgain}
          onRetry={() => void messagingClient.loadNotifications()}
        />
      ) : state.notificationsStatus === 'loading' ? (
        <LoadingState label="Loading notifications" />
      ) : state.notifications.length === 0 ? (
        <EmptyState title={INBOX_TEXTS.noNotifications} text={INBOX_TEXTS.noNotificationsHint} />
      ) : (
        <StyledList aria-label={INBOX_TEXTS.notifications}>
          {state.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              workspace={workspace}
              now={now}
            />
          ))}
        </StyledList>
      )}
    </Page>
  );
}
