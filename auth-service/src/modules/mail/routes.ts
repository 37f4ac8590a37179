/**
 * `/api/mail/unsubscribe`: the one-click unsubscribe link of every notification e-mail
 * (RFC 8058). GET (someone opened the link) answers a page with a button, because link scanners
 * and previews fetch links; POST (the button, or a mail client's `List-Unsubscribe-Post`) turns
 * the preference off. No sign-in: the link's signature is the proof.
 * `/api/admin/emails`: the e-mails the platform decided to send, failed ones by default (admins).
 */
import {
  AdminEmailsQuery,
  AdminEmailsResponse,
  UnsubscribePage,
  UnsubscribePostBody,
  UnsubscribeQuery,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  BODY_REFUSALS,
  ErrorResponse,
  errorResponses,
  signedInErrors,
} from '../../platform/errors';
import { RATE_LIMITS } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { escapeHtml } from './render';
import { LIST_LABELS, MAIL_MESSAGES } from './messages';
import { MAIL_WORK } from './service';
import { verifyUnsubscribe, WAITLIST_LIST, type UnsubscribeList } from './unsubscribe';

export interface UnsubscribeRoutesOptions {
  /** Undefined when e-mail is off: no link was ever signed, none is accepted. */
  signingSecret: string | undefined;
  /** Turns the user's preference off (or takes a waitlist address, by its id, off the waitlist). */
  turnOff: (userId: string, list: UnsubscribeList) => Promise<void>;
}

function page(title: string, body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)} · Atelier</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

export const unsubscribeRoutes: FastifyPluginCallbackTypebox<UnsubscribeRoutesOptions> = (
  fastify,
  { signingSecret, turnOff },
  done,
) => {
  // Mail clients post the form encoding RFC 8058 names; this plugin's routes alone read it.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const schema = {
    querystring: UnsubscribeQuery,
    produces: ['text/html'],
    response: {
      200: UnsubscribePage,
      ...errorResponses(429),
      // A bad signature is answered with the HTML page (a string, sent as it is); a request the
      // schema refuses (a control character, a missing field) with the API's JSON error.
      400: Type.Union([UnsubscribePage, ErrorResponse], {
        description: 'The page saying the link is not valid, or the JSON error.',
      }),
    },
  };

  fastify.get(
    '/unsubscribe',
    {
      config: { rateLimit: RATE_LIMITS.unsubscribe },
      schema: { ...schema, summary: 'The page of an e-mail’s unsubscribe link: one button.' },
    },
    async (request, reply) => {
      const { user, list, token } = request.query;
      reply.type('text/html; charset=utf-8');
      if (signingSecret === undefined || !verifyUnsubscribe(signingSecret, user, list, token)) {
        return reply
          .code(400)
          .send(
            page(MAIL_MESSAGES.unsubscribeTitle, `<p>${escapeHtml(MAIL_MESSAGES.invalidLink)}</p>`),
          );
      }
      // The form posts back to this very link (query included).
      return page(
        MAIL_MESSAGES.unsubscribeTitle,
        `<p>${escapeHtml(MAIL_MESSAGES.unsubscribeQuestion(LIST_LABELS[list]))}</p>` +
          `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">${escapeHtml(MAIL_MESSAGES.unsubscribeButton)}</button></form>`,
      );
    },
  );

  fastify.post(
    '/unsubscribe',
    {
      config: { rateLimit: RATE_LIMITS.unsubscribe },
      schema: {
        ...schema,
        body: UnsubscribePostBody,
        response: { ...errorResponses(...BODY_REFUSALS, 429), ...schema.response },
        summary: 'Turns off the preference an e-mail’s signed link names (RFC 8058 one-click).',
      },
    },
    async (request, reply) => {
      const { user, list, token } = request.query;
      reply.type('text/html; charset=utf-8');
      if (signingSecret === undefined || !verifyUnsubscribe(signingSecret, user, list, token)) {
        return reply
          .code(400)
          .send(
            page(MAIL_MESSAGES.unsubscribeTitle, `<p>${escapeHtml(MAIL_MESSAGES.invalidLink)}</p>`),
          );
      }
      await turnOff(user.toLowerCase(), list);
      return page(
        MAIL_MESSAGES.unsubscribeTitle,
        `<p>${escapeHtml(list === WAITLIST_LIST ? MAIL_MESSAGES.leftWaitlist : MAIL_MESSAGES.unsubscribed(LIST_LABELS[list]))}</p>`,
      );
    },
  );
  done();
};

/** Admins' view of the e-mail outbox (the admin dashboard's API). */
export const adminEmailRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.requireRole('admin'));
  fastify.get(
    '/emails',
    {
      schema: {
        summary: 'E-mails the platform decided to send, newest first: the failed ones by default.',
        description:
          'An e-mail is failed once its last attempt failed (the SMTP server refused it or could not be reached); `lastError` says why.',
        security: bearerAuth,
        querystring: AdminEmailsQuery,
        response: { 200: AdminEmailsResponse, ...signedInErrors(400) },
      },
    },
    async (request) => {
      const state = request.query.state ?? 'failed';
      const rows = (
        await Promise.all(
          Object.values(MAIL_WORK).map((kind) =>
            fastify.scheduledWork.list({ state, kind, limit: 100 }),
          ),
        )
      )
        .flat()
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 100);
      return {
        emails: rows.map((row) => {
          const payload = row.payload as { userId?: unknown };
          return {
            id: row.id,
            kind: row.kind,
            recipientId: typeof payload.userId === 'string' ? payload.userId : null,
            state: row.state,
            attempts: row.attempts,
            lastError: row.lastError,
            runAt: row.runAt.toISOString(),
            finishedAt: row.finishedAt?.toISOString() ?? null,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },
  );
  done();
};
