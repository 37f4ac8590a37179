import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

// Issue 12, the requests half, in the built platform against the real auth-service: the demo
// client publishes a confidential request with a PDF through Post a Request; the demo supplier
// (Starter) sees it with the brand hidden, responds with a quote accepting the NDA, then sees the
// brand and downloads the PDF; the client sees the response and the download in the access log;
// a second response by the same supplier is refused with the Starter limit. This is the only
// spec that spends the demo supplier's monthly reply.

const TEXTS = {
  published: 'Request posted successfully!',
  confidentialBrand: 'Confidential client',
  limit:
    'You have used your 1 project reply for this month on the Starter plan. Upgrade to Pro for unlimited project replies.',
  sent: 'Your quote has been sent.',
};

const PDF = Buffer.from('%PDF-1.4\n% Atelier tech pack\n%%EOF\n');

/** Signs in and answers the bearer token the app sends to `/api/me`. */
async function signInWithToken(page: Page, email: string): Promise<string> {
  const me = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/me' &&
      request.headers().authorization !== undefined,
    { timeout: 60_000 },
  );
  await signIn(page, email);
  return (await me).headers().authorization ?? '';
}

test('a confidential request, a quote with the NDA, the download in the access log, the limit', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const title = `E2E confidential jersey ${stamp}`;
  const secondTitle = `E2E public denim ${stamp}`;
  const inviteTitle = `E2E invite-only testing ${stamp}`;

  // The client publishes through the form, with a PDF attached.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  const clientAuthorization = await signInWithToken(client, DEMO.client);
  await client.goto('/client/post-request');
  await expect(client.getByRole('heading', { level: 1, name: 'Post a Request' })).toBeVisible();
  const company = await client.getByRole('textbox', { name: 'Company' }).inputValue();
  expect(company).not.toBe('');
  await client.getByLabel('Request Title').fill(title);
  await client.getByLabel('Location (delivery destination)').fill('Lisbon, Portugal');
  await client.getByLabel('Request Type').selectOption('Fabric / Material Supplier');
  await client.getByLabel('Category', { exact: true }).selectOption('Sustainable');
  await client.getByRole('textbox', { name: 'Quantity' }).fill('2,000 m');
  await client
    .getByRole('textbox', { name: 'Description' })
    .fill('GOTS-certified 180 gsm jersey in three colours.');
  await client.getByLabel('Attachments', { exact: true }).first().setInputFiles({
    name: 'techpack.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(client.getByRole('list', { name: 'Attachments' })).toContainText('techpack.pdf');
  await client.getByRole('radio', { name: /^Confidential/ }).check();
  await expect(client.getByText(title).last()).toBeVisible(); // the live preview
  await client.getByRole('button', { name: 'Publish Request' }).click();
  await expect(client.getByText(TEXTS.published)).toBeVisible();
  // The form clears on publish.
  await expect(client.getByRole('textbox', { name: 'Request Title' })).toHaveValue('');

  // An invite-only request: its client invites the demo supplier by email right after publishing.
  await client.getByRole('textbox', { name: 'Request Title' }).fill(inviteTitle);
  await client.getByLabel('Location (delivery destination)').fill('Milan, Italy');
  await client.getByLabel('Request Type').selectOption('Testing / Certification Lab');
  await client.getByLabel('Category', { exact: true }).selectOption('Luxury');
  await client.getByRole('textbox', { name: 'Description' }).fill('Colourfastness testing.');
  await client.getByRole('radio', { name: /^Invite Only/ }).check();
  await client.getByRole('button', { name: 'Publish Request' }).click();
  const invite = client.getByRole('region', { name: `Invite suppliers to ${inviteTitle}` });
  await invite.getByLabel('Supplier name or email').fill(DEMO.supplier);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('list', { name: 'Invited suppliers' })).toContainText(
    DEMO.supplier,
  );

  // A second, public request for the limit (through the API, as the form was tested above).
  const second = await client.request.post('/api/requests', {
    headers: { authorization: clientAuthorization },
    data: {
      title: secondTitle,
      location: 'Porto',
      type: 'Garment Manufacturer',
      category: 'Denim',
      quantity: '',
      budget: '',
      deadline: null,
      description: 'Selvedge denim jackets.',
      preferredRegions: [],
      certifications: [],
      languages: [],
      needSamples: false,
      budgetMin: null,
      budgetMax: null,
      budgetCurrency: 'USD',
      visibility: 'public',
      attachments: [],
      status: 'active',
    },
  });
  expect(second.status(), await second.text()).toBe(201);

  // The supplier sees the request with the brand hidden and its file held back.
  const supplierContext = await browser.newContext({ acceptDownloads: true });
  const supplier = await supplierContext.newPage();
  await signIn(supplier, DEMO.supplier);
  await supplier.goto('/supplier/requests');
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(title);
  const card = supplier.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(TEXTS.confidentialBrand)).toBeVisible();
  await expect(card.getByText(company, { exact: true })).toHaveCount(0);
  await expect(card.getByText(/1 attachment: visible after you respond/)).toBeVisible();
  await expect(supplier.getByText('0 of 1 project reply used this month')).toBeVisible();

  // The invite-only request is there for the invited supplier.
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(inviteTitle);
  await expect(supplier.getByRole('article', { name: inviteTitle })).toBeVisible();
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(title);

  // It responds with a structured quote and the NDA.
  await card.getByRole('button', { name: 'Respond' }).click();
  const form = supplier.getByRole('form', { name: `Quote for ${title}` });
  await form.getByLabel('Tier 1: from quantity').fill('500');
  await form.getByLabel('Tier 1: unit price (USD)').fill('4.50');
  await form.getByLabel('Minimum order quantity (MOQ)').fill('500');
  await form.getByLabel('Production lead time (days)').fill('35');
  await form.getByLabel('Quote valid until').fill('2099-12-31');
  await form.getByLabel('Message to the client').fill('Five weeks from approval of samples.');
  await form.getByLabel('I accept the standard NDA').check();
  await form.getByRole('button', { name: 'Send Quote' }).click();
  await expect(supplier.getByText(TEXTS.sent)).toBeVisible();

  // Now the brand shows and the PDF downloads.
  await expect(card.getByText(company, { exact: true })).toBeVisible();
  const downloading = supplier.waitForEvent('download');
  await card.getByRole('button', { name: /Download techpack\.pdf/ }).click();
  expect((await downloading).suggestedFilename()).toBe('techpack.pdf');
  await expect(
    supplier.getByRole('region', { name: 'My Responses' }).getByText(title),
  ).toBeVisible();

  // A second response this month is refused with the Starter limit.
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(secondTitle);
  const secondCard = supplier.getByRole('article', { name: secondTitle });
  await secondCard.getByRole('button', { name: 'Respond' }).click();
  const secondForm = supplier.getByRole('form', { name: `Quote for ${secondTitle}` });
  await secondForm.getByLabel('Tier 1: from quantity').fill('100');
  await secondForm.getByLabel('Tier 1: unit price (USD)').fill('20');
  await secondForm.getByLabel('Minimum order quantity (MOQ)').fill('100');
  await secondForm.getByLabel('Production lead time (days)').fill('40');
  await secondForm.getByLabel('Quote valid until').fill('2099-12-31');
  await secondForm.getByRole('button', { name: 'Send Quote' }).click();
  await expect(secondForm.getByText(TEXTS.limit)).toBeVisible();
  await expect(secondForm.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();

  // The client sees the response, its quote and the supplier's download.
  await client.goto('/client/applications/suppliers');
  await expect(client.getByRole('heading', { level: 1, name: 'Supplier Responses' })).toBeVisible();
  await client.getByRole('searchbox', { name: 'Search responses' }).fill(title);
  await client.getByRole('button', { name: new RegExp(title) }).click();
  await expect(client.getByText('Five weeks from approval of samples.')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Quote Comparison' })).toBeVisible();
  const log = client.getByRole('region', { name: 'Attachment Access Log' });
  await expect(log).toContainText('opened techpack.pdf on');

  await clientContext.close();
  await supplierContext.close();
});
