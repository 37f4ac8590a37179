import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { newUser, signUpAs, tokenSentDuring } from './support/accounts';
import { emailsTo } from './support/mail';
import { subscribeToBrandPro } from './support/plans';
import { costSheet, fillBomRow } from './support/plm';

// Issue 39's "Done when", as new users would, with three new accounts: a brand (Brand Pro through
// the sandbox checkout) posts a job; a new freelancer applies; the brand hires them and, on the
// hired application, adds them to a style ('Add to a style': an editor); the freelancer edits the
// BOM and submits the revision; the brand's open style page updates without reload ('Updated by
// NAME'); the brand comments on the BOM row with an @mention of the freelancer (notified in the
// app and by one e-mail) and approves; the brand requests quotes from the approved revision; a new
// supplier quotes, is shared the style as reviewer ('Share a style' on the quote) and measures a
// Fit sample with one value out of tolerance, flagged on the brand's open round; the brand accepts
// the quote and the cost sheet shows its price; the freelancer, removed from the style, finds it
// gone (their page says so, the API answers 404).

/** Where a slow, shared machine may take a while (a remote's first load, a real-time event). */
const SLOW = { timeout: 30_000 };

/** `datetime-local`'s value a week from now at 10:30, local time. */
function nextWeekAtHalfPastTen(): string {
  const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${two(at.getMonth() + 1)}-${two(at.getDate())}T10:30`;
}

/** Post a Job's required fields, then Publish Job. */
async function publishJob(brand: Page, title: string, company: string) {
  await brand.goto(ROUTES.client.postJob);
  await expect(brand.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible(SLOW);
  await brand.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await brand.getByRole('textbox', { name: 'Company Name' }).fill(company);
  await brand.getByRole('textbox', { name: 'Location' }).fill('Porto, Portugal');
  await brand.getByRole('combobox', { name: 'Category' }).selectOption('Design');
  await brand
    .getByRole('textbox', { name: 'Description' })
    .fill('Keep the tech pack of our poplin shirt in Atelier PLM up to date.');
  await brand.getByRole('textbox', { name: 'Requirement 1' }).fill('Tech packs of wovens');
  await brand.getByRole('textbox', { name: 'Add a skill' }).fill('Technical design');
  await brand.getByRole('textbox', { name: 'Add a skill' }).press('Enter');
  await brand.getByRole('button', { name: 'Publish Job' }).click();
  await expect(brand.getByText('Job posted successfully!')).toBeVisible(SLOW);
}

test('a brand, a freelancer it hires and a supplier who quotes make one style together', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const stamp = String(Date.now()).slice(-6);
  const styleNumber = `TM-${stamp}`;
  const styleName = 'Team poplin shirt';
  const styleTitle = `${styleNumber} · ${styleName}`;
  const jobTitle = `Technical designer for ${styleNumber}`;
  const brandName = 'Bea Brand';
  const freelancerName = 'Elin Editor';
  const freelancerEmail = `elin-${String(Date.now())}@e2e.atelier.test`;
  const supplierName = 'Sam Stitch';

  // The brand: Brand Pro, a style with the Tops template's points of measure (chest 52 cm at M,
  // ± 1 cm), saved as revision 2, and a job.
  const brand = await newUser(browser, 'client', brandName);
  await subscribeToBrandPro(brand);
  await brand.goto(ROUTES.plm.newStyle);
  await brand.getByLabel('Style number').fill(styleNumber);
  await brand.getByLabel('Style name').fill(styleName);
  await brand.getByLabel('Season').fill('SS27');
  await brand.getByRole('button', { name: 'Create style' }).click();
  await expect(brand).toHaveURL(/\/plm\/styles\/[0-9a-f-]+\/overview$/, SLOW);
  const styleUrl = brand.url();
  const styleId = /\/plm\/styles\/([0-9a-f-]+)\//.exec(styleUrl)?.[1] ?? '';
  const tabUrl = (tab: string) => styleUrl.replace(/overview$/, tab);
  await brand.getByRole('tab', { name: 'Specs' }).click();
  await brand.getByRole('button', { name: 'Add points from the Tops template' }).click();
  await brand.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(brand.getByText('Revision 2 ·')).toBeVisible(SLOW);
  await publishJob(brand, jobTitle, 'Bea Brand Studio');

  // A new freelancer finds the job on /jobs and applies.
  const freelancer = await (await browser.newContext()).newPage();
  await signUpAs(freelancer, 'freelancer', freelancerName, freelancerEmail);
  await freelancer.goto(ROUTES.jobs);
  await expect(freelancer.getByRole('link', { name: /^Notifications/ })).toBeVisible(SLOW);
  await freelancer.getByRole('searchbox', { name: 'Search jobs' }).fill(jobTitle);
  await freelancer.getByRole('button', { name: `Apply Now for ${jobTitle}` }).click();
  const apply = freelancer.getByRole('dialog', { name: `Apply for ${jobTitle}` });
  await apply
    .getByRole('textbox', { name: /Cover letter/ })
    .fill('Eight years of tech packs for woven shirts.');
  await apply.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    apply.getByText('Application sent! You can follow it in My Applications.'),
  ).toBeVisible(SLOW);
  await freelancer.keyboard.press('Escape');

  // The brand hires them (shortlist, interview, hire) and adds them to the style as an editor.
  await brand.goto(ROUTES.client.freelancerApplications);
  await brand.getByRole('searchbox', { name: 'Search applications' }).fill(jobTitle);
  await brand
    .getByRole('list', { name: 'Freelancer applications' })
    .getByRole('button', { name: new RegExp(jobTitle) })
    .click();
  const application = brand.getByRole('article', { name: freelancerName });
  await expect(application.getByText('Under Review')).toBeVisible(SLOW);
  await application.getByRole('button', { name: 'Shortlist' }).click();
  await expect(application.getByText('Shortlisted', { exact: true })).toBeVisible(SLOW);
  await application.getByRole('button', { name: 'Schedule Interview' }).click();
  await application.getByLabel('Interview date and time').fill(nextWeekAtHalfPastTen());
  await application.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(application.getByText('Interview Scheduled')).toBeVisible(SLOW);
  await application.getByRole('button', { name: 'Hire' }).click();
  await expect(application.getByText('Hired', { exact: true })).toBeVisible(SLOW);
  await application.getByRole('button', { name: 'Add to a style' }).click();
  const addToStyle = brand.getByRole('dialog', { name: `Add ${freelancerName} to a style` });
  await addToStyle.getByRole('checkbox', { name: styleTitle }).check(SLOW);
  await addToStyle.getByRole('button', { name: 'Add as editor' }).click();
  await expect(addToStyle.getByText(`${freelancerName} is now an editor of 1 style.`)).toBeVisible(
    SLOW,
  );
  await addToStyle.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The brand keeps the style open on its BOM tab.
  await brand.goto(tabUrl('bom'));
  await expect(brand.getByRole('heading', { name: styleTitle })).toBeVisible(SLOW);

  // The freelancer finds the style in their PLM, edits its BOM and saves revision 3.
  await freelancer.goto(ROUTES.plm.styles);
  await freelancer.getByRole('link', { name: styleTitle }).click(SLOW);
  await expect(freelancer.getByRole('heading', { name: styleTitle })).toBeVisible(SLOW);
  await expect(freelancer.getByText(`Shared with you by ${brandName}`)).toBeVisible();
  await freelancer.getByRole('tab', { name: 'BOM & costs' }).click();
  await freelancer.getByRole('button', { name: 'Add a material' }).click();
  await fillBomRow(freelancer, 0, {
    type: 'Fabric',
    name: 'Cotton poplin',
    quantity: '1.8',
    unit: 'm (metres)',
    cost: '4.50',
    wastage: '5',
  });
  await expect(costSheet(freelancer).getByRole('row', { name: /Cotton poplin/ })).toContainText(
    '$8.51',
  );
  await freelancer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(freelancer.getByText('Revision 3 ·')).toBeVisible(SLOW);

  // The brand's open page, never reloaded, says who saved; 'view changes' shows their row.
  const updated = brand.getByText(`Updated by ${freelancerName}`);
  await expect(updated).toBeVisible(SLOW);
  await brand.getByRole('button', { name: 'view changes' }).click();
  await expect(costSheet(brand).getByRole('row', { name: /Cotton poplin/ })).toContainText(
    '$8.51',
    SLOW,
  );
  await expect(brand.getByText('Revision 3 ·')).toBeVisible();
  await expect(updated).toHaveCount(0);

  // The freelancer submits revision 3; the brand's History tab shows it waiting, live.
  await brand.getByRole('tab', { name: 'History' }).click();
  await freelancer.getByRole('tab', { name: 'History' }).click();
  await freelancer.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(freelancer.getByText('Waiting for approval')).toBeVisible(SLOW);
  await expect(brand.getByText('Waiting for approval')).toBeVisible(SLOW);
  await expect(brand.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();

  // The brand comments on the BOM row, mentioning the freelancer from the '@' menu (keyboard).
  await brand.getByRole('tab', { name: 'Comments' }).click();
  await brand
    .getByLabel('About', { exact: true })
    .selectOption({ label: 'BOM: Cotton poplin' }, SLOW);
  const box = brand.getByRole('combobox', { name: 'Comment' });
  await box.fill('Heavier poplin? ');
  await box.pressSequentially('@Eli');
  await expect(
    brand.getByRole('listbox', { name: 'People to mention' }).getByRole('option'),
  ).toHaveText([freelancerName]);
  await box.press('Enter');
  await expect(box).toHaveValue(`Heavier poplin? @${freelancerName} `);
  await box.pressSequentially('please check the weight.');
  await brand.getByRole('button', { name: 'Add comment' }).click();
  const comments = brand.getByRole('list', { name: 'Comments on this style' });
  await expect(comments.getByRole('listitem')).toHaveCount(1, SLOW);
  await expect(comments).toContainText('BOM: Cotton poplin');
  await expect(comments).toContainText(`Mentions ${freelancerName}`);

  // The freelancer is notified in the app (its link opens the comments) and by one e-mail.
  const notifications = await freelancer.context().newPage();
  await notifications.goto(ROUTES.freelancer.notifications);
  const mention = `${brandName} mentioned you in a comment on ${styleNumber} ${styleName}`;
  await notifications.getByRole('main').getByRole('link', { name: mention }).click(SLOW);
  await expect(notifications).toHaveURL(/\/comments$/, SLOW);
  await expect(notifications.getByRole('list', { name: 'Comments on this style' })).toContainText(
    `Heavier poplin? @${freelancerName} please check the weight.`,
    SLOW,
  );
  await notifications.close();
  const mentionSubject = `${brandName} mentioned you on ${styleNumber} ${styleName}`;
  const mentionEmails = async () =>
    (await emailsTo(freelancerEmail)).filter((email) => email.subject === mentionSubject);
  await expect.poll(async () => (await mentionEmails()).length, SLOW).toBe(1);

  // The brand approves revision 3 (the style moves to Sampling) and requests quotes from it.
  await brand.getByRole('tab', { name: 'History' }).click();
  await brand.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(brand.getByText(new RegExp(`^Approved by ${brandName} on `))).toBeVisible(SLOW);
  await brand.getByRole('button', { name: 'Request quotes' }).click();
  const requestQuotes = brand.getByRole('dialog', { name: 'Request quotes for revision 3' });
  await requestQuotes.getByLabel('Quantity (units)').fill('1,000');
  await requestQuotes.getByLabel('Quotes needed by').fill('2099-06-30');
  await requestQuotes.getByRole('button', { name: 'Prepare the request' }).click();
  await expect(brand).toHaveURL(/\/client\/post-request\?edit=/, SLOW);
  const requestTitle = `Quotes for ${styleNumber} ${styleName} (revision 3)`;
  await expect(brand.getByRole('textbox', { name: 'Request Title' })).toHaveValue(
    requestTitle,
    SLOW,
  );
  await expect(brand.getByRole('list', { name: 'Attachments' })).toContainText(
    `${styleNumber}-rev3-tech-pack.pdf`,
  );
  await brand.getByLabel('Location (delivery destination)').fill('Porto, Portugal');
  await brand.getByRole('button', { name: 'Publish Request' }).click();
  await expect(brand.getByText('Request posted successfully!')).toBeVisible(SLOW);

  // A new supplier quotes $4.50 a unit from 500.
  const supplier = await (await browser.newContext()).newPage();
  await signUpAs(supplier, 'supplier', supplierName, `sam-${String(Date.now())}@e2e.atelier.test`);
  await supplier.goto(ROUTES.supplier.requests);
  await supplier.getByRole('searchbox', { name: 'Search requests' }).fill(styleNumber);
  const request = supplier.getByRole('article', { name: requestTitle });
  await expect(request).toBeVisible(SLOW);
  await request.getByRole('button', { name: 'Respond' }).click();
  const quote = supplier.getByRole('form', { name: `Quote for ${requestTitle}` });
  await quote.getByLabel('Tier 1: from quantity').fill('500');
  await quote.getByLabel('Tier 1: unit price (USD)').fill('4.50');
  await quote.getByLabel('Minimum order quantity (MOQ)').fill('500');
  await quote.getByLabel('Production lead time (days)').fill('35');
  await quote.getByLabel('Quote valid until').fill('2099-12-31');
  await quote.getByLabel('Message to the client').fill('Sewn to revision 3 in five weeks.');
  await quote.getByLabel('I accept the standard NDA').check();
  await quote.getByRole('button', { name: 'Send Quote' }).click();
  await expect(supplier.getByText('Your quote has been sent.')).toBeVisible(SLOW);

  // The brand shares the style with the supplier from the quote: a reviewer.
  await brand.goto(ROUTES.client.supplierApplications);
  await brand.getByRole('searchbox', { name: 'Search responses' }).fill(styleNumber);
  await brand.getByRole('button', { name: new RegExp(styleNumber) }).click(SLOW);
  await expect(brand.getByText('Sewn to revision 3 in five weeks.')).toBeVisible(SLOW);
  await brand.getByRole('button', { name: 'Share a style' }).click();
  const share = brand.getByRole('dialog', { name: `Share a style with ${supplierName}` });
  await share.getByRole('checkbox', { name: styleTitle }).check(SLOW);
  await share.getByRole('button', { name: 'Share as reviewer' }).click();
  await expect(share.getByText(`${supplierName} is now a reviewer of 1 style.`)).toBeVisible(SLOW);
  await share.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The brand asks the supplier for a Fit sample in M, and keeps the round open.
  await brand.goto(tabUrl('samples'));
  await brand.getByLabel('Type', { exact: true }).selectOption('Fit', SLOW);
  const supplierField = brand.getByLabel('Supplier', { exact: true });
  const supplierOption = supplierField.locator('option', { hasText: supplierName }).first();
  await expect(supplierOption).toBeAttached(SLOW);
  await supplierField.selectOption({ label: (await supplierOption.textContent()) ?? '' });
  await brand.getByLabel('Size', { exact: true }).selectOption('M');
  await brand.getByRole('button', { name: 'Request sample' }).click();
  await expect(brand.getByRole('heading', { name: 'Fit sample · size M' })).toBeVisible(SLOW);

  // The supplier, from their Samples list: made, shipped, received, then measured; the chest is
  // 54.8 cm against 52 ± 1.
  await supplier.goto(ROUTES.supplier.dashboard);
  await supplier
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(supplierName) })
    .click(SLOW);
  await supplier.getByRole('menuitem', { name: 'Samples' }).click();
  await expect(supplier).toHaveURL(/\/supplier\/samples$/, SLOW);
  const card = supplier.getByRole('region', { name: `${styleNumber} ${styleName}` });
  await expect(card).toContainText('Fit sample · size M', SLOW);
  await card.getByRole('link', { name: /^Open sample/ }).click();
  await expect(supplier.getByRole('heading', { name: 'Fit sample · size M' })).toBeVisible(SLOW);
  await expect(supplier.getByText(/You review this style/)).toBeVisible();
  for (const status of ['In work', 'Shipped', 'Received']) {
    await supplier.getByRole('button', { name: `Mark ${status}` }).click();
    await expect(supplier.getByRole('button', { name: `Mark ${status}` })).toHaveCount(0, SLOW);
  }
  const chest = supplier.getByLabel('Measured: CH Chest width (1/2)');
  await expect(chest).toBeEditable(SLOW);
  await chest.fill('54.8');
  await supplier.getByLabel('Fit comment: CH Chest width (1/2)').fill('Full at chest');
  await supplier.getByRole('button', { name: 'Save measurements' }).click();
  await expect(supplier.getByText('Measurements saved.')).toBeVisible(SLOW);

  // The brand's open round, never reloaded: the chest flagged in words, with its deviation.
  const chestRow = brand.getByRole('row', { name: /CH Chest width/ });
  await expect(chestRow).toContainText('Out of tolerance', SLOW);
  await expect(chestRow).toContainText('+2.8');
  await brand.getByRole('button', { name: 'Back to all rounds' }).click();
  await expect(brand.getByRole('list', { name: 'Sample rounds of this style' })).toContainText(
    '1 point out of tolerance',
  );

  // The brand accepts the quote: the cost sheet's FOB is its price, from that quote.
  await brand.goto(ROUTES.client.supplierApplications);
  await brand.getByRole('searchbox', { name: 'Search responses' }).fill(styleNumber);
  await brand.getByRole('button', { name: new RegExp(styleNumber) }).click(SLOW);
  await brand.getByRole('button', { name: 'Shortlist' }).click(SLOW);
  await brand.getByRole('button', { name: 'Mark In Discussion' }).click(SLOW);
  await brand.getByRole('button', { name: 'Accept Quote' }).click(SLOW);
  await expect(
    brand.getByRole('button', {
      name: new RegExp(`^${supplierName} .*${styleNumber}.* Accepted`),
    }),
  ).toBeVisible(SLOW);
  await brand.goto(tabUrl('bom'));
  await expect(costSheet(brand).getByRole('row', { name: /FOB \(accepted quote\)/ })).toContainText(
    '$4.50',
    SLOW,
  );
  await expect(costSheet(brand)).toContainText(`From ${supplierName}'s quote on ${requestTitle}`);

  // The brand removes the freelancer from the style: their page says it is gone, and the API
  // answers 404 to their token.
  await expect(freelancer.getByRole('heading', { name: styleTitle })).toBeVisible();
  await brand.getByRole('tab', { name: 'Sharing' }).click();
  const sharedWith = brand.getByRole('list', { name: 'Shared with' });
  await expect(sharedWith).toContainText(freelancerName, SLOW);
  await sharedWith.getByRole('button', { name: `Remove ${freelancerName}` }).click();
  await brand.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(sharedWith).not.toContainText(freelancerName, SLOW);
  await expect(sharedWith).toContainText(supplierName);
  const freelancerToken = await tokenSentDuring(freelancer, () => freelancer.reload());
  await expect(freelancer.getByRole('heading', { name: 'Style not found' })).toBeVisible(SLOW);
  const gone = await freelancer.request.get(`/api/plm/styles/${styleId}`, {
    headers: { authorization: `Bearer ${freelancerToken}` },
  });
  expect(gone.status()).toBe(404);

  // Still one e-mail of the mention, the whole way through.
  expect(await mentionEmails()).toHaveLength(1);
});
