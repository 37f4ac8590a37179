/** Every text the inbox shows; the spec's are quoted exactly (spec 001 sections 2 and 5). */
import type { Role } from '@atelier/api-contract';

export type WorkspaceRole = Exclude<Role, 'admin'>;

/** The inbox's three variants (spec 001 section 2). */
export const INBOX_VARIANTS: Record<WorkspaceRole, { title: string; subtitle: string }> = {
  freelancer: { title: 'Messages', subtitle: 'Communicate with clients and collaborators' },
  client: { title: 'Client Messages', subtitle: 'Communicate with freelancers and suppliers' },
  supplier: { title: 'Supplier Messages', subtitle: 'Communicate with clients and partners' },
};

export const INBOX_TEXTS = {
  selectConversation: 'Select a conversation',
  selectConversationHint: 'Choose a conversation from the list, or start one with New Message.',
  noConversations: 'No conversations found',
  tryAdjusting: 'Try adjusting your search criteria',
  /** An inbox nobody has written to yet (nothing searched or filtered). */
  noConversationsYet: 'No conversations yet',
  startFirst:
    'Your conversations will appear here. Write your first message, or use Send Message on a profile or a product.',
  writeFirst: 'Write your first message',
  search: 'Search conversations',
  filter: 'Filter',
  archived: 'Archived',
  newMessage: 'New Message',
  typeMessage: 'Type a message...',
  send: 'Send',
  attach: 'Attach files',
  attachHint: 'Images, PDF, DOC or DOCX, up to 10MB each',
  sending: 'Sending...',
  failed: 'Not sent',
  retry: 'Retry',
  typing: 'typing...',
  online: 'Online',
  offline: 'Offline',
  reconnecting: 'Reconnecting...',
  youAreOffline: 'You are offline. Messages will be sent when you reconnect.',
  loadError: 'The conversations could not be loaded.',
  historyError: 'The messages could not be loaded.',
  tryAgain: 'Retry',
  loadingOlder: 'Loading earlier messages...',
  pin: 'Pin',
  unpin: 'Unpin',
  archive: 'Archive',
  unarchive: 'Unarchive',
  findPerson: 'Find a person by name',
  noPeople: 'Nobody found by that name.',
  startConversation: 'Start conversation',
  openError: 'This conversation could not be opened.',
  sendMessage: 'Send Message',
  notifications: 'Notifications',
  noNotifications: 'No notifications yet',
  noNotificationsHint: 'Messages, applications and invitations will show here.',
  dismiss: 'Dismiss',
  viewAll: 'View all',
  allConversations: 'All conversations',
  unreadOnly: 'Unread',
  withAttachments: 'With attachments',
  fromFreelancers: 'Freelancers',
  fromClients: 'Clients',
  fromSuppliers: 'Suppliers',
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 10MB.`,
  wrongType: (name: string) => `${name} is not an image, PDF, DOC or DOCX file.`,
} as const;

/** Status words for screen readers beside the ticks. */
export const STATUS_LABELS = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  sending: 'Sending...',
  failed: 'Not sent',
} as const;
