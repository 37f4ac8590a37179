import { act, screen, within } from '@testing-library/react';
import { SIMULATED_LOAD_MS } from '../../../lib/api';
import { JOBS } from '../../../fixtures/sampleData';
import { SIGNED_IN, renderApp } from '../../../testing/renderApp';
import { SAVED_JOBS_STORAGE_KEY } from '../model/constants';
import { JOB_TEXTS } from '../model/texts';

const TOTAL = JOBS.length;

const jobTitles = () =>
  within(screen.getByRole('list', { name: JOB_TEXTS.results }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const currentPage = () =>
  within(screen.getByRole('navigation', { name: JOB_TEXTS.pagination }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'page')?.textContent;
const card = (title: string) => screen.getByRole('article', { name: title });

async function openBoard(options?: Parameters<typeof renderApp>[1], path = '/jobs') {
  const rendered = renderApp(path, options);
  await screen.findByRole('heading', { level: 2, name: `${TOTAL} jobs` });
  return rendered;
}

describe('/jobs', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.useRealTimers();
  });

  it("shows 'Loading Jobs' for the simulated second, then the jobs", async () => {
    jest.useFakeTimers();
    renderApp('/jobs', { simulatedLoadMs: undefined });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Job Opportunities' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Jobs');
    await act(() => jest.advanceTimersByTimeAsync(SIMULATED_LOAD_MS));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${TOTAL} jobs` }),
    ).toBeInTheDocument();
  });

  it("has the logo link home and 'Post a Job'", async () => {
    await openBoard();
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'Atelier' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/client/post-job',
    );
  });

  it('shows pages of 10, featured jobs first, and pages on', async () => {
    const { user } = await openBoard();
    expect(jobTitles()).toHaveLength(10);
    expect(jobTitles().slice(0, 3)).toEqual([
      'Senior Swimwear Designer',
      'Sustainability Consultant',
      'Head of Design',
    ]);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(jobTitles()).toHaveLength(TOTAL - 10);
    expect(screen.getByText(`Showing 11–${TOTAL} of ${TOTAL}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('filters by search, category and type, back on page 1', async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Design');
    // Featured first (newest first among them), then the rest.
    expect(jobTitles()).toEqual([
      'Senior Swimwear Designer',
      'Head of Design',
      'Junior CAD Designer',
    ]);
    expect(screen.queryByRole('navigation', { name: JOB_TEXTS.pagination })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Part-time');
    expect(jobTitles()).toEqual(['Junior CAD Designer']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All Categories');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'All Types');
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'remote');
    expect(jobTitles()).toEqual([
      'Sustainability Consultant',
      'Freelance Pattern Maker',
      'Business Development Lead - Supplier Network',
      'Knitwear Design Consultant',
    ]);
  });

  it('has the advanced panel: experience level, the six sorts, remote only', async () => {
    const { user } = await openBoard();
    const toggle = screen.getByRole('button', { name: 'Advanced Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Experience level' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Featured',
      'Newest',
      'Oldest',
      'Salary: High to Low',
      'Salary: Low to High',
      'Fewest Applicants',
    ]);

    await user.selectOptions(sort, 'Fewest Applicants');
    expect(jobTitles()[0]).toBe('Head of Design');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Experience level' }),
      'Executive',
    );
    expect(jobTitles()).toEqual(['Head of Design']);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Experience level' }),
      'All Levels',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(screen.getByRole('heading', { level: 2, name: '5 jobs' })).toBeInTheDocument();
  });

  it("shows 'No jobs found' and Clear All Filters brings the jobs back", async () => {
    const { user } = await openBoard();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'astronaut');
    expect(screen.getByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByRole('heading', { level: 2, name: `${TOTAL} jobs` })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
  });

  it("shows 4 skills then '+n more', and 'Salary not specified'", async () => {
    await openBoard();
    const designer = card('Senior Swimwear Designer');
    expect(
      within(within(designer).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Swimwear Design', 'Adobe Illustrator', 'Tech Packs', 'Fabric Sourcing', '+2 more']);
    expect(within(designer).getByText('$85,000 - $110,000 / year')).toBeInTheDocument();
    expect(
      within(card('Production Coordinator')).getByText('Salary not specified'),
    ).toBeInTheDocument();
  });

  it("says Remote once on a remote job located 'Remote', and keeps other jobs' places", async () => {
    await openBoard();
    expect(within(card('Sustainability Consultant')).getAllByText('Remote')).toHaveLength(1);
    expect(within(card('Senior Swimwear Designer')).getByText('Los Angeles, CA')).toBeVisible();
  });

  it("shows the job's age: 'Just posted', 'Nh ago', 'Nd ago'", async () => {
    await openBoard();
    expect(
      within(card('Technical Designer - Activewear')).getByText('Just posted'),
    ).toBeInTheDocument();
    expect(within(card('Senior Swimwear Designer')).getByText('2h ago')).toBeInTheDocument();
    expect(within(card('Junior CAD Designer')).getByText('20h ago')).toBeInTheDocument();
    expect(within(card('Production Coordinator')).getByText('3d ago')).toBeInTheDocument();
  });

  it('saves a job with the heart, kept in local storage', async () => {
    const { user } = await openBoard();
    const save = screen.getByRole('button', { name: 'Save Head of Design' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(SAVED_JOBS_STORAGE_KEY) ?? '[]')).toEqual([
      'j-13',
    ]);
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'false');
  });

  it("share copies the job's link and says so", async () => {
    const { user } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Share Head of Design' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/jobs?job=j-13`);
    expect(within(card('Head of Design')).getByRole('status')).toHaveTextContent(
      'Link copied to clipboard',
    );
  });

  it('share offers the link to copy by hand when the clipboard refuses', async () => {
    const { user } = await openBoard();
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockImplementation(() => Promise.reject(new Error('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Share Head of Design' }));
    const field = await within(card('Head of Design')).findByRole('textbox', {
      name: 'Link to this job',
    });
    expect(field).toHaveValue(`${window.location.origin}/jobs?job=j-13`);
    expect(field).toHaveAttribute('readonly');
  });

  it('Apply Now takes a visitor to sign in, then back to the job', async () => {
    const { user, platform } = await openBoard();
    await user.click(screen.getByRole('button', { name: 'Apply Now for Head of Design' }));
    expect(platform.navigate).toHaveBeenCalledWith('/login?redirect=%2Fjobs%3Fjob%3Dj-13');
  });

  it('Apply Now tells a signed-in user that applications open soon', async () => {
    const { user, platform } = await openBoard({ session: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Apply Now for Head of Design' }));
    expect(platform.navigate).not.toHaveBeenCalled();
    expect(within(card('Head of Design')).getByRole('status')).toHaveTextContent(
      JOB_TEXTS.applicationsSoon,
    );
  });

  it("a shared link opens the board on the job's page, highlighted and focused", async () => {
    await openBoard(undefined, '/jobs?job=j-14');
    expect(currentPage()).toBe('2');
    const shared = card('Knitwear Design Consultant');
    expect(within(shared).getByText('Shared job')).toBeInTheDocument();
    expect(shared).toHaveFocus();
  });

  it('stops singling out the shared job once the visitor moves on', async () => {
    const { user } = await openBoard(undefined, '/jobs?job=j-14');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.queryByText('Shared job')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });
});
