import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts';

// Issue 14's profile loop in the built platform, against the real auth-service: the demo
// freelancer picks a username, fills Manage Profile (with a photo), uploads a portfolio project
// with two images and publishes it; a visitor sees it all at /portfolio/<username>; the demo
// client finds the freelancer on /explore by a word of the profession; the freelancer turns the
// profile private and the visitor gets the not-found page.

/** Two small PNGs of different colours (the server checks images by content and sizes them). */
const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EaABRww4OQAsNg8BTklKzwAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPQCDgBRww4OQAdNg8BACE+UwAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

const TEXTS = {
  profileSaved: 'Profile updated successfully!',
  projectSaved: 'Project uploaded successfully!',
  available: 'This username is available.',
  notFound: 'Profile Not Found',
};

/** Manage Profile: the username (chosen now, or the one an earlier run chose). */
async function chooseUsername(page: Page, wanted: string): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Username' });
  await expect(field).toBeVisible({ timeout: 30_000 });
  if (!(await field.isEditable())) return field.inputValue();
  await field.fill(wanted);
  await expect(page.getByRole('status').filter({ hasText: TEXTS.available })).toBeVisible();
  return wanted.toLowerCase();
}

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Save All Changes' }).click();
  await expect(page.getByText(TEXTS.profileSaved)).toBeVisible({ timeout: 30_000 });
}

test('a freelancer builds a public profile and portfolio; visitors and clients find it until it is private', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const profession = `Lagoon${stamp} Swimwear Designer`;
  const projectTitle = `Resort Capsule ${stamp}`;

  await signIn(page, DEMO.freelancer);
  await page.goto('/freelancer/manage-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Profile' })).toBeVisible({
    timeout: 30_000,
  });
  const username = await chooseUsername(page, `Demo-${stamp}`);
  await page.getByRole('textbox', { name: 'Full Name' }).fill('Sofia Marin');
  await page.getByRole('textbox', { name: 'Profession' }).fill(profession);
  await page.getByRole('textbox', { name: 'Location' }).fill('Barcelona, Spain');
  await page
    .getByRole('textbox', { name: 'Bio' })
    .fill('I design swimwear and resort collections from recycled fabrics.');
  await page.getByRole('checkbox', { name: 'Swimwear Design' }).check();
  await page.getByRole('textbox', { name: 'Services (What I Do)' }).fill('Tech pack creation');
  await page.keyboard.press('Enter');
  await page.getByLabel('Profile Photo').setInputFiles(png('me.png', PNG_RED));
  await expect(page.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
    {
      timeout: 30_000,
    },
  );
  const publicSwitch = page.getByRole('switch', { name: /Public Profile|Private Profile/ });
  if (!(await publicSwitch.isChecked())) await publicSwitch.check();
  await saveProfile(page);
  await expect(page.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute(
    'href',
    `/portfolio/${username}`,
  );

  await page.goto('/freelancer/upload-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload New Project' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Project Title' }).fill(projectTitle);
  await page.getByLabel('Category').selectOption('Swimwear Design');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Six swim pieces in printed recycled nylon. Shot in Menorca.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('resort');
  await page.keyboard.press('Enter');
  await page
    .getByLabel('Project Images')
    .setInputFiles([png('front.png', PNG_RED), png('back.png', PNG_BLUE)]);
  await expect(
    page.getByRole('list', { name: 'Uploaded images' }).getByRole('listitem'),
  ).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish Project' }).click();
  await expect(page.getByText(TEXTS.projectSaved)).toBeVisible({ timeout: 30_000 });

  // A visitor (no session) sees the profile, the project and its two images.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/portfolio/${username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Sofia Marin' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByText(profession)).toBeVisible();
  await expect(visitor).toHaveTitle(`Sofia Marin · ${profession}`);
  // The page's HTML itself carries the first screen (the gateway includes it), for the first
  // paint and for crawlers; the screen took it over (one h1).
  const served = async () => (await visitor.request.get(`/portfolio/${username}`)).text();
  expect(await served()).toContain(`<h1>Sofia Marin</h1><p>${profession}</p>`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(visitor.getByRole('img', { name: 'Sofia Marin' })).toHaveAttribute(
    'src',
    /^\/api\/images\/[0-9a-f]{32}\/w320\.webp$/,
  );
  // A visitor signs in first: Invite to Project links there, Send Message (the inbox's) goes there.
  await expect(visitor.getByRole('link', { name: 'Invite to Project' }).first()).toHaveAttribute(
    'href',
    /^\/login\?redirect=/,
  );
  await expect(visitor.getByRole('button', { name: 'Send Message' }).first()).toBeVisible();
  await visitor.getByRole('button', { name: new RegExp(projectTitle) }).click();
  const detail = visitor.getByRole('dialog', { name: projectTitle });
  await expect(detail.getByRole('img')).toHaveCount(2);
  await expect(detail.getByText('Swimwear Design')).toBeVisible();

  // The demo client finds the freelancer on /explore by a word of the profession.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, DEMO.client);
  await client.goto('/explore');
  await client
    .getByRole('searchbox', { name: 'Search by profession, name or skill' })
    .fill(`lagoon${stamp}`);
  const card = client.getByRole('article', { name: 'Sofia Marin' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('link', { name: 'Sofia Marin' })).toHaveAttribute(
    'href',
    `/portfolio/${username}`,
  );
  await clientContext.close();

  // Private: the visitor gets the not-found page; the owner still sees it.
  await page.goto('/freelancer/manage-profile');
  const toggle = page.getByRole('switch', { name: 'Public Profile' });
  await toggle.uncheck();
  await expect(page.getByRole('switch', { name: 'Private Profile' })).not.toBeChecked();
  await saveProfile(page);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: TEXTS.notFound })).toBeVisible({
    timeout: 30_000,
  });
  expect(await served()).not.toContain('Sofia Marin');
  await page.goto(`/portfolio/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sofia Marin' })).toBeVisible({
    timeout: 30_000,
  });
  await visitorContext.close();
});
