import { expect, type Page } from '@playwright/test';
import { ROUTES } from '@atelier/shared-ui/routes';

/**
 * The signed-in brand subscribes to Brand Pro through the sandbox checkout (Atelier PLM's styles
 * are a Pro feature), and waits until its subscription page says Active.
 */
export async function subscribeToBrandPro(page: Page) {
  await page.goto(ROUTES.client.subscription);
  await page
    .getByRole('article', { name: 'Brand Pro' })
    .getByRole('button', { name: 'Subscribe Now' })
    .click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
}
