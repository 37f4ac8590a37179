import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken } from './support/accounts';

// Issue 14's freelancer side in the built platform, against the real auth-service: the dashboard
// on real data (a job match with its score: the demo freelancer's seeded skills against the demo
// jobs), analytics by plan, settings, and the public preview the landing page links to.

interface Match {
  job: { title: string };
  matchScore: number;
}

test('the dashboard shows the job matches with their score; analytics by plan; settings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signInWithToken(page, DEMO.freelancer);
  const headers = { authorization: `Bearer ${token}` };
  const { matches } = (await (
    await page.request.get('/api/jobs/matches?limit=3', { headers })
  ).json()) as { matches: Match[] };
  expect(matches.length).toBeGreaterThan(0);

  await page.goto('/freelancer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Freelancer Dashboard' })).toBeVisible({
    timeout: 30_000,
  });
  const list = page.getByRole('list', { name: 'Job Matches' });
  const first = list.getByRole('listitem').filter({ hasText: matches[0]!.job.title }).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByText(`${String(matches[0]!.matchScore)}% match`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sales Overview' })).toBeVisible();

  // Views over time are Pro's: a Starter member gets the upgrade card (subscription.spec.ts may
  // have made the demo freelancer Pro meanwhile: then the chart).
  const { isPro } = (await (await page.request.get('/api/me/analytics', { headers })).json()) as {
    isPro: boolean;
  };
  await page.getByRole('link', { name: 'View Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible({
    timeout: 30_000,
  });
  if (isPro) {
    await expect(page.getByRole('img', { name: 'Views over time' })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { name: 'Freelancer Pro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/freelancer/subscription',
    );
  }

  // Settings (one sign-in per test: Keycloak counts quick sign-ins of one account as an attack).
  await page.goto('/freelancer/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Change Password' })).toBeVisible();
  const news = page.getByRole('switch', {
    name: 'Email me platform news and PLM launch updates',
  });
  const before = await news.isChecked();
  await news.setChecked(!before);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(news).toBeChecked({ checked: !before, timeout: 30_000 });
  await news.setChecked(before);
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();
  // Deleting asks for DELETE first (the demo account stays: company.spec.ts deletes one).
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByLabel('Type DELETE to confirm')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Type DELETE to confirm')).toBeHidden();
});

test('the landing links to the three dashboard previews on medium screens and up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const previews = page.getByRole('navigation', { name: 'Preview the dashboards' });
  for (const [name, path] of [
    ['Freelancer Dashboard', '/freelancer-dashboard-preview'],
    ['Client Dashboard', '/client-dashboard-preview'],
    ['Supplier Dashboard', '/supplier-dashboard-preview'],
  ]) {
    await expect(previews.getByRole('link', { name })).toHaveAttribute('href', path!);
  }
  await previews.getByRole('link', { name: 'Freelancer Dashboard' }).click();
  await expect(page).toHaveURL(/\/freelancer-dashboard-preview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Freelancer Dashboard' })).toBeVisible();
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByText('95% match')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Sign up as a Freelancer / Designer' }),
  ).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Upload Project' })).toHaveAttribute(
    'href',
    '/signup',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Preview the dashboards' })).toBeHidden();
});
