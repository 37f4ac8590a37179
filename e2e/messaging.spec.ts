import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn } from './support/accounts';

// Issue 13's "Done when", as two people would: the demo client opens the one conversation with
// the demo freelancer from an application (Send Message on the freelancer's application to a
// demo job, which the demo seed makes) and sends a message with a PDF; the freelancer, already on their inbox, gets it live with the unread count and a
// notification, opens it and replies; the client sees its message read; the freelancer's network
// drops while the client sends two more, and on reconnect both arrive once, in order.

/** The demo job the demo freelancer applied to (auth-service/src/demo/seed.ts). */
const SEEDED_APPLICATION_JOB = 'Freelance Pattern Maker';
const PDF = Buffer.from('%PDF-1.4\n% tech pack for the e2e test\n%%EOF\n');
/** The bound on live delivery. */
const LIVE_MS = 2_000;

async function signedIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const messageBubble = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });

test('two people exchange messages live, with a PDF, receipts and an offline catch-up', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const clientContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const client = await signedIn(clientContext, DEMO.client);
  const freelancer = await signedIn(freelancerContext, DEMO.freelancer);

  await freelancer.goto(ROUTES.freelancer.messages);
  await expect(freelancer.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(freelancer.getByText('Communicate with clients and collaborators')).toBeVisible();

  // The client opens the conversation from the freelancer's application and writes with a PDF.
  await client.goto(ROUTES.client.freelancerApplications);
  await client.getByRole('searchbox', { name: 'Search applications' }).fill(SEEDED_APPLICATION_JOB);
  await client
    .getByRole('list', { name: 'Freelancer applications' })
    .getByRole('button', { name: new RegExp(SEEDED_APPLICATION_JOB) })
    // Other specs' freelancers apply to the same job.
    .filter({ hasText: 'Demo Freelancer' })
    .click();
  await client
    .getByRole('article', { name: 'Demo Freelancer' })
    .getByRole('button', { name: 'Send Message' })
    .click();
  await expect(client.getByRole('heading', { name: 'Client Messages', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const composer = client.getByRole('textbox', { name: 'Type a message...' });
  await expect(composer).toBeVisible({ timeout: 30_000 });
  const stamp = String(Date.now());
  const first = `Tech pack for the denim jacket ${stamp}`;
  await client.getByLabel('Attach files').setInputFiles({
    name: 'tech-pack.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await composer.fill(first);
  // Delivery is timed from the API's answer to the send (the PDF's upload comes before it).
  const stored = client.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /^\/api\/conversations\/[^/]+\/messages$/.test(new URL(response.url()).pathname),
  );
  await composer.press('Enter');
  expect((await stored).status()).toBe(201);

  // The freelancer, without reloading: the conversation, its unread count, a notification.
  const row = freelancer.getByRole('list', { name: 'Conversations' }).getByRole('button', {
    name: new RegExp(first),
  });
  await expect(row).toBeVisible({ timeout: LIVE_MS });
  await expect(freelancer.getByTestId('messages-unread')).not.toHaveText('', { timeout: LIVE_MS });
  await expect(freelancer.getByTestId('notifications-unread')).toBeVisible({ timeout: LIVE_MS });

  // The freelancer opens it (read), sees the PDF, and replies.
  await row.click();
  await expect(messageBubble(freelancer, first)).toBeVisible();
  await expect(
    messageBubble(freelancer, first).getByRole('link', { name: /tech-pack\.pdf/ }),
  ).toBeVisible();
  const reply = `Got it, starting on the pattern ${stamp}`;
  const freelancerComposer = freelancer.getByRole('textbox', { name: 'Type a message...' });
  await freelancerComposer.fill(reply);
  await freelancerComposer.press('Enter');
  await expect(messageBubble(client, reply)).toBeVisible({ timeout: LIVE_MS });
  await expect(messageBubble(client, first).locator('[data-status="read"]')).toBeVisible({
    timeout: LIVE_MS,
  });

  // The freelancer's network drops; the client sends two more.
  await freelancerContext.setOffline(true);
  const second = `Second note ${stamp}`;
  const third = `Third note ${stamp}`;
  for (const text of [second, third]) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(messageBubble(client, text).locator('[data-status]')).toBeVisible({
      timeout: 10_000,
    });
  }
  await freelancerContext.setOffline(false);
  await expect(messageBubble(freelancer, third)).toBeVisible({ timeout: 30_000 });
  const texts = await freelancer
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .allInnerTexts();
  const notes = texts.filter((text) => text.includes(stamp));
  expect(notes.filter((text) => text.includes(second))).toHaveLength(1);
  expect(notes.filter((text) => text.includes(third))).toHaveLength(1);
  expect(notes.findIndex((text) => text.includes(second))).toBeLessThan(
    notes.findIndex((text) => text.includes(third)),
  );

  await clientContext.close();
  await freelancerContext.close();
});
