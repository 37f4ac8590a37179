/**
 * The payments provider chosen at start-up (config.paymentsProvider): the Stripe SDK when a
 * secret key is configured, the offline sandbox when asked for, or none (`off`). Also the SDK
 * instance and signing secret the webhook verifies signatures with (signature checks never touch
 * the network, so the sandbox has them too).
 */
import fp from 'fastify-plugin';
import type { ConnectProvider } from './connect-provider';
import type { PaymentsProvider } from './provider';
import { createSandboxConnect, type SandboxConnect } from './sandbox-connect';
import {
  createSandboxProvider,
  generateSandboxWebhookSecret,
  type SandboxProvider,
} from './sandbox-provider';
import { deliver, type PaymentsWebhook } from './webhook-delivery';
import { createStripeConnect } from './stripe-connect';
import { createStripeClient, createStripeProvider, type StripeApiOptions } from './stripe-provider';
import { createSandboxProductPayments } from './sandbox-product-payments';
import { createStripeProductPayments } from './stripe-product-payments';

/** A placeholder key for the sandbox's SDK instance, which only verifies and signs webhooks. */
const SANDBOX_SDK_KEY = 'sk_test_atelier_sandbox';

export type { PaymentsWebhook } from './webhook-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider, or null when payments are off (checkout, cancel and portal answer 503). */
    payments: PaymentsProvider | null;
    /** The sandbox provider, or null when payments go to Stripe or are off (no sandbox pages). */
    paymentsSandbox: SandboxProvider | null;
    /** The webhook's verifier, or null when payments are off (no webhook route). */
    paymentsWebhook: PaymentsWebhook | null;
    /** Sellers' connected accounts (Connect), or null when payments are off (routes answer 503). */
    paymentsConnect: ConnectProvider | null;
    /** The sandbox's connected accounts, or null unless the sandbox runs (no onboarding page). */
    paymentsSandboxConnect: SandboxConnect | null;
  }
}

export interface PaymentsPluginOptions {
  /** Where the SDK sends API requests (stripe-mock in tests). */
  stripeApi?: StripeApiOptions;
}

export default fp<PaymentsPluginOptions>(
  (fastify, options, done) => {
    const { config } = fastify;
    if (config.paymentsProvider === 'stripe') {
      if (config.stripeSecretKey === undefined || config.stripeWebhookSecret === undefined) {
        done(
          new Error(
            'The stripe payments provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
          ),
        );
        return;
      }
      const stripe = createStripeClient(config.stripeSecretKey, options.stripeApi);
      fastify.decorate('payments', createStripeProvider(stripe));
      fastify.decorate('productPayments', createStripeProductPayments(stripe));
      fastify.decorate('paymentsSandbox', null);
      fastify.decorate('paymentsWebhook', {
        stripe,
        secret: config.stripeWebhookSecret,
        ...(config.stripeConnectWebhookSecret !== undefined && {
          connectSecret: config.stripeConnectWebhookSecret,
        }),
      });
      fastify.decorate('paymentsConnect', createStripeConnect(stripe));
      fastify.decorate('paymentsSandboxConnect', null);
    } else if (config.paymentsProvider === 'sandbox') {
      if (config.stripeSecretKey !== undefined) {
        done(new Error('The sandbox payments provider is refused while STRIPE_SECRET_KEY is set.'));
        return;
      }
      const sandbox = createSandboxProvider({ publicOrigin: config.publicOrigin });
      const webhook: PaymentsWebhook = {
        stripe: createStripeClient(SANDBOX_SDK_KEY),
        // A secret nobody else knows, unless the deployment set one.
        secret: config.stripeWebhookSecret ?? generateSandboxWebhookSecret(),
      };
      fastify.decorate('payments', sandbox);
      fastify.decorate(
        'productPayments',
        createSandboxProductPayments({
          publicOrigin: config.publicOrigin,
          // A refund the platform asks for (a cancelled order) comes back as Stripe's would.
          deliver: (event) => deliver(fastify, webhook, event),
        }),
      );
      fastify.decorate('paymentsSandbox', sandbox);
      fastify.decorate('paymentsWebhook', webhook);
      const sandboxConnect = createSandboxConnect({ publicOrigin: config.publicOrigin });
      fastify.decorate('paymentsConnect', sandboxConnect);
      fastify.decorate('paymentsSandboxConnect', sandboxConnect);
    } else {
      fastify.decorate('payments', null);
      fastify.decorate('productPayments', null);
      fastify.decorate('paymentsSandbox', null);
      fastify.decorate('paymentsWebhook', null);
      fastify.decorate('paymentsConnect', null);
      fastify.decorate('paymentsSandboxConnect', null);
    }
    fastify.log.info({ provider: config.paymentsProvider }, 'Payments provider ready');
    done();
  },
  { name: 'payments' },
);
