import { screen, within } from '@testing-library/react';
import type { Job } from '@atelier/api-contract';
import {
  PRO_ONLY_MESSAGE,
  STARTER_APPLICATION_MESSAGE,
  createCatalogueServer,
} from '../../../testing/catalogueServer';
import { formatProOnlyUntil } from '../model/premium';
import { aJob } from '../../../testing/factories';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { SAVED_JOBS_STORAGE_KEY } from '../model/constants';
import { JOB_TEXTS } from '../model/texts';

const HOUR_MS = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const designer = aJob({
  title: 'Senior Swimwear Designer',
  company: 'Coastal Threads',
  location: 'Los Angeles, CA',
  skills: [
    'Swimwear Design',
    'Adobe Illustrator',
    'Tech Packs',
    'Fabric Sourcing',
    'CLO 3D',
    'Trend Research',
  ],
  salary: { min: 85000, max: 110000, currency: 'USD', period: 'year' },
  postedDate: ago(2 * HOUR_MS),
  featured: true,
});
const coordinator = aJob({
  title: 'Production Coordinator',
  category: 'Production',
  postedDate: ago(3 * 24 * HOUR_MS),
});
const consultant = aJob({
  title: 'Sustainability Consultant',
  company: null,
  visibility: 'confidential',
  location: 'Remote',
  remote: true,
  category: 'Sustainability',
  type: 'contract',
  postedDate: ago(60_000),
});
const manyJobs = (count: number) =>
  Array.from({ length: count }, (_, index) => aJob({ title: `Pattern Maker ${index + 1}` }));

