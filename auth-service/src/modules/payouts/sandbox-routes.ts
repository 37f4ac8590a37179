/**
 * The sandbox's connected-account onboarding page (PAYMENTS_PROVIDER=sandbox only), where the
 * sandbox's Account Links point: plain HTML without scripts or styles, like billing's sandbox
 * pages. 'Complete onboarding' enables charges and payouts with a test bank account; 'Leave a
 * requirement open' submits details but leaves the bank account due, so charges stay disabled.
 * Either builds the `account.updated` event Stripe would send, signs it and delivers it to the
 * service's own webhook (the real path), then returns to the link's return URL.
 */
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, sendError as send, BODY_REFUSALS } from '../../platform/errors';
import type { SandboxOnboardingOutcome } from '../billing/payments/sandbox-connect';
import { acceptEmptyForms, deliver, escapeHtml, page } from '../billing/sandbox-routes';
import { SANDBOX_ONBOARDING_MESSAGES } from './messages';

const LinkParams = Type.Object({ linkId: Type.String({ maxLength: 200 }) });
const Html = Type.String({ description: 'An HTML page.' });

/** The page's two ways out, by the path segment their form posts to. */
const OUTCOMES: Record<string, SandboxOnboardingOutcome> = {
  complete: 'complete',
  'requirement-open': 'requirement-open',
};

export const sandboxOnboardingRoutes: FastifyPluginCallbackTypebox = (fastify, _options, done) => {
  const { paymentsSandboxConnect: sandbox, paymentsWebhook: webhook } = fastify;
  if (sandbox === null || webhook === null) {
    done();
    return;
  }
  acceptEmptyForms(fastify);

  fastify.get(
    '/onboarding/:linkId',
    {
      schema: {
        // Sandbox-only pages, not part of the API contract.
        hide: true,
        summary: 'Sandbox connected-account onboarding page.',
        params: LinkParams,
        response: { 200: Html, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const link = sandbox.accountLink(request.params.linkId);
      if (link === undefined) return send(reply, 404, SANDBOX_ONBOARDING_MESSAGES.unknownLink);
      const action = (outcome: string) =>
        escapeHtml(`/api/sandbox/onboarding/${encodeURIComponent(link.id)}/${outcome}`);
      return reply.type('text/html; charset=utf-8').send(
        page(
          'Connect a payout account',
          `<h1>Atelier sandbox: connect a payout account</h1>
<p>No real account is made: this sandbox stands in for Stripe's hosted onboarding.</p>
<p>Account: ${escapeHtml(link.accountId)}</p>
<form method="post" action="${action('complete')}">
<p>Payout bank account: STRIPE TEST BANK ending 6789</p>
<button type="submit">Complete onboarding</button>
</form>
<form method="post" action="${action('requirement-open')}">
<p>Submit the details but leave the bank account due: charges stay disabled.</p>
<button type="submit">Leave a requirement open</button>
</form>
<p><a href="${escapeHtml(link.returnUrl)}">Back to Atelier</a></p>`,
        ),
      );
    },
  );

  fastify.post(
    '/onboarding/:linkId/:outcome',
    {
      schema: {
        // Sandbox-only pages, not part of the API contract.
        hide: true,
        summary: 'Sandbox: finishes onboarding (a signed account.updated), then returns.',
        params: Type.Object({
          linkId: Type.String({ maxLength: 200 }),
          outcome: Type.Union(Object.keys(OUTCOMES).map((outcome) => Type.Literal(outcome))),
        }),
        response: { 303: Type.Null(), ...errorResponses(...BODY_REFUSALS, 404, 502) },
      },
    },
    async (request, reply) => {
      const link = sandbox.accountLink(request.params.linkId);
      const outcome = OUTCOMES[request.params.outcome];
      if (link === undefined || outcome === undefined) {
        return send(reply, 404, SANDBOX_ONBOARDING_MESSAGES.unknownLink);
      }
      sandbox.closeAccountLink(link.id);
      const event = sandbox.finishOnboarding(link.accountId, outcome);
      const status = await deliver(fastify, webhook, event);
      if (status !== 200) {
        request.log.error({ eventId: event.id, status }, 'Sandbox webhook delivery failed');
        return send(reply, 502, SANDBOX_ONBOARDING_MESSAGES.deliveryFailed);
      }
      return reply.redirect(link.returnUrl, 303);
    },
  );

  done();
};
