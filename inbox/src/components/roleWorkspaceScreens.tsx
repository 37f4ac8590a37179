import type { ReactElement } from 'react';
import {
  AccountSettings,
  ROUTES,
  RoleWorkspaceLayout,
  messagesPathOf,
  notificationsPathOf,
  type AreaRoute,
} from '@atelier/shared-ui';
import type { WorkspaceRole } from '../texts';
import { InboxScreen } from './InboxScreen';
import { MessagingIndicators } from './MessagingIndicators';
import { NotificationsScreen } from './NotificationsScreen';

export interface RoleWorkspaceScreensOptions {
  workspace: WorkspaceRole;
  /** The role's own screens (its dashboard, lists and forms). */
  screens: readonly AreaRoute[];
  /** Wraps the workspace layout (the freelancer's prerendered profile hand-over). */
  frame?: (layout: ReactElement) => ReactElement;
}

/**
 * A role remote's route table: its screens inside the role's workspace layout (its navbar with
 * the messaging indicators), beside the screens every role has: messages, notifications and
 * account settings (shared-ui's, the same for every role).
 */
export function roleWorkspaceScreens({
  workspace,
  screens,
  frame = (layout) => layout,
}: RoleWorkspaceScreensOptions): readonly AreaRoute[] {
  return [
    {
      element: frame(
        <RoleWorkspaceLayout
          workspace={workspace}
          indicators={<MessagingIndicators workspace={workspace} />}
        />,
      ),
      children: [
        ...screens,
        { path: messagesPathOf(workspace), element: <InboxScreen workspace={workspace} /> },
        {
          path: notificationsPathOf(workspace),
          element: <NotificationsScreen workspace={workspace} />,
        },
        { path: ROUTES[workspace].settings, element: <AccountSettings workspace={workspace} /> },
      ],
    },
  ];
}
