import { expect, test, type Page } from '@playwright/test';
import { signUpAs, tokenSentDuring } from './support/accounts';

// Issue 43 items 4 and 5, a Starter and a Pro supplier side by side (new accounts: the demo
// supplier stays on Starter and the demo client's one new contact a month is used elsewhere).
// A brand posts a big order (12,000 pieces: over api-contract's 10,000-unit threshold): the Pro
// supplier is notified and quotes at once; the Starter supplier sees it with 'Open to Pro
// suppliers until DATE' and the upgrade link, and the API refuses their quote. The 48 hours
// themselves are the API tests' (a clock they move). Then the brand sends a direct inquiry from
// the Pro supplier's public page (the Starter's page offers none): only the Pro supplier sees
// it, and answers it with a quote.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs a new supplier up and saves their public profile: their id. */
async function supplierWithProfile(page: Page, name: string, company: string, email: string) {
  await signUpAs(page, 'supplier', name, email);
  const headers = await headersNow(page, '/supplier/profile');
  const saved = await page.request.put('/api/suppliers/me/profile', {
    headers,
    data: {
      companyName: company,
      capabilities: ['Cut and sew'],
      certifications: ['OEKO-TEX'],
      regions: ['Europe'],
      description: 'Knitwear and jersey production.',
      website: '',
      location: 'Porto, Portugal',
      logo: null,
    },
  });
  expect(saved.status()).toBe(200);
  const { userId } = (await saved.json()) as { userId: string };
  return userId;
}

/** API headers with the token `page` sends now (an access token lives minutes, the test longer). */
async function headersNow(page: Page, path: string) {
  const token = await tokenSentDuring(page, () => page.goto(path));
  return { authorization: `Bearer ${token}` };
}

