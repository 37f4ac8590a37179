import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_MESSAGE_EMAIL_DELAY_SECONDS } from '../playwright.config';
import { DEMO, fillSignIn, signIn, signUpAs, tokenSentDuring } from './support/accounts';
import {
  emailsTo,
  followVerificationEmail,
  headersOf,
  linkIn,
  waitForEmails,
} from './support/mail';

// Issue 21: e-mail for real. Every e-mail goes to this run's mail catcher (maildev), read
// through its REST API as a new user would read their inbox.

const register = async (
  page: Page,
  fullName: string,
  email: string,
  password = 'secret-42',
  signUpPage = '/signup',
) => {
  await page.goto(signUpPage);
  await page.locator('#fullName').fill(fullName);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#password-confirm').fill(password);
  await page.locator('#kc-register-form [type="submit"]').click();
};

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('a new account verifies its address by e-mail, and resets a forgotten password by e-mail', async ({
  browser,
}) => {
  test.setTimeout(210_000);
  const email = `verify-${String(Date.now())}@example.test`;
  const page = await newPage(browser);
  await register(page, 'Vera Verified', email);

  // Told to check the inbox; the platform is not reachable before.
  await expect(
    page.getByText('Please check your email and click the confirmation link before signing in.'),
  ).toBeVisible({ timeout: 30_000 });
  const [verification] = await waitForEmails(email);
  expect(verification?.subject).toBe('Verify your e-mail address for Atelier');
  // Themed like Keycloak's pages: the design system's colours around Atelier's words.
  expect(verification?.html).toContain('#7c3aed');
  expect(verification?.html).toContain('Verify e-mail address');

  // No e-mail in the inbox? The page's link sends another, once Keycloak's pause between two
  // e-mails (which it states) has passed.
  await page.getByRole('link', { name: 'Click here' }).click();
  const pause = page.getByText(/You must wait \d+ seconds? before resending/);
  await expect(pause).toBeVisible();
  const seconds = Number(/(\d+)/.exec((await pause.textContent()) ?? '')?.[1] ?? '0');
  await page.waitForTimeout((seconds + 1) * 1000);
  await page.getByRole('link', { name: 'Click here' }).click();
  await expect(pause).toHaveCount(0);
  const [, resent] = await waitForEmails(email, 2);
  expect(resent?.subject).toBe('Verify your e-mail address for Atelier');

  // The link signs the new account in and continues to the role selection.
  await followVerificationEmail(page, email);
  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your role' })).toBeVisible();
  await page.getByText('Freelancer / Designer').click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);

  // Signs out, and has forgotten the password.
  await page.getByRole('button', { name: 'Vera Verified' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/, {
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.locator('#username').fill(email);
  await page.locator('#kc-reset-password-form [type="submit"]').click();
  const reset = (await waitForEmails(email, 3)).find(
    (candidate) => candidate.subject === 'Reset your Atelier password',
  );
  expect(reset?.subject).toBe('Reset your Atelier password');
  expect(reset?.html).toContain('#7c3aed');
  await page.goto(linkIn(reset ?? verification!, /login-actions\/action-token/));
  await page.locator('#password-new').fill('new-secret-7');
  await page.locator('#password-confirm').fill('new-secret-7');
  await page.locator('#kc-passwd-update-form [type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/realms\//, { timeout: 30_000 });

  // The new password signs in, in a browser that knew nothing of this account.
  const again = await newPage(browser);
  await again.goto('/login');
  await fillSignIn(again, email, 'new-secret-7');
  await expect(again).toHaveURL(/\/freelancer\/dashboard$/, { timeout: 30_000 });
});

test('an unread message makes one e-mail; after its unsubscribe link, the next makes none', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const freelancerEmail = `unread-${stamp}@example.test`;
  const freelancer = await newPage(browser);
  await signUpAs(freelancer, 'freelancer', 'Una Unread', freelancerEmail);
  const freelancerToken = await tokenSentDuring(freelancer, () => freelancer.reload());
  const me = await request.get('/api/me', {
    headers: { authorization: `Bearer ${freelancerToken}` },
  });
  const { id: freelancerId } = (await me.json()) as { id: string };

  const client = await newPage(browser);
  await signUpAs(client, 'client', `Mail Brand ${stamp}`, `mail-brand-${stamp}@example.test`);
  const sendMessage = async (content: string) => {
    const token = await tokenSentDuring(client, () => client.reload());
    const headers = { authorization: `Bearer ${token}` };
    const opened = await request.post('/api/conversations', {
      headers,
      data: { userId: freelancerId },
    });
    expect(opened.ok()).toBe(true);
    const { id } = (await opened.json()) as { id: string };
    const sent = await request.post(`/api/conversations/${id}/messages`, {
      headers,
      data: { clientId: crypto.randomUUID(), content, attachments: [] },
    });
    expect(sent.status()).toBe(201);
  };

  await sendMessage(`Are you free for a tech pack? ${stamp}`);
  // The freelancer does not read it: after the delay (seconds here), one e-mail.
  const [email] = await waitForEmails(freelancerEmail, 2);
  const messageEmails = (await emailsTo(freelancerEmail)).filter((e) =>
    e.subject.includes('sent you'),
  );
  expect(messageEmails).toHaveLength(1);
  const [notice] = messageEmails;
  expect(email).toBeDefined();
  expect(notice?.subject).toBe(`Mail Brand ${stamp} sent you a message on Atelier`);
  expect(notice?.text).toContain(`Are you free for a tech pack? ${stamp}`);
  const conversationLink = linkIn(notice!, /\/freelancer\/messages\?with=/);
  expect(conversationLink.startsWith(new URL(freelancer.url()).origin)).toBe(true);
  expect((await headersOf(notice!))['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // The e-mail's unsubscribe link: no sign-in, one button.
  const visitor = await newPage(browser);
  await visitor.goto(linkIn(notice!, /\/api\/mail\/unsubscribe\?/));
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    visitor.getByText(
      'Done: you will no longer receive e-mails for “Email me about new messages”.',
      { exact: false },
    ),
  ).toBeVisible();
  // Settings shows it turned off.
  await freelancer.goto('/freelancer/settings');
  await expect(freelancer.getByLabel('Email me about new messages')).not.toBeChecked();

  await sendMessage(`One more thing ${stamp}`);
  // Well past the delay and the poller: still the one e-mail.
  await freelancer.waitForTimeout((E2E_MESSAGE_EMAIL_DELAY_SECONDS + 7) * 1000);
  expect(
    (await emailsTo(freelancerEmail)).filter((e) => e.subject.includes('sent you')),
  ).toHaveLength(1);
});

test("an invited address cannot Join the team until it is verified; the e-mail's link joins once", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const company = `Verified Atelier ${stamp}`;
  const colleagueEmail = `invited-${stamp}@example.test`;
  const owner = await newPage(browser);
  await signUpAs(owner, 'client', 'Owen Owner', `owen-${stamp}@example.test`);
  await owner.goto('/client/profile');
  await owner.getByLabel('Company Name').fill(company);
  await owner.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByText('Profile updated successfully!')).toBeVisible();
  await owner.goto('/client/team');
  await owner.getByLabel('Email Address').fill(colleagueEmail);
  await owner.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();

  // The invitation e-mail's link names the invitation (a signed, single-use token).
  const [invitation] = await waitForEmails(colleagueEmail);
  if (invitation === undefined) throw new Error('no invitation e-mail');
  const invitationLink = new URL(linkIn(invitation, /\/signup\?invitation=/));
  expect(invitationLink.searchParams.get('invitation')).toMatch(/^[0-9a-f-]{36}\.[\w-]+$/);

  // The colleague follows it and registers: no role screen, no Join, until the address is proved.
  const colleague = await newPage(browser);
  await register(
    colleague,
    'Ivy Invited',
    colleagueEmail,
    'secret-42',
    `${invitationLink.pathname}${invitationLink.search}`,
  );
  await expect(
    colleague.getByText(
      'Please check your email and click the confirmation link before signing in.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(colleague.getByRole('button', { name: `Join ${company}` })).toHaveCount(0);
  await expect(colleague).toHaveURL(/\/auth\/realms\/atelier\//);

  // The link in the verification e-mail proves the address: now the role screen offers the company.
  await followVerificationEmail(colleague, colleagueEmail);
  await expect(colleague).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await expect(colleague.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible();
  await colleague.getByRole('button', { name: `Join ${company}` }).click();
  await expect(colleague).toHaveURL(/\/client\/dashboard/, { timeout: 30_000 });

  // The same link again, signed in as someone else: used up, said so, and the role choice stays.
  const stranger = await newPage(browser);
  await register(
    stranger,
    'Sam Stranger',
    `stranger-${stamp}@example.test`,
    'secret-42',
    `${invitationLink.pathname}${invitationLink.search}`,
  );
  await followVerificationEmail(stranger, `stranger-${stamp}@example.test`);
  await expect(stranger).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await expect(
    stranger.getByText(
      'This invitation link has already been used, or the invitation was withdrawn. Ask the company to invite you again.',
    ),
  ).toBeVisible();
  await expect(stranger.getByRole('button', { name: `Join ${company}` })).toHaveCount(0);
  await expect(stranger.getByRole('radio', { name: /Brand \/ Client/ })).toBeAttached();
});

/** Screenshots of a page at 1280 and 390 px: test-results/issue37-emails/<ATELIER_SHOTS>/. */
async function shootBoth(page: Page, name: string) {
  const folder = path.join('test-results', 'issue37-emails', process.env.ATELIER_SHOTS ?? 'latest');
  await mkdir(folder, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: path.join(folder, `${name}-${String(width)}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a sale e-mails the buyer a receipt and the seller the sale, each to its page, under "Sales and orders" (issue 37)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const title = 'Tropical Textile Prints Collection';
  const buyerEmail = `receipt-${stamp}@example.test`;
  const buyerName = `Rita Receipt ${stamp}`;
  const buyer = await newPage(browser);
  await signUpAs(buyer, 'client', buyerName, buyerEmail);
  const listed = await buyer.request.get('/api/catalogue/products?q=Tropical');
  const { products } = (await listed.json()) as { products: { id: string; title: string }[] };
  const productId = products.find((product) => product.title === title)?.id ?? '';
  expect(productId).not.toBe('');

  // The buyer pays for one of the demo freelancer's products.
  await buyer.goto(`/marketplace/product/${productId}`);
  await buyer.getByRole('button', { name: /^Buy Now for \$/ }).click();
  await expect(buyer.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible({ timeout: 30_000 });

  // The buyer's receipt: its button opens the purchase.
  await expect
    .poll(async () => (await emailsTo(buyerEmail)).map((email) => email.subject), {
      timeout: 30_000,
    })
    .toContain(`Your receipt from Atelier: ${title}`);
  const receipt = (await emailsTo(buyerEmail)).find((email) => email.subject.includes('receipt'));
  expect(receipt?.text).toContain(`for ${title} from Demo Freelancer went through`);
  expect(receipt?.text).toContain('“Email me about sales and orders”');
  await buyer.goto(linkIn(receipt!, /\/marketplace\/purchases\/[0-9a-f-]+$/));
  await expect(
    buyer.getByRole('heading', { level: 1, name: 'Thank you for your purchase' }),
  ).toBeVisible({ timeout: 30_000 });
  await shootBoth(buyer, 'receipt-link-purchase');

  // The seller's e-mail: one for the sale, its button opens Payments & Earnings.
  await expect
    .poll(
      async () =>
        (await emailsTo(DEMO.freelancer)).filter((email) => email.text.includes(buyerName)).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const sale = (await emailsTo(DEMO.freelancer)).find((email) => email.text.includes(buyerName));
  expect(sale?.subject).toBe('You made a sale on Atelier');
  expect(sale?.text).toContain('“Email me about sales and orders”');
  expect(sale?.text).not.toContain('job matches');
  const seller = await newPage(browser);
  const earnings = new URL(linkIn(sale!, /\/freelancer\/payments$/));
  await signIn(seller, DEMO.freelancer, earnings.pathname);
  await seller.goto(earnings.toString());
  await expect(seller.getByRole('heading', { level: 1, name: 'Payments & Earnings' })).toBeVisible({
    timeout: 30_000,
  });
  await shootBoth(seller, 'sale-link-earnings');

  // Unsubscribing from the receipt turns off sales and orders only.
  const visitor = await newPage(browser);
  await visitor.goto(linkIn(receipt!, /\/api\/mail\/unsubscribe\?/));
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    visitor.getByText(
      'Done: you will no longer receive e-mails for “Email me about sales and orders”.',
      { exact: false },
    ),
  ).toBeVisible();
  await buyer.goto('/client/settings');
  await expect(buyer.getByLabel('Email me about sales and orders')).not.toBeChecked();
  await expect(buyer.getByLabel('Email me about client requests and job matches')).toBeChecked();
  await shootBoth(buyer, 'settings-sales-and-orders');
});
