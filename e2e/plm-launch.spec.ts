import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn } from './support/accounts';
import { emailsTo, headersOf, linkIn, waitForEmails } from './support/mail';

// Issue 38, "Launch": an admin's 'Announce PLM' e-mails every PLM waitlist address once, through
// the outbox with the one-click unsubscribe, and the landing's PLM section links to /plm from
// then on. PLM's launch is one state for the whole run: this spec launches it (landing.spec's
// waitlist form test holds the state before the launch itself).

const announce = async (page: Page) => {
  const section = page.getByRole('region', { name: 'PLM launch' });
  await section
    .getByRole('button', { name: /^(Announce PLM|Announced on .+: announce again)$/ })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Announce PLM?' });
  await expect(dialog).toBeVisible();
  const message = (await dialog.textContent()) ?? '';
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/admin/plm/announcement' &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Announce PLM' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return { message, result: (await response.json()) as { announcedAt: string; queued: number } };
};

test('Announce PLM e-mails each waitlist address once, and the landing then links to Atelier PLM', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `plm-launch-${String(Date.now())}@example.test`;
  const joined = await page.request.post('/api/waitlist', { data: { email, source: 'plm' } });
  expect(joined.status()).toBe(201);

  await signIn(page, DEMO.admin, ROUTES.admin.dashboard);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.admin.dashboard}$`));
  const first = await announce(page);
  expect(first.message).toMatch(/on the PLM waitlist will get 'Atelier PLM is live' by e-mail/);
  expect(first.result.queued).toBeGreaterThanOrEqual(1);
  await expect(
    page.getByText(
      new RegExp(
        `^(Announcement queued for ${String(first.result.queued)} address(es)?|Already announced on .+)$`,
      ),
    ),
  ).toBeVisible();

  // Exactly one e-mail to the address, with the link to /plm and the one-click unsubscribe.
  const [mail] = await waitForEmails(email);
  expect(mail?.subject).toBe('Atelier PLM is live');
  expect(mail?.text).toContain('a free 3-month trial at launch');
  const link = linkIn(mail!, /\/plm$/);
  expect(new URL(link).pathname).toBe(ROUTES.plm.styles);
  const headers = await headersOf(mail!);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(headers['list-unsubscribe']).toContain('list=plmWaitlist');

  // A second announcement sends none.
  await expect(
    page.getByRole('button', { name: /^Announced on .+: announce again$/ }),
  ).toBeVisible();
  const second = await announce(page);
  expect(second.result).toEqual({ announcedAt: first.result.announcedAt, queued: 0 });
  await expect(
    page.getByText(/^Already announced on .+: announcement queued for 0 addresses$/),
  ).toBeVisible();
  await page.waitForTimeout(2000);
  expect(await emailsTo(email)).toHaveLength(1);

  // A new visitor's landing: 'Open Atelier PLM' in place of the waitlist form.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(ROUTES.home);
  const open = visitor.getByRole('link', { name: 'Open Atelier PLM' });
  await open.scrollIntoViewIfNeeded();
  await expect(open).toHaveAttribute('href', ROUTES.plm.styles);
  await expect(visitor.getByRole('form', { name: 'Join the PLM waitlist' })).toHaveCount(0);
  await visitor.context().close();
});
