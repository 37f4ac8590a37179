import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { newUser } from './support/accounts';

// Job promotions charged and premium jobs (issue 43, items 10 and 6): a new brand posts a job
// with Featured ticked; it is published at once and the brand pays the promotion in the sandbox
// checkout (the real signed webhook into auth-service), after which the job shows Featured. For
// its first 24 hours a Starter freelancer sees it with 'Open to Pro freelancers until DATE' and
// the upgrade link, and a Pro freelancer (a new account that subscribes) applies. New accounts
// throughout: the demo client's one job post a month and the demo freelancer's one application
// are other specs'.

/** Subscribes the signed-in freelancer on `page` to Freelancer Pro through the sandbox. */
async function subscribeToPro(page: Page) {
  await page.goto(ROUTES.freelancer.subscription);
  await page
    .getByRole('article', { name: 'Freelancer Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/, { timeout: 30_000 });
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
}

test('a featured job is paid through the sandbox checkout, then open to Pro freelancers first', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Premium Knitwear Lead ${String(Date.now())}`;

  // A new brand posts the job with the Featured promotion ticked.
  const client = await newUser(browser, 'client', 'Promo Brand');
  await client.goto(ROUTES.client.postJob);
  await expect(client.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await client.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await client.getByRole('textbox', { name: 'Company Name' }).fill('Promo Brand');
  await client.getByRole('textbox', { name: 'Location' }).fill('Lyon, France');
  await client.getByRole('combobox', { name: 'Category' }).selectOption('Design');
  await client
    .getByRole('textbox', { name: 'Description' })
    .fill('Lead the knitwear of our winter collection.');
  await client.getByRole('textbox', { name: 'Requirement 1' }).fill('Knitwear portfolio');
  await client.getByRole('textbox', { name: 'Add a skill' }).fill('Shima Seiki');
  await client.getByRole('textbox', { name: 'Add a skill' }).press('Enter');
  await client.getByRole('checkbox', { name: 'Featured job (+$50): 3x visibility' }).check();
  await expect(client.getByText('Promotion total: $50.00')).toBeVisible();
  await client.getByRole('button', { name: 'Publish Job' }).click();

  // The platform's own checkout for the promotion: $50.00, once.
  await expect(client.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(client.getByText('Featured job: 3x visibility')).toBeVisible();
  await expect(client.getByText('$50.00 once')).toBeVisible();
  await client.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the job's own page, featured now.
  await expect(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const jobUrl = new URL(client.url()).pathname;
  const heading = client.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const clientCard = client.getByRole('article', { name: title });
  await expect(clientCard.getByText('Featured', { exact: true })).toBeVisible();

  // A Starter freelancer sees when it opens to them, with the upgrade link.
  const starter = await newUser(browser, 'freelancer', 'Stella Starter');
  await starter.goto(jobUrl);
  const starterCard = starter.getByRole('article', { name: title });
  await expect(starterCard.getByText(/^Open to Pro freelancers until /)).toBeVisible({
    timeout: 30_000,
  });
  await expect(starterCard.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    ROUTES.freelancer.subscription,
  );
  // Applying now is refused with the reason and the upgrade link.
  await starterCard.getByRole('button', { name: `Apply Now for ${title}` }).click();
  const refused = starter.getByRole('dialog', { name: `Apply for ${title}` });
  await refused.getByRole('textbox', { name: /Cover letter/ }).fill('Knitwear is my trade.');
  await refused.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    refused.getByText(/^This premium job is open to Pro freelancers until /),
  ).toBeVisible({ timeout: 30_000 });
  await expect(refused.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();

  // A Pro freelancer sees no notice and applies.
  const pro = await newUser(browser, 'freelancer', 'Paolo Pro');
  await subscribeToPro(pro);
  await pro.goto(jobUrl);
  const proCard = pro.getByRole('article', { name: title });
  await expect(proCard.getByRole('button', { name: `Apply Now for ${title}` })).toBeEnabled({
    timeout: 30_000,
  });
  await expect(proCard.getByText(/^Open to Pro freelancers until /)).toHaveCount(0);
  await proCard.getByRole('button', { name: `Apply Now for ${title}` }).click();
  const dialog = pro.getByRole('dialog', { name: `Apply for ${title}` });
  await dialog.getByRole('textbox', { name: /Cover letter/ }).fill('Ten years of knitwear.');
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    dialog.getByText('Application sent! You can follow it in My Applications.'),
  ).toBeVisible({ timeout: 30_000 });
});
