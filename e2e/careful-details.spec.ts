import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';
import { screenshotAtBothWidths } from './support/phone';

// Issue 37's details a careful user notices: search that says when it shows close spellings
// (item 7).

/** 'swimwea': no word of the demo data, a close spelling of the demo's 'swimwear'. */
const CLOSE_SPELLING = 'swimwea';
const NOTE = `No exact matches for "${CLOSE_SPELLING}". Showing similar results.`;

test('the job board, the marketplace and /explore say when they show close spellings', async ({
  page,
}) => {
  await page.goto('/jobs');
  const jobSearch = page.getByRole('searchbox', { name: 'Search jobs' });
  await jobSearch.fill('swimwear');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ jobs?$/ })).toBeVisible();
  await expect(page.getByText(/No exact matches/)).toHaveCount(0);
  await jobSearch.fill(CLOSE_SPELLING);
  await expect(page.getByText(NOTE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Senior Swimwear Designer' })).toBeVisible();
  await screenshotAtBothWidths(page, 'jobs-similar');

  await page.goto(`/marketplace-full?q=${CLOSE_SPELLING}`);
  await expect(page.getByText(NOTE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Swimwear CAD Template Library' })).toBeVisible();
  await screenshotAtBothWidths(page, 'marketplace-similar');
  await page.goto('/marketplace-full?q=swimwear');
  await expect(page.getByRole('heading', { name: 'Swimwear CAD Template Library' })).toBeVisible();
  await expect(page.getByText(/No exact matches/)).toHaveCount(0);

  // The directory is for signed-in users.
  await signIn(page, DEMO.client);
  await page.goto(`/explore?q=${CLOSE_SPELLING}`);
  await expect(page.getByText(NOTE)).toBeVisible({ timeout: 15_000 });
  await screenshotAtBothWidths(page, 'explore-similar');
});
