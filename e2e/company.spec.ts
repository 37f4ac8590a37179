import { expect, test, type Page } from '@playwright/test';
import { followVerificationEmail } from './support/mail';
import { DEMO, DEMO_USER_ID, signIn, tokenSentDuring } from './support/accounts';
import { savePublicProfile } from './support/profiles';

// Company profiles, the client and supplier dashboards and their previews, and supplier services
// (issue 14), against the real Keycloak, gateway and auth-service.

const main = (page: Page) => page.getByRole('main');

/** Signs a new account up through Keycloak's registration page, up to the role screen. */
async function signUp(page: Page, fullName: string, email: string) {
  await page.goto('/signup');
  await page.locator('#fullName').fill(fullName);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await followVerificationEmail(page, email);
  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
}

/** Signs a new account up and chooses Brand / Client. */
async function signUpAsClient(page: Page, fullName: string, email: string) {
  await signUp(page, fullName, email);
  await page.getByText('Brand / Client').click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
}

test('the demo client fills the company profile and sees it, also on the dashboard', async ({
  page,
}) => {
  const name = `Maison Verte ${Date.now()}`;
  await signIn(page, DEMO.client, '/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Company Profile' });

  // The form's own checks first, with the API's words.
  await form.getByLabel('Company Name').fill('');
  await form.getByLabel('Website').fill('not a website');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Please enter your company name.')).toBeVisible();
  await expect(
    form.getByText('Please enter a valid website address, such as https://example.com.'),
  ).toBeVisible();

  await form.getByLabel('Company Name').fill(name);
  await form.getByLabel('Website').fill('maisonverte.example');
  await form.getByLabel('Location').fill('Lyon, France');
  await form.getByLabel('Description').fill('Sustainable outerwear, designed in Lyon.');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Your profile changes have been saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Company Name')).toHaveValue(name);
  await expect(form.getByLabel('Website')).toHaveValue('https://maisonverte.example/');
  await expect(form.getByLabel('Location')).toHaveValue('Lyon, France');

  await page.goto('/client/dashboard');
  await expect(main(page).getByText(name, { exact: true })).toBeVisible();
  await expect(main(page).getByText('Free Plan')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
});

test('a client goes from the free badge and Upgrade Now to Premium by subscribing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A new brand account, not the demo client: other specs need the demo client on Starter.
  await signUpAsClient(page, 'Brand To Be', `brand-${Date.now()}@example.test`);
  await expect(main(page).getByText('Free Plan')).toBeVisible();
  await main(page).getByRole('link', { name: 'Upgrade Now' }).click();
  await expect(page).toHaveURL(/\/client\/subscription$/);

  const pro = page.getByRole('article', { name: 'Brand Pro' });
  await pro.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.goto('/client/dashboard');
  await expect(main(page).getByText('Premium', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);
});

test('a visitor opens the client dashboard preview and is asked to sign up as a client', async ({
  page,
}) => {
  await page.goto('/client-dashboard-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Client Dashboard' })).toBeVisible();
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByText('Review Profile')).toBeVisible();
  const signUp = page.getByRole('link', { name: 'Sign up as a Brand / Client' });
  await expect(signUp).toHaveAttribute('href', '/signup');
  await signUp.click();
  await expect(page).toHaveURL(/\/auth\/realms\/atelier\/.*registration/, { timeout: 30_000 });
});

test('a visitor opens the supplier dashboard preview with the demo client requests', async ({
  page,
}) => {
  await page.goto('/supplier-dashboard-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier Dashboard' })).toBeVisible();
  for (const action of ['See Request', 'View Details', 'Respond']) {
    await expect(page.getByRole('link', { name: action })).toBeVisible();
  }
  await expect(
    page.getByRole('link', { name: 'Sign up as a Supplier / Manufacturer' }),
  ).toBeVisible();
});

