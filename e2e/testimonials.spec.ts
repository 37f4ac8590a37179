import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken, signUpAs, tokenSentDuring } from './support/accounts';
import { savePublicProfile } from './support/profiles';

// Issue 14: the client who hired a freelancer writes their testimonial from Freelancer
// Applications, and a visitor reads it on the freelancer's public profile. Set up through the
// API: a new freelancer (a public profile) applies to the demo client's open job 'Freelance
// Pattern Maker', and the demo client hires them (opened, shortlisted, interviewed, hired).

const JOB = 'Freelance Pattern Maker';

test('the hiring client writes a testimonial, shown on the freelancer’s public profile', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const fullName = `Tessa Testimonial ${stamp}`;
  const username = `tessa-${stamp}`;
  const comment = `Precise grading, delivered ahead of time (${stamp}).`;

  const freelancer = await (await browser.newContext()).newPage();
  await signUpAs(freelancer, 'freelancer', fullName, `tessa-${stamp}@example.test`);
  const freelancerToken = await tokenSentDuring(freelancer, () => freelancer.reload());
  const asFreelancer = { authorization: `Bearer ${freelancerToken}` };
  const api = freelancer.request;
  await savePublicProfile(api, freelancerToken, {
    username,
    fullName,
    skills: ['Pattern Making', 'Grading'],
  });
  const board = await api.get(`/api/jobs?q=${encodeURIComponent(JOB)}`, { headers: asFreelancer });
  const job = ((await board.json()) as { jobs: { id: string; title: string }[] }).jobs.find(
    (candidate) => candidate.title === JOB,
  );
  expect(job).toBeDefined();
  const applied = await api.post(`/api/jobs/${job!.id}/applications`, {
    headers: asFreelancer,
    data: { coverLetter: 'Ten years of patterns.', rate: null, attachments: [], ndaVersion: null },
  });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };

  // The demo client hires them, through the status machine's moves.
  const clientToken = await signInWithToken(page, DEMO.client);
  const asClient = { authorization: `Bearer ${clientToken}` };
  const opened = await page.request.get(`/api/jobs/applications/${applicationId}`, {
    headers: asClient,
  });
  expect(opened.status()).toBe(200);
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
  for (const decision of [
    { action: 'shortlist' },
    { action: 'schedule-interview', interviewAt: inAWeek },
    { action: 'hire' },
  ]) {
    const decided = await page.request.post(`/api/jobs/applications/${applicationId}/decision`, {
      headers: asClient,
      data: decision,
    });
    expect(decided.status()).toBe(200);
  }

  // Freelancer Applications: the hired application's panel offers Write a Testimonial.
  await page.goto('/client/applications/freelancers');
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(fullName);
  await page
    .getByRole('list', { name: 'Freelancer applications' })
    .getByRole('button', { name: new RegExp(fullName) })
    .click();
  const detail = page.getByRole('article', { name: fullName });
  await expect(detail.getByText('Hired', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Write a Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: `Write a Testimonial for ${fullName}` });

  await dialog.getByRole('button', { name: 'Publish Testimonial' }).click();
  await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(dialog.getByText('Please write a comment.')).toBeVisible();

  // The stars are a radio group: the keyboard sets the rating.
  await dialog.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Publish Testimonial' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    detail.getByText(`Testimonial written: it appears on ${fullName}'s public profile.`),
  ).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Write a Testimonial' })).toHaveCount(0);

  // Read again, the application still says so (the API: no second testimonial).
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(fullName);
  await page
    .getByRole('list', { name: 'Freelancer applications' })
    .getByRole('button', { name: new RegExp(fullName) })
    .click();
  await expect(
    page
      .getByRole('article', { name: fullName })
      .getByText(`Testimonial written: it appears on ${fullName}'s public profile.`),
  ).toBeVisible();

  // A visitor reads it on the public profile: the client, the project, the rating, the comment.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/portfolio/${username}`);
  const testimonials = visitor.getByRole('region', { name: 'Client Testimonials' });
  const testimonial = testimonials.getByRole('listitem').filter({ hasText: comment });
  await expect(testimonial).toBeVisible({ timeout: 30_000 });
  await expect(testimonial).toContainText(JOB);
  await expect(testimonial.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
});