/** Supplier Pro through the sandbox checkout. */
async function subscribeToSupplierPro(page: Page) {
  await page.goto('/supplier/subscription');
  await page
    .getByRole('article', { name: 'Supplier Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** The supplier's Client Requests, searched for `title`: the request's card. */
async function requestCard(page: Page, title: string) {
  await page.goto('/supplier/requests');
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(title);
  return page.getByRole('article', { name: title });
}

/** The quote form's required figures, sent. */
async function sendQuote(page: Page, title: string) {
  const form = page.getByRole('form', { name: `Quote for ${title}` });
  await form.getByLabel('Tier 1: from quantity').fill('5000');
  await form.getByLabel('Tier 1: unit price (USD)').fill('6.20');
  await form.getByLabel('Minimum order quantity (MOQ)').fill('5000');
  await form.getByLabel('Production lead time (days)').fill('45');
  await form.getByLabel('Quote valid until').fill('2099-12-31');
  await form.getByLabel('Message to the client').fill('Capacity booked for your order.');
  await form.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.getByText('Your quote has been sent.')).toBeVisible({ timeout: 30_000 });
}

const QUOTE = {
  quote: {
    tiers: [{ minQuantity: 5000, unitPrice: 600 }],
    moq: 5000,
    sampleCost: 0,
    sampleLeadTimeDays: 10,
    productionLeadTimeDays: 40,
    toolingCost: 0,
    incoterm: 'FOB',
    validUntil: '2099-12-31',
    certifications: [],
  },
  message: 'We would like to quote.',
  attachments: [],
  acceptNda: false,
};

test('a big order is Pro suppliers’ first, and a direct inquiry reaches one Pro supplier only', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const word = stamp();
  const bigTitle = `Big order ${word}: 12k jersey tees`;
  const inquiryTitle = `Inquiry ${word}: merino knit tops`;

  const pro = await (await browser.newContext()).newPage();
  const proCompany = `Pro Knit ${word}`;
  const proSupplierId = await supplierWithProfile(
    pro,
    'Rui Pro',
    proCompany,
    `pro-supplier-${word}@example.com`,
  );
  await subscribeToSupplierPro(pro);

  const starter = await (await browser.newContext()).newPage();
  const starterCompany = `Starter Knit ${word}`;
  const starterSupplierId = await supplierWithProfile(
    starter,
    'Sara Starter',
    starterCompany,
    `starter-supplier-${word}@example.com`,
  );

  const brand = await (await browser.newContext()).newPage();
  await signUpAs(brand, 'client', 'Inês Brand', `brand-big-${word}@example.com`);
  const posted = await brand.request.post('/api/requests', {
    headers: await headersNow(brand, '/client/dashboard'),
    data: {
      title: bigTitle,
      location: 'Lyon, France',
      type: 'Garment Manufacturer',
      category: 'Streetwear',
      quantity: '12,000 pieces',
      budget: '',
      deadline: null,
      description: 'Heavyweight jersey tees in four colours.',
      preferredRegions: ['Europe'],
      certifications: [],
      languages: ['English'],
      needSamples: true,
      budgetMin: null,
      budgetMax: null,
      budgetCurrency: 'USD',
      visibility: 'public',
      attachments: [],
      status: 'active',
    },
  });
  expect(posted.status()).toBe(201);
  const bigOrder = (await posted.json()) as { id: string; bigOrder: boolean };
  expect(bigOrder.bigOrder).toBe(true);

  // The Pro supplier: notified, sees the big order and quotes at once.
  await pro.goto('/supplier/notifications');
  await expect(
    pro.getByText(`New big order, open to Pro suppliers first: ${bigTitle}`),
  ).toBeVisible({ timeout: 30_000 });
  const proCard = await requestCard(pro, bigTitle);
  await expect(proCard.getByText('Big order', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(proCard.getByText(/Open to Pro suppliers until/)).toHaveCount(0);
  await proCard.getByRole('button', { name: 'Respond' }).click();
  await sendQuote(pro, bigTitle);

  // The Starter supplier: the same big order, not theirs to quote yet, with the upgrade link.
  const starterCard = await requestCard(starter, bigTitle);
  await expect(starterCard.getByText('Big order', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    starterCard.getByText(/^Open to Pro suppliers until [A-Z][a-z]{2} \d{1,2}, \d{4}/),
  ).toBeVisible();
  await expect(starterCard.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/supplier/subscription',
  );
  await expect(starterCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);
  const refused = await starter.request.post(`/api/requests/${bigOrder.id}/responses`, {
    headers: await headersNow(starter, '/supplier/dashboard'),
    data: QUOTE,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    message: expect.stringMatching(
      /^This big order is open to Pro suppliers until .+ Upgrade to Pro/,
    ),
    upgradePath: '/supplier/subscription',
  });
  await starter.goto('/supplier/notifications');
  await expect(starter.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(starter.getByText(bigTitle)).toHaveCount(0);

  // Direct inquiries: a Starter supplier's page offers none, a Pro supplier's does.
  await brand.goto(`/suppliers/${starterSupplierId}`);
  await expect(brand.getByRole('heading', { level: 1, name: starterCompany })).toBeVisible({
    timeout: 30_000,
  });
  await expect(brand.getByRole('button', { name: 'Send Inquiry' })).toHaveCount(0);
  await brand.goto(`/suppliers/${proSupplierId}`);
  await expect(brand.getByRole('heading', { level: 1, name: proCompany })).toBeVisible({
    timeout: 30_000,
  });
  await brand.getByRole('button', { name: 'Send Inquiry' }).click();
  const form = brand.getByRole('form', { name: `Send an inquiry to ${proCompany}` });
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a request title.');
  await form.getByLabel('Request Title').fill(inquiryTitle);
  await form.getByLabel('Request Type').selectOption('Garment Manufacturer');
  await form.getByLabel('Category').selectOption('Knitwear');
  await form.getByLabel('Location').fill('Lyon, France');
  await form.getByLabel('Quantity').fill('3,000 pieces');
  await form.getByLabel('Maximum budget').fill('40000');
  await form.getByLabel('Description').fill('Fine-gauge merino tops, two colours.');
  await form.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    brand.getByText(
      `Your inquiry has been sent to ${proCompany}. Their quote will appear in Supplier Responses.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  const mine = await brand.request.get('/api/requests/mine', {
    headers: await headersNow(brand, '/client/dashboard'),
  });
  const { listings } = (await mine.json()) as { listings: { id: string; title: string }[] };
  const inquiryId = listings.find((listing) => listing.title === inquiryTitle)?.id ?? '';
  expect(inquiryId).not.toBe('');

  // Only the Pro supplier sees it; they answer it through the quote flow.
  await pro.goto('/supplier/notifications');
  await expect(pro.getByText(`Inês Brand sent you a direct inquiry: ${inquiryTitle}`)).toBeVisible({
    timeout: 30_000,
  });
  const inquiryCard = await requestCard(pro, inquiryTitle);
  await expect(inquiryCard.getByText('Direct inquiry', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await inquiryCard.getByRole('button', { name: 'Respond' }).click();
  await sendQuote(pro, inquiryTitle);

  await requestCard(starter, inquiryTitle);
  await expect(starter.getByText('No requests found')).toBeVisible({ timeout: 30_000 });
  const hidden = await starter.request.get(`/api/requests/${inquiryId}`, {
    headers: await headersNow(starter, '/supplier/dashboard'),
  });
  expect(hidden.status()).toBe(404);

  const responses = await brand.request.get(`/api/requests/${inquiryId}/responses`, {
    headers: await headersNow(brand, '/client/dashboard'),
  });
  const answered = (await responses.json()) as { responses: { supplierId: string }[] };
  expect(answered.responses.map((response) => response.supplierId)).toEqual([proSupplierId]);
});
