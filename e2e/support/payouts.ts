import { expect, type APIRequestContext } from '@playwright/test';

// A payout account for a new freelancer in browser tests: a product is published only when its
// seller can take charges. The sandbox's onboarding without its page: ask for the onboarding
// link with the user's token, then post the page's 'Complete onboarding' form, which delivers
// a signed account.updated to the real webhook and redirects back to Payments & Earnings.

/** Connects `token`'s freelancer through the sandbox onboarding, until charges are enabled. */
export async function connectPayoutAccount(
  request: APIRequestContext,
  token: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post('/api/payments/account/onboarding', { headers });
  expect(started.status(), await started.text()).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const completed = await request.post(`${new URL(url).pathname}/complete`, {
    form: {},
    maxRedirects: 0,
  });
  expect(completed.status(), await completed.text()).toBe(303);
  const account = await request.get('/api/payments/account', { headers });
  expect(((await account.json()) as { state: string }).state).toBe('enabled');
}
