/**
 * The mail module: notification e-mails through SMTP (nodemailer), decided in the transaction of
 * what caused them (durable scheduled work, the outbox) and delivered by whichever instance
 * claims them, with retries. Decorates `fastify.mail`, which the notifications module calls in
 * its transactions. Without `SMTP_HOST` nothing is scheduled or sent. Keycloak sends the identity
 * e-mails (verification, password reset) itself, through the same SMTP settings.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import { adminEmailRoutes, unsubscribeRoutes } from './routes';
import {
  MAIL_WORK,
  createMailService,
  type MailService,
  type NotificationEmailPayload,
  type PlmLaunchPayload,
  type SavedSearchAlertPayload,
  type TeamInvitationPayload,
  type UnreadMessagesPayload,
} from './service';
import { WAITLIST_LIST } from './unsubscribe';

/** What other modules call: the decision to send, in their transaction. */
export type MailPort = Pick<
  MailService,
  | 'notificationRaised'
  | 'conversationRead'
  | 'teamInvitationCreated'
  | 'teamInvitationWithdrawn'
  | 'plmAnnounced'
  | 'savedSearchAlertDecided'
>;

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailPort;
  }
}

/** Without SMTP: nothing to decide. */
const NO_MAIL: MailPort = {
  notificationRaised: () => Promise.resolve(),
  conversationRead: () => Promise.resolve(),
  teamInvitationCreated: () => Promise.resolve(),
  teamInvitationWithdrawn: () => Promise.resolve(),
  plmAnnounced: () => Promise.resolve(),
  savedSearchAlertDecided: () => Promise.resolve(),
};

/** How long one SMTP delivery may take before it counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 30_000;

const mail: FastifyPluginAsync = async (fastify) => {
  const { config } = fastify;
  const settings = config.mail;
  await fastify.register(adminEmailRoutes, { prefix: '/api/admin' });
  if (settings === undefined) {
    fastify.log.info('E-mail is off: SMTP_HOST is not set.');
    fastify.decorate('mail', NO_MAIL);
    // Documented all the same; with no secret no link is valid.
    await fastify.register(unsubscribeRoutes, {
      prefix: '/api/mail',
      signingSecret: undefined,
      turnOff: () => Promise.resolve(),
    });
    return;
  }
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    ...(settings.auth && { auth: { user: settings.auth.user, pass: settings.auth.password } }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  fastify.addHook('onClose', () => {
    transport.close();
  });

  const service = createMailService({
    config: settings,
    publicOrigin: config.publicOrigin,
    now: () => fastify.clock.now(),
    async recipientOf(userId) {
      const profile = await fastify.profiles.findById(userId);
      return profile === undefined
        ? undefined
        : { email: profile.email, name: profile.fullName ?? 'there', role: profile.role };
    },
    async wants(userId, preference) {
      return (await fastify.companies.notificationPreferences(userId))[preference];
    },
    // Messaging registers after this module: asked when an e-mail is due.
    async unreadOf(userId, conversationId) {
      const conversation = await fastify.messaging.find(userId, conversationId);
      if (conversation === undefined) return undefined;
      return {
        count: Number(conversation.unread_count),
        excerpt: conversation.last_message ?? '',
      };
    },
    send: (message) => transport.sendMail(message),
    // The waitlist registers after this module: asked when an e-mail is due.
    onPlmWaitlist: (signupId) => fastify.waitlist.isOnPlmWaitlist(signupId),
  });

  fastify.scheduledWork.define<NotificationEmailPayload>(MAIL_WORK.notification, {
    run: (payload, work) => service.deliverNotification(payload, work),
  });
  fastify.scheduledWork.define<UnreadMessagesPayload>(MAIL_WORK.unreadMessages, {
    run: (payload, work) => service.deliverUnreadMessages(payload, work),
  });
  fastify.scheduledWork.define<TeamInvitationPayload>(MAIL_WORK.teamInvitation, {
    run: (payload, work) => service.deliverTeamInvitation(payload, work),
  });
  fastify.scheduledWork.define<PlmLaunchPayload>(MAIL_WORK.plmLaunch, {
    run: (payload, work) => service.deliverPlmLaunch(payload, work),
  });
  fastify.scheduledWork.define<SavedSearchAlertPayload>(MAIL_WORK.savedSearchAlert, {
    run: (payload, work) => service.deliverSavedSearchAlert(payload, work),
  });
  fastify.decorate('mail', {
    savedSearchAlertDecided: (tx, payload) => service.savedSearchAlertDecided(tx, payload),
    plmAnnounced: (tx, signup) => service.plmAnnounced(tx, signup),
    teamInvitationCreated: (tx, invitation) => service.teamInvitationCreated(tx, invitation),
    teamInvitationWithdrawn: (tx, invitationId) =>
      service.teamInvitationWithdrawn(tx, invitationId),
    notificationRaised: (tx, notification) => service.notificationRaised(tx, notification),
    conversationRead: (tx, userId, conversationId) =>
      service.conversationRead(tx, userId, conversationId),
  });
  await fastify.register(unsubscribeRoutes, {
    prefix: '/api/mail',
    signingSecret: settings.signingSecret,
    async turnOff(userId, list) {
      if (list === WAITLIST_LIST) {
        await fastify.waitlist.leavePlmWaitlist(userId);
        return;
      }
      const preferences = await fastify.companies.notificationPreferences(userId);
      await fastify.companies.saveNotificationPreferences(userId, {
        ...preferences,
        [list]: false,
      });
    },
  });
};

export default fp(mail, {
  name: 'mail',
  dependencies: ['database', 'scheduled-work', 'authentication', 'profiles', 'companies'],
});
