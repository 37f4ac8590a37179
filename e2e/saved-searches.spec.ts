import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpAs } from './support/accounts';
import { emailsTo, linkIn, type CaughtEmail } from './support/mail';

// Issue 40, as new users would: a new supplier saves a search of Client Requests with instant
// alerts; a new client posts a non-matching request, a confidential matching one and a public
// matching one; the supplier gets one e-mail, with the public matching request's link only, and
// the link opens that request. The search also runs and is deleted from Saved Searches.

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

/** Post a Request's required fields, then Publish. */
async function publishRequest(client: Page, title: string, confidential = false) {
  await client.goto('/client/post-request');
  await expect(client.getByRole('heading', { level: 1, name: 'Post a Request' })).toBeVisible();
  await client.getByLabel('Request Title').fill(title);
  await client.getByLabel('Location (delivery destination)').fill('Lisbon, Portugal');
  await client.getByLabel('Request Type').selectOption('Fabric / Material Supplier');
  await client.getByLabel('Category', { exact: true }).selectOption('Sustainable');
  await client
    .getByRole('textbox', { name: 'Description' })
    .fill('GOTS-certified 180 gsm jersey in three colours.');
  if (confidential) await client.getByRole('radio', { name: /^Confidential/ }).check();
  await client.getByRole('button', { name: 'Publish Request' }).click();
  await expect(client.getByText('Request posted successfully!')).toBeVisible({ timeout: 30_000 });
}

const alertsIn = (emails: CaughtEmail[]) =>
  emails.filter((email) => email.subject.startsWith('New matches for'));

test('a saved request search with instant alerts e-mails a new matching request once, with its link', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = String(Date.now());
  const word = `alerted${stamp}`;
  const searchName = `Jersey ${stamp}`;
  const supplierEmail = `alerts-supplier-${stamp}@example.test`;

  // A new supplier searches Client Requests and saves the search with instant alerts.
  const supplier = await newPage(browser);
  await signUpAs(supplier, 'supplier', 'Alerted Mill', supplierEmail);
  await supplier.goto('/supplier/requests');
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(word);
  await supplier.getByLabel('Category', { exact: true }).selectOption('Sustainable');
  await expect(supplier.getByText('No requests found')).toBeVisible({ timeout: 30_000 });
  await supplier.getByRole('button', { name: 'Save this search' }).click();
  const dialog = supplier.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(searchName);
  await dialog.getByLabel('E-mail me new matches').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(supplier.getByText(`“${searchName}” saved.`)).toBeVisible();

  // Saved Searches lists it, from the supplier's menu, with its alert.
  await supplier.getByRole('button', { name: 'Alerted Mill' }).click();
  await supplier.getByRole('menuitem', { name: 'Saved Searches' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/saved-searches$/);
  const card = supplier.getByRole('article', { name: searchName });
  await expect(card).toContainText(`Search: ${word} · Category: Sustainable`);
  await expect(card.getByLabel(`Alerts for ${searchName}`)).toHaveValue('instant');

  // A new client posts a request the search does not find, a confidential one it finds, then a
  // public one it finds.
  const client = await newPage(browser);
  await signUpAs(client, 'client', 'Alerting Brand', `alerts-client-${stamp}@example.test`);
  const otherTitle = `Silk scarves ${stamp}`;
  const confidentialTitle = `Confidential ${word} jersey`;
  const matchingTitle = `Organic ${word} jersey`;
  await publishRequest(client, otherTitle);
  await publishRequest(client, confidentialTitle, true);
  await publishRequest(client, matchingTitle);

  // One e-mail, with the matching request's link only.
  await expect
    .poll(async () => alertsIn(await emailsTo(supplierEmail)).length, { timeout: 60_000 })
    .toBe(1);
  // Nothing else follows (the scans run every half second in the browser tests).
  await supplier.waitForTimeout(5_000);
  const alerts = alertsIn(await emailsTo(supplierEmail));
  expect(alerts).toHaveLength(1);
  const [alert] = alerts;
  if (alert === undefined) throw new Error('no alert');
  expect(alert.subject).toBe(`New matches for “${searchName}” on Atelier`);
  expect(alert.text).toContain(`1 new match for your saved search “${searchName}”`);
  expect(alert.text).toContain(matchingTitle);
  expect(alert.text).not.toContain(confidentialTitle);
  expect(alert.text).not.toContain(otherTitle);
  const links = [...alert.text.matchAll(/\/supplier\/requests\?request=[0-9a-f-]+/g)];
  expect(links).toHaveLength(1);

  // The link opens the request on Client Requests.
  await supplier.goto(linkIn(alert, /\/supplier\/requests\?request=/));
  const linked = supplier.getByRole('region', { name: 'From your saved search alert' });
  await expect(linked.getByRole('article', { name: matchingTitle })).toBeVisible({
    timeout: 30_000,
  });

  // Run opens the list with the search's filters: both matching requests, not the other one.
  await supplier.goto('/supplier/saved-searches');
  await supplier
    .getByRole('article', { name: searchName })
    .getByRole('link', { name: `Run ${searchName}` })
    .click();
  await expect(supplier).toHaveURL(/\/supplier\/requests\?q=alerted\d+&category=Sustainable$/);
  await expect(supplier.getByRole('searchbox', { name: 'Search requests' })).toHaveValue(word);
  const list = supplier.getByRole('list', { name: 'Client Requests' });
  await expect(list.getByRole('article', { name: matchingTitle })).toBeVisible();
  await expect(list.getByRole('article', { name: confidentialTitle })).toBeVisible();
  await expect(list.getByRole('article', { name: otherTitle })).toHaveCount(0);

  // Delete asks first, then the search is gone.
  await supplier.goto('/supplier/saved-searches');
  await supplier.getByRole('button', { name: `Delete ${searchName}` }).click();
  const confirm = supplier.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(supplier.getByText(`“${searchName}” was deleted.`)).toBeVisible();
  await expect(supplier.getByRole('article', { name: searchName })).toHaveCount(0);
  await expect(supplier.getByText('No saved searches yet')).toBeVisible();
});
