import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { DEMO, signIn, signUpAs, tokenSentDuring } from './support/accounts';
import { PDF } from './support/files';
import { emailsTo } from './support/mail';

// Issue 43 item 3, "Verified Supplier means verified": a new Pro supplier applies for
// verification from their profile with business details and a document; until an admin
// approves it, no badge calls them verified (/explore shows PRO). The admin approves it on
// /admin/dashboard, the supplier is told by e-mail, and the Verified Supplier badge shows on
// /explore, where a brand finds suppliers. A Starter supplier reads that verification is a Supplier Pro feature, with the
// upgrade link.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Saves a supplier profile named `company` through the API, as the profile form would. */
async function saveProfile(page: Page, company: string) {
  const token = await tokenSentDuring(page, () => page.goto(ROUTES.supplier.profile));
  const saved = await page.request.put('/api/suppliers/me/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      companyName: company,
      capabilities: ['Knitting'],
      certifications: ['GOTS'],
      regions: ['Europe'],
      description: 'Circular knitting for fashion brands.',
      website: '',
      location: 'Porto, Portugal',
      logo: null,
    },
  });
  expect(saved.status()).toBe(200);
}

/** The /explore card of `company`, searched among suppliers. */
async function exploreCard(page: Page, word: string, company: string) {
  await page.goto('/explore');
  await page.getByLabel('Role').selectOption({ label: 'Suppliers' });
  await page.getByRole('searchbox', { name: 'Search by profession, name or skill' }).fill(word);
  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible({ timeout: 30_000 });
  return card;
}

test('a Starter supplier reads that verification is a Supplier Pro feature, with the upgrade link', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = `Starter${stamp()}`;
  await signUpAs(page, 'supplier', 'Rui Starter', `supplier-${word.toLowerCase()}@example.com`);
  await saveProfile(page, `${word} Knits`);
  await page.goto(ROUTES.supplier.profile);
  const card = page.getByRole('region', { name: 'Verified Supplier' });
  await expect(
    card.getByText(
      'Verification is a Supplier Pro feature. Upgrade to Pro to apply for the Verified Supplier badge.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute(
    'href',
    ROUTES.supplier.subscription,
  );
  await expect(card.getByRole('button', { name: 'Apply for Verification' })).toHaveCount(0);
});

test('a Pro supplier applies, the admin approves, and only then the Verified Supplier badge shows on /explore', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const word = `Malha${stamp()}`;
  const company = `${word} Knits`;
  const email = `supplier-${word.toLowerCase()}@example.com`;

  // A new supplier (the demo supplier stays on Starter for the other specs) on Supplier Pro.
  const supplierContext = await browser.newContext();
  const supplier = await supplierContext.newPage();
  await signUpAs(supplier, 'supplier', 'Marta Verde', email);
  await saveProfile(supplier, company);
  await supplier.goto(ROUTES.supplier.subscription);
  await supplier
    .getByRole('article', { name: 'Supplier Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(supplier).toHaveURL(/\/api\/sandbox\/checkout\//);
  await supplier.getByRole('button', { name: 'Pay' }).click();
  await expect(supplier).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(supplier.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });

  // The application: business details and the registration document.
  await supplier.goto(ROUTES.supplier.profile);
  const card = supplier.getByRole('region', { name: 'Verified Supplier' });
  await expect(card.getByRole('button', { name: 'Apply for Verification' })).toBeVisible({
    timeout: 30_000,
  });
  await card.getByLabel('Legal Business Name').fill(`${company} Lda`);
  await card.getByLabel('Registration Number').fill('PT 509 123 456');
  await card.getByLabel('Registered Address').fill('Rua das Flores 12, 4050-262 Porto, Portugal');
  await card.getByLabel('Website').fill('portoknits.example');
  await card
    .getByLabel('Registration Document (PDF, JPG, PNG, DOC or DOCX, up to 10MB)')
    .setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(card.getByText('Document: registration.pdf')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Apply for Verification' }).click();
  await expect(card.getByText(/is waiting for review/)).toBeVisible({ timeout: 30_000 });
  await expect(supplier.getByText('Verified Supplier', { exact: true })).toHaveCount(1); // the card's title

  // Before the review: Pro, never called verified (a new brand looks: /explore is the brands').
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUpAs(visitor, 'client', 'Inês Brand', `brand-${word.toLowerCase()}@example.com`);
  const before = await exploreCard(visitor, word, company);
  await expect(before.getByText('PRO', { exact: true })).toBeVisible();
  await expect(before.getByText('Verified Supplier')).toHaveCount(0);

  // The admin reviews it on the dashboard and approves it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin, ROUTES.admin.dashboard);
  const section = admin.getByRole('region', { name: 'Supplier verifications' });
  const application = section.getByRole('listitem', { name: company });
  await expect(application).toBeVisible({ timeout: 30_000 });
  await expect(application.getByText('PT 509 123 456')).toBeVisible();
  await expect(application.getByRole('button', { name: 'Open registration.pdf' })).toBeVisible();
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(section.getByText(`${company} is verified.`)).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('listitem', { name: company })).toHaveCount(0);
  await adminContext.close();

  // The supplier is told (e-mail) and their profile says so.
  await expect
    .poll(
      async () =>
        (await emailsTo(email)).some(
          (mail) => mail.subject === 'Your business is verified on Atelier',
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  await supplier.reload();
  await expect(
    card.getByText('Your business is verified: the Verified Supplier badge shows on your profile.'),
  ).toBeVisible({ timeout: 30_000 });
  await supplierContext.close();

  // /explore now calls them verified.
  const after = await exploreCard(visitor, word, company);
  await expect(after.getByText('Verified Supplier')).toBeVisible();
  await visitorContext.close();
});