const jobTitles = () =>
  within(screen.getByRole('list', { name: JOB_TEXTS.results }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (title: string) => screen.getByRole('article', { name: title });

async function openBoard(
  jobs: readonly Job[] = [designer, coordinator, consultant],
  options: Parameters<typeof renderApp>[1] = {},
  path = '/jobs',
) {
  const server = createCatalogueServer([], jobs);
  const rendered = renderApp(path, { server, ...options });
  await screen.findByRole('list', { name: JOB_TEXTS.results });
  return rendered;
}

describe('/jobs', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it("reads the jobs from the server, with the logo link home and 'Post a Job'", async () => {
    const { server } = await openBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Opportunities' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '3 jobs' })).toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/client/post-job',
    );
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/api/jobs' });
    expect(server.requests[0]?.query.get('sort')).toBe('featured');
  });

  it('asks the server for pages of 10 and pages on', async () => {
    const { user, server } = await openBoard(manyJobs(14));
    expect(jobTitles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 11–14 of 14')).toBeInTheDocument();
    expect(jobTitles()).toHaveLength(4);
    expect(server.requests.at(-1)?.query.get('page')).toBe('2');
  });

  it('sends the search, filters and sort to the server, back on page 1', async () => {
    const { user, server } = await openBoard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Production');
    expect(await screen.findByRole('heading', { level: 2, name: '1 job' })).toBeInTheDocument();
    expect(jobTitles()).toEqual(['Production Coordinator']);
    await user.click(screen.getByRole('button', { name: 'Advanced Filters' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Salary: High to Low',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    const last = server.requests.at(-1)?.query;
    expect(last?.get('category')).toBe('Production');
    expect(last?.get('sort')).toBe('salary-high');
    expect(last?.get('remote')).toBe('true');
    expect(last?.get('page')).toBe('1');
  });

  it("shows 'No jobs found' and Clear All Filters brings the jobs back", async () => {
    const { user } = await openBoard();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'astronaut');
    expect(await screen.findByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 jobs' })).toBeInTheDocument();
  });

  it("shows 4 skills then '+n more', the salary texts, ages and a hidden brand", async () => {
    await openBoard();
    const card1 = card('Senior Swimwear Designer');
    expect(
      within(within(card1).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Swimwear Design', 'Adobe Illustrator', 'Tech Packs', 'Fabric Sourcing', '+2 more']);
    expect(within(card1).getByText('$85,000 - $110,000 / year')).toBeInTheDocument();
    expect(within(card1).getByText('2h ago')).toBeInTheDocument();
    expect(within(card('Production Coordinator')).getByText('Salary not specified')).toBeVisible();
    expect(within(card('Production Coordinator')).getByText('3d ago')).toBeVisible();
    const confidential = card('Sustainability Consultant');
    expect(within(confidential).getByText('Just posted')).toBeVisible();
    expect(within(confidential).getByText(JOB_TEXTS.confidentialCompany)).toBeVisible();
    expect(within(confidential).getAllByText('Remote')).toHaveLength(1);
  });

  it("keeps a visitor's saved jobs in the browser", async () => {
    const { user, server } = await openBoard();
    const save = screen.getByRole('button', { name: 'Save Production Coordinator' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]')).toEqual([
      coordinator.id,
    ]);
    expect(server.requests.some((request) => request.path.endsWith('/saved'))).toBe(false);
  });

  it("keeps a signed-in user's saved jobs on the server, merging the browser's", async () => {
    window.localStorage.setItem(SAVED_JOBS_STORAGE_KEY, JSON.stringify([designer.id]));
    const { user, server } = await openBoard(undefined, { session: SIGNED_IN });
    const saveDesigner = screen.getByRole('button', { name: 'Save Senior Swimwear Designer' });
    await screen.findByRole('button', { name: 'Save Senior Swimwear Designer', pressed: true });
    expect(server.savedJobIds).toEqual([designer.id]);
    const save = screen.getByRole('button', { name: 'Save Production Coordinator' });
    await user.click(save);
    await screen.findByRole('button', { name: 'Save Production Coordinator', pressed: true });
    expect(server.savedJobIds).toEqual([coordinator.id, designer.id]);
    expect(saveDesigner).toHaveAttribute('aria-pressed', 'true');
  });

  it("share copies the job's link and says so", async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Share Production Coordinator' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/jobs/${coordinator.id}`,
    );
    expect(within(card('Production Coordinator')).getByRole('status')).toHaveTextContent(
      'Link copied to clipboard',
    );
  });

  it('Apply Now takes a visitor to sign in, then back to the job', async () => {
    const { user, platform } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Apply Now for Production Coordinator' }));
    expect(platform.navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent(`/jobs/${coordinator.id}`)}`,
    );
  });

  it('Apply Now sends a freelancer’s application, then shows the Starter limit on a second', async () => {
    const { user, server } = await openBoard(undefined, { session: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Production Coordinator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Production Coordinator' });
    expect(await within(dialog).findByText('0 of 1 application used this month')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
    expect(within(dialog).getByText(JOB_TEXTS.coverLetterRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'Hello!');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '45');
    await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
    expect(await within(dialog).findByText(JOB_TEXTS.applicationSent)).toBeVisible();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      coverLetter: 'Hello!',
      rate: { amount: 45, currency: 'USD', period: 'hour' },
      attachments: [],
      ndaVersion: null,
    });

    await user.keyboard('{Escape}');
    await user.click(
      screen.getByRole('button', { name: 'Apply Now for Senior Swimwear Designer' }),
    );
    const second = await screen.findByRole('dialog', {
      name: 'Apply for Senior Swimwear Designer',
    });
    await user.type(within(second).getByRole('textbox', { name: /Cover letter/ }), 'Again');
    await user.click(within(second).getByRole('button', { name: JOB_TEXTS.submitApplication }));
    expect(await within(second).findByText(STARTER_APPLICATION_MESSAGE)).toBeVisible();
    expect(within(second).getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  });

  it('asks for the standard NDA before applying to a confidential job', async () => {
    const { user, server } = await openBoard(undefined, { session: SIGNED_IN });
    await user.click(
      screen.getByRole('button', { name: 'Apply Now for Sustainability Consultant' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Apply for Sustainability Consultant',
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
    expect(within(dialog).getByText(JOB_TEXTS.ndaRequired)).toBeVisible();
    const accept = await within(dialog).findByRole('checkbox', { name: JOB_TEXTS.ndaAccept });
    await screen.findByText('Keep it secret.');
    await user.click(accept);
    await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
    expect(await within(dialog).findByText(JOB_TEXTS.applicationSent)).toBeVisible();
    const sent = server.requests.find((request) => request.path.endsWith('/applications'));
    expect(sent?.body).toMatchObject({ ndaVersion: '2026-11' });
  });

  it('opens a job on its own page from its title, with requirements, skills and benefits', async () => {
    const detailed = aJob({
      title: 'Knitwear Lead',
      requirements: ['Knitwear portfolio'],
      skills: ['Shima Seiki', 'CLO 3D', 'Gerber', 'Optitex', 'Illustrator'],
      benefits: ['Sample allowance'],
    });
    const { user } = await openBoard([detailed]);
    await user.click(screen.getByRole('link', { name: 'Knitwear Lead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Knitwear Lead' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: JOB_TEXTS.requirements })).getByText(
        'Knitwear portfolio',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: JOB_TEXTS.benefits })).getByText(
        'Sample allowance',
      ),
    ).toBeVisible();
    // Every skill, not the card's first four.
    expect(screen.getByText('Illustrator')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply Now for Knitwear Lead' })).toBeEnabled();
  });

  it("a board link shared before (?job=) opens the job's own page", async () => {
    renderApp(`/jobs?job=${coordinator.id}`, { server: createCatalogueServer([], [coordinator]) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Production Coordinator' }),
    ).toBeVisible();
  });

  describe('a premium job in its Pro window (issue 43, item 6)', () => {
    const until = new Date(Date.now() + 5 * HOUR_MS).toISOString();
    const premium = aJob({ title: 'Premium Knitwear Lead', featured: true, proOnlyUntil: until });
    const notice = JOB_TEXTS.proOnlyUntil(formatProOnlyUntil(until));

    it('tells a Starter freelancer when it opens to them, with the upgrade link and the refusal', async () => {
      const { user } = await openBoard([premium], { session: SIGNED_IN });
      const premiumCard = card('Premium Knitwear Lead');
      expect(await within(premiumCard).findByText(notice)).toBeVisible();
      expect(within(premiumCard).getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
      await user.click(screen.getByRole('button', { name: 'Apply Now for Premium Knitwear Lead' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Apply for Premium Knitwear Lead',
      });
      await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
      expect(await within(dialog).findByText(PRO_ONLY_MESSAGE)).toBeVisible();
      expect(within(dialog).getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    });

    it('shows a Pro freelancer no notice, and sends their application', async () => {
      const server = createCatalogueServer([], [premium]);
      server.plan = 'pro';
      const { user } = renderApp('/jobs', { server, session: SIGNED_IN });
      await screen.findByRole('list', { name: JOB_TEXTS.results });
      await user.click(screen.getByRole('button', { name: 'Apply Now for Premium Knitwear Lead' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Apply for Premium Knitwear Lead',
      });
      await user.type(within(dialog).getByRole('textbox', { name: /Cover letter/ }), 'Hello');
      await user.click(within(dialog).getByRole('button', { name: JOB_TEXTS.submitApplication }));
      expect(await within(dialog).findByText(JOB_TEXTS.applicationSent)).toBeVisible();
      expect(screen.queryByText(notice)).toBeNull();
    });

    it('tells a visitor without an upgrade link', async () => {
      await openBoard([premium]);
      expect(within(card('Premium Knitwear Lead')).getByText(notice)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    });
  });
});
