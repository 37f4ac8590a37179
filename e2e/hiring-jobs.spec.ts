import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

// Issue 12, the jobs half, in the built platform against the real auth-service and Keycloak: the
// demo client publishes a job; a visitor finds it on /jobs; the demo freelancer (Starter) applies
// and a second application is refused with the limit; the client shortlists and schedules an
// interview; My Applications shows it; the client closes the job and it leaves /jobs. This is
// the run's only use of the demo freelancer's application and the demo client's job post.

const TEXTS = {
  posted: 'Job posted successfully!',
  sent: 'Application sent! You can follow it in My Applications.',
  applicationLimit:
    'You have used your 1 application for this month on the Starter plan. Upgrade to Pro for unlimited applications.',
  noJobs: 'No jobs found',
};

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/**
 * /jobs searched for `title`; a signed-in user's session is back first (the header's Dashboard
 * link: the account's name may be another test's, which edits the demo freelancer's profile).
 */
async function findOnBoard(page: Page, title: string, signedIn = false) {
  await page.goto('/jobs');
  if (signedIn) {
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await expect(page.getByRole('heading', { level: 2, name: /^(1 job|0 jobs)$/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** `datetime-local`'s value a week from now at 10:30, local time. */
function nextWeekAtHalfPastTen(): string {
  const at = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T10:30`;
}

test('a job goes from the client to the board, a freelancer applies, the client decides', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `E2E Knitwear Designer ${String(Date.now())}`;

  // The demo client publishes a job.
  const client = await signedInPage(browser, DEMO.client);
  await client.goto('/client/post-job');
  await expect(client.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await client.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await client.getByRole('textbox', { name: 'Company Name' }).fill('Maison E2E');
  await client.getByRole('textbox', { name: 'Location' }).fill('Lyon, France');
  await client.getByRole('combobox', { name: 'Category' }).selectOption('Design');
  await client
    .getByRole('textbox', { name: 'Description' })
    .fill('Design a capsule of knitwear for our winter collection.');
  await client.getByRole('textbox', { name: 'Requirement 1' }).fill('Knitwear portfolio');
  await client.getByRole('textbox', { name: 'Add a skill' }).fill('Shima Seiki');
  await client.getByRole('textbox', { name: 'Add a skill' }).press('Enter');
  await client.getByRole('button', { name: 'Publish Job' }).click();
  await expect(client.getByText(TEXTS.posted)).toBeVisible({ timeout: 30_000 });

  // A visitor sees it on /jobs.
  const visitor = await (await browser.newContext()).newPage();
  await findOnBoard(visitor, title);
  await expect(visitor.getByRole('article', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByRole('article', { name: title })).toContainText('Maison E2E');

  // The demo freelancer applies; a second application this month is refused with the limit.
  const freelancer = await signedInPage(browser, DEMO.freelancer);
  await findOnBoard(freelancer, title, true);
  await freelancer.getByRole('button', { name: `Apply Now for ${title}` }).click();
  const dialog = freelancer.getByRole('dialog', { name: `Apply for ${title}` });
  await expect(dialog.getByText('0 of 1 application used this month')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Cover letter/ }).fill('Ten years of knitwear.');
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(dialog.getByText(TEXTS.sent)).toBeVisible({ timeout: 30_000 });
  await freelancer.keyboard.press('Escape');

  await findOnBoard(freelancer, 'Production Coordinator', true);
  await freelancer.getByRole('button', { name: 'Apply Now for Production Coordinator' }).click();
  const second = freelancer.getByRole('dialog', { name: 'Apply for Production Coordinator' });
  await second.getByRole('textbox', { name: /Cover letter/ }).fill('Another one.');
  await second.getByRole('button', { name: 'Send Application' }).click();
  await expect(second.getByText(TEXTS.applicationLimit)).toBeVisible({ timeout: 30_000 });
  await expect(second.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();

  // The client opens the application, shortlists and schedules an interview.
  await client.goto('/client/applications');
  await expect(client).toHaveURL(/\/client\/applications\/freelancers$/);
  await client.getByRole('searchbox', { name: 'Search applications' }).fill(title);
  await client
    .getByRole('list', { name: 'Freelancer applications' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const detail = client.getByRole('article', { name: 'Demo Freelancer' });
  await expect(detail.getByText('Under Review')).toBeVisible({ timeout: 30_000 });
  await detail.getByRole('button', { name: 'Shortlist' }).click();
  await expect(detail.getByText('Shortlisted', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Schedule Interview' }).click();
  await detail.getByLabel('Interview date and time').fill(nextWeekAtHalfPastTen());
  await detail.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(detail.getByText('Interview Scheduled')).toBeVisible();

  // My Applications shows the interview.
  await freelancer.goto('/freelancer/applications');
  const application = freelancer.getByRole('article', { name: title });
  await expect(application.getByText('Interview Scheduled')).toBeVisible({ timeout: 30_000 });
  await expect(application.getByText(/^Interview: .*10:30/)).toBeVisible();
  await expect(application).toContainText('Maison E2E');

  // The client closes the job: it leaves /jobs.
  await client.goto('/client/manage-listings');
  await client.getByRole('searchbox', { name: 'Search listings' }).fill(title);
  await client.getByRole('button', { name: `Actions for ${title}` }).click();
  await client.getByRole('menuitem', { name: 'Close Listing' }).click();
  await expect(client.getByRole('row', { name: new RegExp(title) })).toContainText(
    'Manually closed',
  );

  await findOnBoard(visitor, title);
  await expect(visitor.getByRole('heading', { name: TEXTS.noJobs })).toBeVisible({
    timeout: 30_000,
  });
});