test('the demo supplier adds a service and sees it on the dashboard', async ({ page }) => {
  const title = `Organic jersey knitting ${Date.now()}`;
  await signIn(page, DEMO.supplier, '/supplier/services');
  await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Add Service' }).first().click();

  const form = page.getByRole('form', { name: 'New Service' });
  await form.getByRole('button', { name: 'Save Service' }).click();
  await expect(form.getByText('Please enter a service title.')).toBeVisible();

  await form.getByLabel('Service Title').fill(title);
  await form.getByLabel('Service Type').selectOption('Garment Manufacturer');
  await form.getByLabel('Activewear').check();
  await form.getByLabel('Sustainable').check();
  await form.getByLabel('Description').fill('Knitting, dyeing and finishing of organic jersey.');
  await form.getByLabel('Certifications').fill('GOTS, OEKO-TEX');
  await form.getByLabel('Minimum Price').fill('5');
  await form.getByLabel('Maximum Price').fill('12');
  await form.getByLabel('Currency').selectOption('EUR');
  await form.getByLabel('Minimum Order Quantity (units)').fill('300');
  await form.getByLabel('Lead Time From (days)').fill('14');
  await form.getByLabel('Lead Time To (days)').fill('30');
  await form.getByRole('button', { name: 'Save Service' }).click();

  const card = page.getByRole('region', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('€5.00 - €12.00');
  await expect(card).toContainText('MOQ 300 units');
  await expect(card).toContainText('14-30 days lead time');

  await page.reload();
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  await page.goto('/supplier/dashboard');
  await expect(main(page).getByText(title)).toBeVisible();
});

test('an owner invites a colleague, who signs up and joins; the colleague deletes the account', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const company = `Northline Studio ${stamp}`;
  const colleagueEmail = `colleague-${stamp}@example.test`;
  const owner = await (await browser.newContext()).newPage();
  await signUpAsClient(owner, 'Olivia Owner', `owner-${stamp}@example.test`);
  await owner.goto('/client/profile');
  await owner.getByLabel('Company Name').fill(company);
  await owner.getByRole('button', { name: 'Save Changes' }).click();
  await expect(owner.getByText('Profile updated successfully!')).toBeVisible();

  await owner.goto('/client/team');
  await owner.getByLabel('Email Address').fill(colleagueEmail);
  await owner.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${colleagueEmail}.`)).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Pending Invitations' })).toContainText(
    colleagueEmail,
  );

  // The colleague signs up; the role screen offers the company instead of a free choice.
  const colleague = await (await browser.newContext()).newPage();
  await signUp(colleague, 'Colin Colleague', colleagueEmail);
  await expect(colleague.getByRole('heading', { level: 1, name: `Join ${company}` })).toBeVisible();
  await expect(colleague.getByRole('radio')).toHaveCount(0);
  await colleague.getByRole('button', { name: `Join ${company}` }).click();
  await expect(colleague).toHaveURL(/\/client\/dashboard$/);
  await expect(main(colleague).getByText(company, { exact: true })).toBeVisible();
  await colleague.goto('/client/team');
  await expect(
    colleague.getByText("Only the company's owners can invite or remove members."),
  ).toBeVisible();

  await owner.reload();
  const members = owner.getByRole('list', { name: 'Members' });
  await expect(members).toContainText('Colin Colleague');
  await expect(owner.getByRole('list', { name: 'Pending Invitations' })).toHaveCount(0);

  // The colleague leaves the platform: settings, Delete Account, type DELETE.
  await colleague.goto('/client/settings');
  await expect(colleague.getByRole('link', { name: 'Change Password' })).toBeVisible();
  await colleague.getByRole('button', { name: 'Delete Account' }).click();
  await colleague.getByLabel('Type DELETE to confirm').fill('DELETE');
  await colleague.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(colleague).toHaveURL(/\/$/, { timeout: 30_000 });

  await owner.reload();
  await expect(owner.getByRole('list', { name: 'Members' })).not.toContainText('Colin Colleague');
});

test('a freelancer matching an open job is recommended to its client, who messages and invites them', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const fullName = `Aaron Patterns ${stamp}`;
  const username = `patterns-${stamp}`;
  // A new freelancer whose skills and category are those of the demo client's open job
  // 'Freelance Pattern Maker' (a 100% match), with a public profile, who applies to it.
  const freelancer = await (await browser.newContext()).newPage();
  await signUp(freelancer, fullName, `patterns-${stamp}@example.test`);
  await freelancer.getByText('Freelancer / Designer').click();
  await freelancer.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(freelancer).toHaveURL(/\/freelancer\/dashboard$/);
  const token = await tokenSentDuring(freelancer, () => freelancer.reload());
  const api = freelancer.request;
  const headers = { authorization: `Bearer ${token}` };
  await savePublicProfile(api, token, {
    username,
    fullName,
    bio: 'Industrial pattern making and grading for womenswear, in Gerber.',
    skills: ['Pattern Making', 'Grading', 'Gerber', 'Womenswear'],
  });
  const board = await api.get('/api/jobs?q=Freelance%20Pattern%20Maker', { headers });
  const job = ((await board.json()) as { jobs: { id: string; title: string }[] }).jobs.find(
    (candidate) => candidate.title === 'Freelance Pattern Maker',
  );
  expect(job).toBeDefined();
  const applied = await api.post(`/api/jobs/${job!.id}/applications`, {
    headers,
    data: {
      coverLetter: 'Ten years of womenswear patterns.',
      rate: null,
      attachments: [],
      ndaVersion: null,
    },
  });
  expect(applied.status()).toBe(201);
  // The freelancer writes to the client first (only a Brand Starter's first contacts are
  // counted), so the client's Send Message below opens an existing conversation and leaves the
  // demo client's one new contact of the month to the specs that count it (hiring-loop).
  const opened = await api.post('/api/conversations', {
    headers,
    data: { userId: DEMO_USER_ID.client },
  });
  expect(opened.ok()).toBe(true);

  // The demo client's dashboard: the profile recommended with its score, the application in the
  // overview, the analytics of the listings.
  await signIn(page, DEMO.client, '/client/dashboard');
  const recommended = page.getByRole('list', { name: 'AI Recommended Profiles' });
  const card = recommended.getByRole('listitem').filter({ hasText: fullName });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('100% match');
  await expect(card).toContainText('for Freelance Pattern Maker');
  const latest = page.getByRole('list', { name: 'Latest applications' });
  const application = latest.getByRole('listitem').filter({ hasText: fullName });
  await expect(application).toContainText('New Application');
  await expect(application.getByRole('link', { name: 'Review Profile' })).toHaveAttribute(
    'href',
    '/client/applications/freelancers',
  );
  const analytics = page.getByRole('region', { name: 'Brand Analytics' });
  await expect(analytics).toContainText('Active Listings');
  await expect(analytics).toContainText('Responses');

  // From the recommendation to the public profile: Send Message opens the one conversation.
  await card.getByRole('link', { name: fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${username}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).first().click();
  // The inbox opens (creating it the first time) the one conversation with them.
  await expect(page).toHaveURL(/\/client\/messages\?conversation=/);
  await expect(main(page)).toContainText(fullName);
  await page.goto(`/portfolio/${username}`);

  // Invite to Project: one of the client's open jobs; the freelancer is notified.
  await page.getByRole('button', { name: 'Invite to Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Invite ${fullName} to a project` });
  await dialog.getByLabel('Job').selectOption({ label: 'Freelance Pattern Maker' });
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`${fullName} is invited to Freelance Pattern Maker.`)).toBeVisible();

  await freelancer.goto('/freelancer/notifications');
  await expect(
    freelancer.getByText('Atelier Nord invited you to Freelance Pattern Maker'),
  ).toBeVisible({ timeout: 30_000 });

  // A visitor is sent to sign in by Send Message; the freelancer sees neither action on their own page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/portfolio/${username}`);
  await visitor.getByRole('button', { name: 'Send Message' }).first().click();
  await expect(visitor).toHaveURL(/\/auth\/realms\/atelier\/protocol\/openid-connect\/auth/, {
    timeout: 30_000,
  });
  await freelancer.goto(`/portfolio/${username}`);
  await expect(freelancer.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(freelancer.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(freelancer.getByRole('button', { name: 'Invite to Project' })).toHaveCount(0);
});

test("a new client's dashboard says what to do; the demo supplier sees recent client requests", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const client = await (await browser.newContext()).newPage();
  await signUpAsClient(client, 'Fresh Brand', `fresh-${Date.now()}@example.test`);
  await expect(
    main(client).getByText('Post a job to see the profiles that match it.'),
  ).toBeVisible();
  await expect(
    main(client).getByText('No applications yet. Post a job or a request to receive applications.'),
  ).toBeVisible();

  await signIn(page, DEMO.supplier, '/supplier/dashboard');
  const requests = page.getByRole('list', { name: 'Recent Client Requests' });
  await expect(requests.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(requests.getByRole('listitem').first()).toContainText(
    /New Inquiry|Awaiting Quote|In Discussion/,
  );
  await expect(page.getByRole('region', { name: 'Analytics' })).toContainText('Quotes Sent');
  await requests
    .getByRole('link', { name: /See Request|View Details|Respond/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/supplier\/requests$/);

  // Billing, from the account menu: the supplier's plans.
  await page.goto('/supplier/billing');
  await expect(page.getByRole('article', { name: 'Supplier Pro' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Supplier Pro' })).toContainText('$15.99');
});
