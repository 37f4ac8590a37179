import {
  CONTACT_SEARCH_LIMIT,
  CONVERSATION_LIST_LIMIT,
  ContactList,
  ContactQuery,
  Conversation,
  ConversationIdParams,
  ConversationList,
  ConversationListQuery,
  HistoryQuery,
  Message,
  MessagePage,
  OpenConversationBody,
  ReadBody,
  ResumeQuery,
  SendMessageBody,
  StarterLimitResponse,
  UpdateConversationBody,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth, NO_CONTENT } from '../../platform/schemas';
import { UNNAMED_MEMBER, displayNameOf } from '../profiles/display-name';
import type { UserProfile } from '../profiles/repository';
import { MESSAGING_MESSAGES } from './messages';
import type { Member } from './repository';

/** A message: 5000 characters (up to 4 bytes each) and 10 upload ids. */
export const MESSAGE_BODY_LIMIT = 24 * KIB;

const writes = { rateLimit: RATE_LIMITS.messaging };

/** A profile as a conversation member: its name (never its e-mail) and role. */
export const memberOf = (profile: UserProfile): Member => ({
  id: profile.id,
  name: displayNameOf(profile),
  role: profile.role,
});

/** Answers a refused new contact (the plan's limit reply). */
export type ContactLimitReply = (reply: FastifyReply, refusal: unknown) => FastifyReply;

