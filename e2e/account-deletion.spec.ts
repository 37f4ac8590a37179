import { expect, test } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, DEMO_USER_ID, signIn, signUpAs, tokenSentDuring } from './support/accounts';

// Issue 25's "Done when": a client deletes their account from Settings; their published job is
// gone from the board, the demo freelancer sees their message from 'Deleted user', and the
// access token they held until then is refused at once (it is still valid at Keycloak).

test('a deleted account: its listing gone, its message from Deleted user, its token refused', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signUpAs(client, 'client', `Leaving Brand ${stamp}`, `leaving-${stamp}@e2e.atelier.test`);
  const token = await tokenSentDuring(client, () => client.reload());
  const headers = { authorization: `Bearer ${token}` };

  // A published job and a message to the demo freelancer, through the API the screens use.
  const title = `Vanishing Role ${stamp}`;
  const posted = await request.post('/api/jobs', {
    headers,
    data: {
      status: 'published',
      title,
      company: `Leaving Brand ${stamp}`,
      location: 'Remote',
      type: 'contract',
      remote: true,
      category: 'Design',
      experience: 'mid',
      description: 'A role that leaves with its client.',
      requirements: ['A portfolio'],
      skills: ['Illustration'],
      benefits: ['Remote work'],
      salaryType: 'not-specified',
      salaryMin: null,
      salaryMax: null,
      salaryFixed: null,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      deadline: null,
      featured: false,
      urgent: false,
      visibility: 'public',
    },
  });
  expect(posted.status()).toBe(201);
  const opened = await request.post('/api/conversations', {
    headers,
    data: { userId: DEMO_USER_ID.freelancer },
  });
  expect(opened.ok()).toBe(true);
  const { id: conversationId } = (await opened.json()) as { id: string };
  const text = `A message that stays ${stamp}`;
  const sent = await request.post(`/api/conversations/${conversationId}/messages`, {
    headers,
    data: { clientId: crypto.randomUUID(), content: text, attachments: [] },
  });
  expect(sent.status()).toBe(201);
  const board = async () => (await request.get(`/api/jobs?q=${stamp}`)).text();
  expect(await board()).toContain(title);

  // Settings > Delete Account, confirmed with DELETE.
  await client.goto(ROUTES.client.settings);
  await client.getByRole('button', { name: 'Delete Account' }).click();
  await client.getByLabel('Type DELETE to confirm').fill('DELETE');
  await client.getByRole('button', { name: 'Delete My Account' }).click();

  // The token it held is refused at once, and no profile comes back for it.
  await expect
    .poll(async () => (await request.get('/api/me', { headers })).status(), { timeout: 30_000 })
    .toBe(401);
  expect((await request.post('/api/realtime/tickets', { headers })).status()).toBe(401);
  // Its listing is gone from the board.
  expect(await board()).not.toContain(title);

  // The demo freelancer keeps the message, from 'Deleted user'.
  const freelancerContext = await browser.newContext();
  const freelancer = await freelancerContext.newPage();
  await signIn(freelancer, DEMO.freelancer);
  await freelancer.goto(ROUTES.freelancer.messages);
  const row = freelancer
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(text) });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Deleted user');
  await row.click();
  await expect(
    freelancer
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: text }),
  ).toBeVisible();
  await clientContext.close();
  await freelancerContext.close();
});
