/**
 * The mail module's logic: deciding to send (a row of durable scheduled work written in the
 * transaction of what caused it, platform/scheduled-work.ts), and delivering when the row is due
 * (the recipient's preference read then, their address from their profile, which follows the
 * verified address of their Keycloak token). A failed delivery throws: the scheduled work retries
 * it with backoff and marks it failed after its last attempt.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@atelier/api-contract';
import type { Kysely } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { DB } from '../../platform/database/schema';
import { cancelWork, scheduleWork, type ClaimedWork } from '../../platform/scheduled-work';
import { EMAIL_OF_NOTIFICATION, pageFor } from './kinds';
import { PREFERENCE_LABELS } from './messages';
import { renderEmail, type RenderedEmail } from './render';
import { notificationFooter } from './templates/footer';
import { teamInvitation } from './templates/team-invitation';
import {
  invitationLink,
  PLM_PAGE_PATH,
  SUPPLIER_SAVED_SEARCHES_PATH,
  supplierRequestPagePath,
} from './app-paths';
import { savedSearchAlert } from './templates/saved-search-alert';
import { plmLaunch, waitlistFooter } from './templates/plm-launch';
import { unsubscribeLink, WAITLIST_LIST, type EmailPreference } from './unsubscribe';

/** The kinds of scheduled work this module defines. */
export const MAIL_WORK = {
  notification: 'mail.notification',
  unreadMessages: 'mail.unread-messages',
  teamInvitation: 'mail.team-invitation',
  plmLaunch: 'mail.plm-launch',
  savedSearchAlert: 'mail.saved-search-alert',
} as const;

/**
 * New matches of a user's saved searches (issue 40): one search's (instant) or a day's digest of
 * several, grouped by search. The items were recorded as sent in the decision's transaction.
 */
export interface SavedSearchAlertPayload {
  userId: string;
  period: 'instant' | 'daily';
  searches: { name: string; items: { id: string; title: string }[] }[];
}

/** PLM's announcement to one PLM waitlist address (issue 38). */
export interface PlmLaunchPayload {
  /** The waitlist address's id: the unsubscribe link names it. */
  signupId: string;
  email: string;
}

/** A company's invitation to an address (which may have no account yet). */
export interface TeamInvitationPayload {
  invitationId: string;
  email: string;
  companyName: string;
  inviterName: string;
  /** The token of the link, naming this invitation (companies/invitation-link.ts). */
  linkToken?: string;
}

/** An e-mail about a notification, sent at once. */
export interface NotificationEmailPayload {
  userId: string;
  kind: Exclude<NotificationKind, 'message-received'>;
  /** The notification's own sentence (the news, worded per status). */
  news: string;
  actorId?: string;
  actorName?: string;
  subject?: string;
  /** For an order's news: the order its button opens. */
  orderId?: string;
  /** For a purchase's news: the purchase its button opens. */
  purchaseId?: string;
  /** For a review's news: the product its button opens. */
  productId?: string;
  /** For a mention on a style (issue 39): the style its button opens. */
  styleId?: string;
}

/** The e-mail about a conversation's unread messages, after the delay. */
export interface UnreadMessagesPayload {
  userId: string;
  conversationId: string;
  senderId: string;
  senderName: string;
}

/** The key of a conversation's pending e-mail to one member: its messages coalesce into it. */
export const unreadMessagesKey = (conversationId: string, recipientId: string) =>
  `${conversationId}:${recipientId}`;

export interface Recipient {
  email: string;
  name: string;
  role: string | null;
}

export interface MailDependencies {
  config: MailConfig;
  publicOrigin: string;
  now: () => Date;
  recipientOf: (userId: string) => Promise<Recipient | undefined>;
  /** Whether the user's preference is on (the default for everyone). */
  wants: (userId: string, preference: EmailPreference) => Promise<boolean>;
  /** The conversation's messages `userId` has not read: how many, and the latest one's text. */
  unreadOf: (
    userId: string,
    conversationId: string,
  ) => Promise<{ count: number; excerpt: string } | undefined>;
  send: (message: SendMailOptions) => Promise<unknown>;
  /** Whether the waitlist address is still on the PLM waitlist (it may have unsubscribed). */
  onPlmWaitlist: (signupId: string) => Promise<boolean>;
}

/** How much of the latest message an e-mail quotes. */
const EXCERPT_LENGTH = 200;

const excerptOf = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;

