/**
 * The service's clock. Anything whose outcome depends on the time (deadlines, lateness, when
 * scheduled work is due) asks `fastify.clock` instead of `new Date()`, so a test can move time
 * with a manual clock (`test/support/clock.ts`) instead of waiting or mocking globals.
 */
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

declare module 'fastify' {
  interface FastifyInstance {
    /** The time as the service sees it: the system clock, or a test's. */
    clock: Clock;
  }
}

export interface ClockPluginOptions {
  clock?: Clock;
}

export default fp<ClockPluginOptions>(
  (fastify, options, done) => {
    fastify.decorate('clock', options.clock ?? systemClock);
    done();
  },
  { name: 'clock' },
);
