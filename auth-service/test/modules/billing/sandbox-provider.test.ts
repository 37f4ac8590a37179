import {
  SANDBOX_MAX_SESSIONS,
  SANDBOX_SESSION_TTL_MS,
  createSandboxProvider,
} from '../../../src/modules/billing/payments/sandbox-provider';

const ORIGIN = 'http://localhost:8080';
const HOUR = 60 * 60 * 1000;

function sandboxWithClock() {
  const clock = { now: 1_700_000_000_000 };
  const sandbox = createSandboxProvider({ publicOrigin: ORIGIN, now: () => clock.now });
  const checkout = async () => {
    const { id } = await sandbox.createCheckoutSession({
      userId: '00000000-0000-4000-8000-000000000001',
      customerId: 'cus_sandbox_1',
      priceId: 'price_freelancer_pro_sandbox',
      mode: 'subscription',
      successUrl: `${ORIGIN}/checkout/success`,
      cancelUrl: `${ORIGIN}/checkout/cancel`,
    });
    return id;
  };
  const portal = async () => {
    const { url } = await sandbox.createPortalSession({
      customerId: 'cus_sandbox_1',
      returnUrl: `${ORIGIN}/freelancer/subscription`,
    });
    return url.split('/').pop() ?? '';
  };
  return { clock, sandbox, checkout, portal };
}

describe('sandbox sessions', () => {
  it('are capped at 1,000 live checkout and portal sessions each, the oldest dropped first', async () => {
    expect(SANDBOX_MAX_SESSIONS).toBe(1_000);
    const { clock, sandbox, checkout, portal } = sandboxWithClock();
    const checkouts: string[] = [];
    const portals: string[] = [];
    for (let i = 0; i < SANDBOX_MAX_SESSIONS; i += 1) {
      checkouts.push(await checkout());
      portals.push(await portal());
      clock.now += 1;
    }
    expect(checkouts.every((id) => sandbox.checkoutSession(id) !== undefined)).toBe(true);
    expect(portals.every((id) => sandbox.portalSession(id) !== undefined)).toBe(true);

    const newestCheckout = await checkout();
    const newestPortal = await portal();
    expect(sandbox.checkoutSession(checkouts[0] ?? '')).toBeUndefined();
    expect(sandbox.portalSession(portals[0] ?? '')).toBeUndefined();
    expect(sandbox.checkoutSession(checkouts[1] ?? '')).toBeDefined();
    expect(sandbox.portalSession(portals[1] ?? '')).toBeDefined();
    expect(sandbox.checkoutSession(newestCheckout)).toBeDefined();
    expect(sandbox.portalSession(newestPortal)).toBeDefined();
  });

  it('expire after an hour', async () => {
    expect(SANDBOX_SESSION_TTL_MS).toBe(HOUR);
    const { clock, sandbox, checkout, portal } = sandboxWithClock();
    const checkoutId = await checkout();
    const portalId = await portal();
    clock.now += HOUR - 1;
    expect(sandbox.checkoutSession(checkoutId)).toBeDefined();
    expect(sandbox.portalSession(portalId)).toBeDefined();
    clock.now += 1;
    expect(sandbox.checkoutSession(checkoutId)).toBeUndefined();
    expect(sandbox.portalSession(portalId)).toBeUndefined();
  });

  it('frees the places of expired sessions first', async () => {
    const { clock, sandbox, checkout } = sandboxWithClock();
    const old = await checkout();
    clock.now += HOUR;
    const fresh: string[] = [];
    for (let i = 0; i < SANDBOX_MAX_SESSIONS; i += 1) fresh.push(await checkout());
    expect(sandbox.checkoutSession(old)).toBeUndefined();
    // The expired one made room: all 1,000 fresh sessions are still there.
    expect(fresh.every((id) => sandbox.checkoutSession(id) !== undefined)).toBe(true);
  });
});
