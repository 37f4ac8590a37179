import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { screen, within } from '@testing-library/react';
import { installApi, renderClientScreen, type ApiCall } from '../../../testing/clientScreen';
import { JOB_FORM_MESSAGES } from '@atelier/api-contract/values';
import { POST_JOB_TEXTS as TEXTS } from '../model/texts';
import { leavePageFor } from '../../../lib/leavePage';
import { PostJob } from './PostJob';

jest.mock('../../../lib/leavePage', () => ({ leavePageFor: jest.fn() }));

const CHECKOUT_URL = 'http://localhost/api/sandbox/checkout/cs_sandbox_1';

// Typing into the whole form is slow on a loaded machine.
jest.setTimeout(30_000);

const LIMIT =
  'You have used your 1 job post for this month on the Starter plan. Upgrade to Pro for unlimited job posts.';

/** auth-service's job routes as the form calls them (the network's edge). */
function installServer(options: { limitReached?: boolean } = {}) {
  return installApi(({ method, path, body }) => {
    if (path === '/api/jobs/autofill' && method === 'GET') {
      return { status: 200, body: { source: 'templates' } };
    }
    if (path === '/api/jobs/autofill') {
      return {
        status: 200,
        body: {
          source: 'templates',
          description: 'Design our knitwear.',
          requirements: ['Knitting expertise'],
          skills: ['Shima Seiki'],
        },
      };
    }
    if (path === '/api/me/allowances') {
      return {
        status: 200,
        body: {
          plan: 'starter',
          month: '2026-11',
          allowances: [{ allowance: 'job-post', used: options.limitReached ? 1 : 0, limit: 1 }],
        },
      };
    }
    if (path === '/api/jobs' && method === 'POST') {
      if (options.limitReached && (body as { status: string }).status === 'published') {
        return { status: 402, body: { error: 'Payment Required', message: LIMIT } };
      }
      return {
        status: 201,
        body: { id: 'x', status: 'active', job: { featured: false, urgent: false } },
      };
    }
    if (path === '/api/jobs/x/promotion/checkout' && method === 'POST') {
      return { status: 200, body: { url: CHECKOUT_URL } };
    }
    return undefined;
  });
}

function renderForm(options: { limitReached?: boolean } = {}) {
  installDialogPolyfill();
  const calls = installServer(options);
  return { ...renderClientScreen(<PostJob />, '/client/post-job'), calls };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/jobs');

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('textbox', { name: TEXTS.title }), 'Knitwear Designer');
  await user.type(screen.getByRole('textbox', { name: TEXTS.company }), 'Atelier Nord');
  await user.type(screen.getByRole('textbox', { name: TEXTS.location }), 'Oslo');
  await user.selectOptions(screen.getByRole('combobox', { name: TEXTS.category }), 'Design');
  await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Design knitwear.');
  await user.type(screen.getByRole('textbox', { name: TEXTS.requirement(1) }), 'A portfolio');
  await user.type(screen.getByRole('textbox', { name: TEXTS.skill }), ' CLO 3D {Enter}');
  await user.type(screen.getByRole('textbox', { name: TEXTS.skill }), 'clo 3d{Enter}');
}

describe('Post a Job', () => {
  it('answers the first of the spec’s checks on Publish Job, and sends nothing', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_FORM_MESSAGES.title);
    await user.type(screen.getByRole('textbox', { name: TEXTS.title }), 'Designer');
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_FORM_MESSAGES.company);
    expect(posts(calls)).toEqual([]);
  });

  it('saves a draft without the checks', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: TEXTS.saveDraft }));
    expect(await screen.findByText(TEXTS.draftSaved)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ status: 'draft', title: '' });
  });

  it('publishes: skills trimmed without repeats, the spec’s success text', async () => {
    const { user, calls } = renderForm();
    expect(await screen.findByText('0 of 1 job post used this month')).toBeInTheDocument();
    await fillRequired(user);
    expect(
      within(screen.getByRole('list', { name: TEXTS.skills }))
        .getAllByRole('listitem')
        .map((item) => item.textContent.replace('×', '').trim()),
    ).toEqual(['CLO 3D']);
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(await screen.findByText(TEXTS.success)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.successText)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      status: 'published',
      title: 'Knitwear Designer',
      skills: ['CLO 3D'],
      requirements: ['A portfolio'],
      salaryType: 'not-specified',
    });
  });

  it('publishes at once, then takes the client to checkout for the promotions chosen', async () => {
    jest.mocked(leavePageFor).mockClear();
    const { user, calls } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: TEXTS.featured }));
    expect(screen.getByText(TEXTS.promotionTotal('$50.00'))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: TEXTS.urgent }));
    expect(screen.getByText(TEXTS.promotionTotal('$75.00'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(await screen.findByText(TEXTS.toCheckout)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.success)).toBeInTheDocument();
    const checkout = calls.find((call) => call.path === '/api/jobs/x/promotion/checkout');
    expect(checkout?.body).toEqual({
      featured: true,
      urgent: true,
      success_url: 'http://localhost/jobs/x',
      cancel_url: 'http://localhost/client/manage-listings',
    });
    expect(leavePageFor).toHaveBeenCalledWith(CHECKOUT_URL);
  });

  it('publishes without a checkout when no promotion is chosen', async () => {
    jest.mocked(leavePageFor).mockClear();
    const { user, calls } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(await screen.findByText(TEXTS.success)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/promotion/checkout'))).toBe(false);
    expect(leavePageFor).not.toHaveBeenCalled();
  });

  it('keeps one requirement row', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: TEXTS.addRequirement }));
    expect(screen.getByRole('textbox', { name: TEXTS.requirement(2) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.removeRequirement(2) }));
    expect(screen.queryByRole('textbox', { name: TEXTS.requirement(2) })).toBeNull();
    expect(screen.getByRole('button', { name: TEXTS.removeRequirement(1) })).toBeDisabled();
  });

  it('shows the Starter limit with the upgrade link when the job post is used', async () => {
    const { user } = renderForm({ limitReached: true });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: TEXTS.title })).toHaveValue('Knitwear Designer');
  });

  it('autofills from the title and category, and says where the texts come from', async () => {
    const { user } = renderForm();
    expect(await screen.findByText(TEXTS.autofillHint.templates)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.autofill }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.autofillMissing);
    await user.type(screen.getByRole('textbox', { name: TEXTS.title }), 'Knitwear Designer');
    await user.selectOptions(screen.getByRole('combobox', { name: TEXTS.category }), 'Design');
    await user.click(screen.getByRole('button', { name: TEXTS.autofill }));
    expect(await screen.findByDisplayValue('Design our knitwear.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: TEXTS.requirement(1) })).toHaveValue(
      'Knitting expertise',
    );
  });
});
