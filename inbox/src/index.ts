/**
 * The inbox and notifications, written once for the three role workspaces (mf-freelancer,
 * mf-client, mf-supplier) and shared at run time as one module, like shared-ui
 * (docs/architecture.md): one real-time connection per tab whichever area is mounted. It carries
 * shared-ui's version (build-config/src/shared-singletons.ts): a remote on the shell of an older
 * release runs its own copy of both.
 */
export { InboxScreen, type InboxScreenProps } from './components/InboxScreen';
export { NotificationsScreen, NotificationItem } from './components/NotificationsScreen';
export { MessagingIndicators } from './components/MessagingIndicators';
export { NotificationsCard } from './components/NotificationsCard';
export { SendMessageButton, type SendMessageButtonProps } from './components/SendMessageButton';
export { useMessaging, useMessagingConnection, useStyleEvents } from './client/useMessaging';
export { messagingClient, type MessagingState, type StyleEvent } from './client/MessagingClient';
export { INBOX_VARIANTS, INBOX_TEXTS, type WorkspaceRole } from './texts';
export {
  roleWorkspaceScreens,
  type RoleWorkspaceScreensOptions,
} from './components/roleWorkspaceScreens';
