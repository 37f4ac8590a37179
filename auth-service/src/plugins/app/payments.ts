/**
 * The payments provider chosen at start-up (config.paymentsProvider): the Stripe SDK when a
 * secret key is configured, else the offline sandbox. Also the SDK instance the webhook verifies
 * signatures with (signature checks never touch the network, so the sandbox has one too).
 */
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { PaymentsProvider } from '../../payments/provider';
import { createSandboxProvider, type SandboxProvider } from '../../payments/sandbox-provider';
import {
  createStripeClient,
  createStripeProvider,
  type StripeApiOptions,
} from '../../payments/stripe-provider';

/** A placeholder key for the sandbox's SDK instance, which only verifies and signs webhooks. */
const SANDBOX_SDK_KEY = 'sk_test_atelier_sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsProvider;
    /** The sandbox provider, or null when payments go to Stripe (its pages are not served). */
    paymentsSandbox: SandboxProvider | null;
    stripe: Stripe;
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
      if (config.stripeSecretKey === undefined) {
        done(new Error('The stripe payments provider needs STRIPE_SECRET_KEY.'));
        return;
      }
      const stripe = createStripeClient(config.stripeSecretKey, options.stripeApi);
      fastify.decorate('stripe', stripe);
      fastify.decorate('payments', createStripeProvider(stripe));
      fastify.decorate('paymentsSandbox', null);
    } else {
      if (config.stripeSecretKey !== undefined) {
        done(new Error('The sandbox payments provider is refused while STRIPE_SECRET_KEY is set.'));
        return;
      }
      const sandbox = createSandboxProvider({ publicOrigin: config.publicOrigin });
      fastify.decorate('stripe', createStripeClient(SANDBOX_SDK_KEY));
      fastify.decorate('payments', sandbox);
      fastify.decorate('paymentsSandbox', sandbox);
    }
    fastify.log.info({ provider: config.paymentsProvider }, 'Payments provider ready');
    done();
  },
  { name: 'payments' },
);
