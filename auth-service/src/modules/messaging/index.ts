/**
 * The messaging module: one conversation per pair of users (tables `conversations`,
 * `conversation_members`, `messages`), history, idempotent sends, receipts, search and filters,
 * at `/api/conversations`. Decorates `fastify.messaging`. Attachments are uploads, reached
 * through `AttachmentFilesPort` (files-port.ts); a Brand Starter's new contacts are counted
 * through `ContactAllowance`; both are passed in by app.ts. Delivery is the realtime module's.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { anonymiseMessagingMember } from './account-removal';
import type { AttachmentFilesPort } from './files-port';
import { deliverMessaging } from './delivery';
import { createMessagingRepository } from './repository';
import { messagingRoutes, type ContactLimitReply } from './routes';
import {
  UNLIMITED_CONTACTS,
  createMessagingService,
  type ContactAllowance,
  type MessagingService,
} from './service';

declare module 'fastify' {
  interface FastifyInstance {
    messaging: MessagingService & {
      /** An account's deletion (account-removal.ts): answers the upload keys to delete. */
      removeUserData: (userId: string, deletedName: string) => Promise<string[]>;
    };
  }
}

export interface MessagingOptions {
  files: AttachmentFilesPort;
  /** Counts a caller's new contacts (Brand Starter's limit); default: unlimited. */
  contacts?: { allowance: ContactAllowance; reply: ContactLimitReply };
}

const messaging: FastifyPluginAsync<MessagingOptions> = async (fastify, options) => {
  const repository = createMessagingRepository(fastify.kysely);
  const service = createMessagingService(fastify.kysely, repository, {
    files: options.files,
    notifications: fastify.notifications,
    contacts: options.contacts?.allowance ?? UNLIMITED_CONTACTS,
    isOnline: (userId) => fastify.realtime.isOnline(userId),
  });
  options.files.allowDownloads((userId, key) => service.holdsAttachment(userId, key));
  fastify.decorate('messaging', {
    ...service,
    removeUserData: (userId: string, deletedName: string) =>
      anonymiseMessagingMember(fastify.kysely, userId, deletedName),
  });
  deliverMessaging(fastify.realtime, service);
  await fastify.register(messagingRoutes, {
    prefix: '/api/conversations',
    contactLimit: options.contacts?.reply ?? ((reply) => reply),
  });
};

export default fp(messaging, {
  name: 'messaging',
  dependencies: ['database', 'authentication', 'profiles', 'notifications', 'realtime'],
});