export function createMailService(dependencies: MailDependencies) {
  const { config, publicOrigin } = dependencies;
  const fromDomain = config.from.address.split('@')[1] ?? 'atelier';

  async function deliver(
    work: ClaimedWork,
    recipient: Recipient,
    userId: string,
    preference: EmailPreference,
    email: RenderedEmail,
  ) {
    const unsubscribe = unsubscribeLink(publicOrigin, config.signingSecret, userId, preference);
    await dependencies.send({
      from: { name: config.from.name, address: config.from.address },
      to: { name: recipient.name, address: recipient.email },
      subject: email.subject,
      html: email.html,
      text: email.text,
      // One id per decision: a delivery repeated after a crash is recognisably the same e-mail.
      messageId: `<${work.id}@${fromDomain}>`,
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  }

  /** The data every template gets, plus the footer's. */
  function commonData(userId: string, recipient: Recipient, preference: EmailPreference) {
    return {
      name: recipient.name,
      listLabel: PREFERENCE_LABELS[preference],
      unsubscribeLink: unsubscribeLink(publicOrigin, config.signingSecret, userId, preference),
    };
  }

  return {
    /**
     * A notification was raised in `tx`: its e-mail is decided in the same transaction. A new
     * message waits `messageDelayMs` (several in one conversation make one e-mail, and reading
     * them cancels it); every other kind goes at once.
     */
    async notificationRaised(
      tx: Kysely<DB>,
      notification: {
        userId: string;
        kind: NotificationKind;
        news: string;
        actorId?: string;
        actorName?: string;
        subject?: string;
        conversationId?: string;
        orderId?: string;
        purchaseId?: string;
        productId?: string;
        styleId?: string;
      },
    ): Promise<void> {
      const now = dependencies.now();
      if (notification.kind === 'message-received') {
        if (notification.conversationId === undefined || notification.actorId === undefined) return;
        const payload: UnreadMessagesPayload = {
          userId: notification.userId,
          conversationId: notification.conversationId,
          senderId: notification.actorId,
          senderName: notification.actorName ?? 'Someone',
        };
        await scheduleWork(tx, {
          kind: MAIL_WORK.unreadMessages,
          key: unreadMessagesKey(notification.conversationId, notification.userId),
          payload,
          runAt: new Date(now.getTime() + config.messageDelayMs),
          onConflict: 'keep',
        });
        return;
      }
      const payload: NotificationEmailPayload = {
        userId: notification.userId,
        kind: notification.kind,
        news: notification.news,
        ...(notification.actorId !== undefined && { actorId: notification.actorId }),
        ...(notification.actorName !== undefined && { actorName: notification.actorName }),
        ...(notification.subject !== undefined && { subject: notification.subject }),
        ...(notification.orderId !== undefined && { orderId: notification.orderId }),
        ...(notification.purchaseId !== undefined && { purchaseId: notification.purchaseId }),
        ...(notification.productId !== undefined && { productId: notification.productId }),
        ...(notification.styleId !== undefined && { styleId: notification.styleId }),
      };
      await scheduleWork(tx, {
        kind: MAIL_WORK.notification,
        // Each notification is its own e-mail.
        key: randomUUID(),
        payload,
        runAt: now,
      });
    },

    /** A company invited an address (in `tx`): the e-mail goes at once. */
    async teamInvitationCreated(
      tx: Kysely<DB>,
      invitation: {
        id: string;
        email: string;
        companyName: string;
        inviterName: string;
        linkToken?: string;
      },
    ) {
      const payload: TeamInvitationPayload = {
        invitationId: invitation.id,
        email: invitation.email,
        companyName: invitation.companyName,
        inviterName: invitation.inviterName,
        ...(invitation.linkToken === undefined ? {} : { linkToken: invitation.linkToken }),
      };
      await scheduleWork(tx, {
        kind: MAIL_WORK.teamInvitation,
        key: invitation.id,
        payload,
        runAt: dependencies.now(),
      });
    },

    /** The invitation was withdrawn (in `tx`) before its e-mail went: it does not go. */
    async teamInvitationWithdrawn(tx: Kysely<DB>, invitationId: string) {
      await cancelWork(tx, MAIL_WORK.teamInvitation, invitationId);
    },

    /**
     * An invitation e-mail: to an address, not a user, so no preference applies and it has no
     * unsubscribe link (like Keycloak's identity e-mails, it answers the inviter's act).
     */
    async deliverTeamInvitation(payload: TeamInvitationPayload, work: ClaimedWork) {
      const email = renderEmail(teamInvitation, {
        ...payload,
        link: invitationLink(publicOrigin, payload.linkToken),
      });
      await dependencies.send({
        from: { name: config.from.name, address: config.from.address },
        to: payload.email,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${work.id}@${fromDomain}>`,
      });
    },

    /**
     * PLM was announced to a waitlist address (in `tx`, which records that it was): its e-mail
     * goes at once. Keyed by the address, so it is one e-mail whatever repeats.
     */
    async plmAnnounced(tx: Kysely<DB>, signup: PlmLaunchPayload) {
      await scheduleWork(tx, {
        kind: MAIL_WORK.plmLaunch,
        key: signup.signupId,
        payload: signup,
        runAt: dependencies.now(),
      });
    },

    /**
     * The announcement to a waitlist address: no account, so no preference; its one-click
     * unsubscribe takes the address off the waitlist (and an address already off gets nothing).
     */
    async deliverPlmLaunch(payload: PlmLaunchPayload, work: ClaimedWork) {
      if (!(await dependencies.onPlmWaitlist(payload.signupId))) return;
      const unsubscribe = unsubscribeLink(
        publicOrigin,
        config.signingSecret,
        payload.signupId,
        WAITLIST_LIST,
      );
      const email = renderEmail(
        plmLaunch,
        {
          email: payload.email,
          link: `${publicOrigin}${PLM_PAGE_PATH}`,
          unsubscribeLink: unsubscribe,
        },
        waitlistFooter,
      );
      await dependencies.send({
        from: { name: config.from.name, address: config.from.address },
        to: payload.email,
        subject: email.subject,
        html: email.html,
        text: email.text,
        messageId: `<${work.id}@${fromDomain}>`,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },

    /** New matches of saved searches were decided (in `tx`, with the items recorded as sent). */
    async savedSearchAlertDecided(tx: Kysely<DB>, payload: SavedSearchAlertPayload) {
      await scheduleWork(tx, {
        kind: MAIL_WORK.savedSearchAlert,
        // Each decision is its own e-mail.
        key: randomUUID(),
        payload,
        runAt: dependencies.now(),
      });
    },

    /**
     * A saved searches' alert: with 'Email me about client requests and job matches', whose
     * one-click unsubscribe turns it off.
     */
    async deliverSavedSearchAlert(payload: SavedSearchAlertPayload, work: ClaimedWork) {
      const preference: EmailPreference = 'emailRequests';
      if (!(await dependencies.wants(payload.userId, preference))) return;
      const recipient = await dependencies.recipientOf(payload.userId);
      if (recipient === undefined) return;
      const data = {
        ...commonData(payload.userId, recipient, preference),
        period: payload.period,
        searches: payload.searches.map((search) => ({
          name: search.name,
          items: search.items.map((item) => ({
            title: item.title,
            link: `${publicOrigin}${supplierRequestPagePath(item.id)}`,
          })),
        })),
        manageLink: `${publicOrigin}${SUPPLIER_SAVED_SEARCHES_PATH}`,
      };
      await deliver(
        work,
        recipient,
        payload.userId,
        preference,
        renderEmail(savedSearchAlert, data, notificationFooter),
      );
    },

    /** `userId` read the conversation (in `tx`): its pending e-mail to them is not sent. */
    async conversationRead(tx: Kysely<DB>, userId: string, conversationId: string) {
      await cancelWork(tx, MAIL_WORK.unreadMessages, unreadMessagesKey(conversationId, userId));
    },

    async deliverNotification(payload: NotificationEmailPayload, work: ClaimedWork) {
      const kind = EMAIL_OF_NOTIFICATION[payload.kind];
      if (!(await dependencies.wants(payload.userId, kind.preference))) return;
      const recipient = await dependencies.recipientOf(payload.userId);
      if (recipient === undefined) return;
      const link = `${publicOrigin}${pageFor(kind, recipient.role, payload)}`;
      const data = {
        ...commonData(payload.userId, recipient, kind.preference),
        news: payload.news,
        actorName: payload.actorName ?? 'Someone',
        subject: payload.subject ?? 'your listing',
        link,
      };
      await deliver(
        work,
        recipient,
        payload.userId,
        kind.preference,
        renderEmail(kind.template, data, notificationFooter),
      );
    },

    async deliverUnreadMessages(payload: UnreadMessagesPayload, work: ClaimedWork) {
      const kind = EMAIL_OF_NOTIFICATION['message-received'];
      if (!(await dependencies.wants(payload.userId, kind.preference))) return;
      const unread = await dependencies.unreadOf(payload.userId, payload.conversationId);
      if (unread === undefined || unread.count === 0) return;
      const recipient = await dependencies.recipientOf(payload.userId);
      if (recipient === undefined) return;
      const link = `${publicOrigin}${pageFor(kind, recipient.role, { actorId: payload.senderId })}`;
      const data = {
        ...commonData(payload.userId, recipient, kind.preference),
        senderName: payload.senderName,
        count: unread.count,
        excerpt: excerptOf(unread.excerpt),
        link,
      };
      await deliver(
        work,
        recipient,
        payload.userId,
        kind.preference,
        renderEmail(kind.template, data, notificationFooter),
      );
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
