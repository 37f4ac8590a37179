import { expect, test } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';
import { signUpAs } from './support/accounts';

// Issue 26: after closing or submitting a dialog, keyboard focus goes back to the button that
// opened it, never to the page's body. The apply dialog, as a new freelancer (their own monthly
// application) at the width where it was seen.

/** A public demo job (auth-service/src/demo/jobs.ts). */
const JOB = 'Freelance Pattern Maker';

test('the apply dialog gives focus back to Apply Now when closed and when submitted', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signUpAs(page, 'freelancer', `Focus Keeper ${stamp}`, `focus-${stamp}@e2e.atelier.test`);
  await page.goto(ROUTES.jobs);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(JOB);
  const applyNow = page.getByRole('button', { name: `Apply Now for ${JOB}` });
  const dialog = page.getByRole('dialog', { name: `Apply for ${JOB}` });

  // Closed with Esc, then with Cancel.
  await applyNow.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(applyNow).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(applyNow).toBeFocused();

  // Submitted: the card's button now says Applied, and has focus once the dialog is closed.
  await applyNow.click();
  await dialog.getByLabel('Cover letter').fill('Ten years of womenswear patterns.');
  await dialog.getByRole('button', { name: 'Send Application' }).click();
  await expect(
    dialog.getByText('Application sent! You can follow it in My Applications.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `You applied to ${JOB}` })).toBeFocused();
});