export const messagingRoutes: FastifyPluginCallbackTypebox<{ contactLimit: ContactLimitReply }> = (
  fastify,
  { contactLimit },
  done,
) => {
  const { messaging, profiles } = fastify;
  const signedIn = fastify.authenticate;

  /** The caller as a member: their profile's name and role (created on first sight). */
  async function callerOf(request: FastifyRequest): Promise<Member> {
    const identity = identityOf(request);
    const profile = await profiles.profileOf(identity);
    return profile === undefined
      ? { id: identity.id, name: identity.fullName ?? UNNAMED_MEMBER, role: identity.role }
      : memberOf(profile);
  }

  fastify.post(
    '/',
    {
      onRequest: signedIn,
      config: writes,
      schema: {
        summary:
          'Opens the one conversation between the caller and another user, creating it once.',
        description:
          'Idempotent: 201 when created, 200 when it existed (started by either side). A Brand Starter may start one conversation with a new user per calendar month; the next is refused with the plan limit reply.',
        security: bearerAuth,
        body: OpenConversationBody,
        response: {
          200: Conversation,
          201: Conversation,
          402: StarterLimitResponse,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const outcome = await messaging.open(
        await callerOf(request),
        request.body.userId,
        async () => {
          const profile = await profiles.findById(request.body.userId);
          return profile === undefined || profile.role === null ? undefined : memberOf(profile);
        },
      );
      if ('yourself' in outcome) return sendError(reply, 400, MESSAGING_MESSAGES.notYourself);
      if ('notFound' in outcome) return sendError(reply, 404, MESSAGING_MESSAGES.userNotFound);
      if ('limitReached' in outcome) return contactLimit(reply, outcome.limitReached);
      return reply
        .code(outcome.created ? 201 : 200)
        .send(messaging.toConversation(outcome.conversation));
    },
  );

  fastify.get(
    '/',
    {
      onRequest: signedIn,
      schema: {
        summary:
          "The caller's conversations: pinned first, then by last message; search, filters, archived.",
        description:
          '`q` matches the other member’s name or any message text. `filter`: unread, attachments. `role`: the other member’s role. `archived=true`: the archived ones only.',
        security: bearerAuth,
        querystring: ConversationListQuery,
        response: { 200: ConversationList, ...signedInErrors(400) },
      },
    },
    (request) =>
      messaging.list(identityOf(request).id, { ...request.query, limit: CONVERSATION_LIST_LIMIT }),
  );

  fastify.get(
    '/contacts',
    {
      onRequest: signedIn,
      schema: {
        summary: 'People to start a conversation with, found by name (New Message).',
        description:
          'Members the caller already has a conversation with, and members with a public profile; never admins. Matched by full name only.',
        security: bearerAuth,
        querystring: ContactQuery,
        response: { 200: ContactList, ...signedInErrors(400) },
      },
    },
    async (request) => {
      // People one already talks to, and public profiles (issue 25: not everyone, by e-mail).
      const me = identityOf(request).id;
      const found = await profiles.searchContacts(
        request.query.q,
        me,
        await messaging.partnersOf(me),
        CONTACT_SEARCH_LIMIT,
      );
      return { contacts: found.map(memberOf) };
    },
  );

  fastify.get(
    '/messages',
    {
      onRequest: signedIn,
      schema: {
        summary: "Every message of the caller's conversations after an id, oldest first (resume).",
        description:
          'A client that reconnects asks for everything after the last id it saw, page by page while hasMore. Ids grow in commit order, so nothing committed is skipped.',
        security: bearerAuth,
        querystring: ResumeQuery,
        response: { 200: MessagePage, ...signedInErrors(400) },
      },
    },
    (request) => messaging.since(identityOf(request).id, request.query.after, request.query.limit),
  );

  fastify.get(
    '/:id',
    {
      onRequest: signedIn,
      schema: {
        summary: 'A conversation of the caller.',
        security: bearerAuth,
        params: ConversationIdParams,
        response: { 200: Conversation, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await messaging.find(identityOf(request).id, request.params.id);
      if (row === undefined) return sendError(reply, 404, MESSAGING_MESSAGES.conversationNotFound);
      return messaging.toConversation(row);
    },
  );

  fastify.patch(
    '/:id',
    {
      onRequest: signedIn,
      config: writes,
      schema: {
        summary: 'Pins or archives a conversation for the caller (the other member is not told).',
        security: bearerAuth,
        params: ConversationIdParams,
        body: UpdateConversationBody,
        response: {
          200: Conversation,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const row = await messaging.setFlags(identityOf(request).id, request.params.id, request.body);
      if (row === undefined) return sendError(reply, 404, MESSAGING_MESSAGES.conversationNotFound);
      return messaging.toConversation(row);
    },
  );

  fastify.get(
    '/:id/messages',
    {
      onRequest: signedIn,
      schema: {
        summary: "A conversation's history, newest first, a page at a time (`before` an id).",
        security: bearerAuth,
        params: ConversationIdParams,
        querystring: HistoryQuery,
        response: { 200: MessagePage, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await messaging.history(
        identityOf(request).id,
        request.params.id,
        request.query.before,
        request.query.limit,
      );
      if (page === undefined) return sendError(reply, 404, MESSAGING_MESSAGES.conversationNotFound);
      return page;
    },
  );

  fastify.post(
    '/:id/messages',
    {
      onRequest: signedIn,
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: writes,
      schema: {
        summary: 'Sends a message (text and attachments); idempotent by the client id.',
        description:
          'Sending the same clientId again answers the stored message with 200 (201 the first time). Empty or whitespace-only text without attachments is refused. Attachments are the sender’s complete uploads of purpose attachment.',
        security: bearerAuth,
        params: ConversationIdParams,
        body: SendMessageBody,
        response: {
          200: Message,
          201: Message,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const sender = await callerOf(request);
      const outcome = await messaging.send(sender, request.params.id, request.body);
      if ('notFound' in outcome) {
        return sendError(reply, 404, MESSAGING_MESSAGES.conversationNotFound);
      }
      if ('empty' in outcome) return sendError(reply, 400, MESSAGING_MESSAGES.empty);
      if ('invalidAttachment' in outcome) {
        return sendError(reply, 400, MESSAGING_MESSAGES.attachment);
      }
      if ('clientIdReused' in outcome) {
        return sendError(reply, 409, MESSAGING_MESSAGES.clientIdReused);
      }
      const conversation = await messaging.find(sender.id, request.params.id);
      const receipts =
        conversation === undefined
          ? { read: '0', delivered: '0' }
          : messaging.receiptsOf(conversation);
      return reply
        .code(outcome.created ? 201 : 200)
        .send(await messaging.toMessage(outcome.message, sender.id, receipts));
    },
  );

  fastify.post(
    '/:id/read',
    {
      onRequest: signedIn,
      config: writes,
      schema: {
        summary: 'The caller has read the conversation up to a message (it is open and visible).',
        security: bearerAuth,
        params: ConversationIdParams,
        body: ReadBody,
        response: {
          ...NO_CONTENT,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const found = await messaging.markRead(
        identityOf(request).id,
        request.params.id,
        request.body.upTo,
      );
      if (!found) return sendError(reply, 404, MESSAGING_MESSAGES.conversationNotFound);
      return reply.code(204).send();
    },
  );
  done();
};
