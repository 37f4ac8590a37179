import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import type { JobApplication } from '@atelier/api-contract';
import { allowedActions, isDecided } from '@atelier/api-contract/values';
import { screen, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { MY_APPLICATIONS_TEXTS as TEXTS } from '../model/applicationStatus';
import { MyApplications } from './MyApplications';

/** An application as the API answers it: with the moves its status allows. */
const anApplication = (change: Partial<JobApplication>): JobApplication => ({
  id: '00000000-0000-4000-8000-000000000001',
  jobId: '00000000-0000-4000-8000-0000000000a1',
  jobTitle: 'Knitwear Designer',
  company: 'Atelier Nord',
  jobStatus: 'active',
  freelancerId: '00000000-0000-4000-8000-0000000000f1',
  freelancerName: 'Ada',
  applicantIsPro: false,
  coverLetter: 'Hello',
  rate: null,
  attachments: [],
  status: 'new',
  interviewAt: null,
  rejectionReason: null,
  ndaAcceptedAt: null,
  appliedAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  testimonialWritten: false,
  allowedActions: allowedActions(change.status ?? 'new'),
  withdrawable: !isDecided(change.status ?? 'new'),
  ...change,
});

function renderScreen(applications: JobApplication[]) {
  installDialogPolyfill();
  const calls: string[] = [];
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status < 400,
      status,
      text: () => Promise.resolve(body === null ? '' : JSON.stringify(body)),
    });
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/jobs/applications/mine') return answer(200, { applications });
    if (url === '/api/me/allowances') {
      return answer(200, {
        plan: 'starter',
        month: '2026-11',
        allowances: [{ allowance: 'application', used: 1, limit: 1 }],
      });
    }
    const withdraw = /^\/api\/jobs\/applications\/([^/]+)\/withdraw$/.exec(url);
    if (method === 'POST' && withdraw !== null) {
      applications = applications.filter((application) => application.id !== withdraw[1]);
      return answer(204, null);
    }
    return answer(500, { message: 'unexpected' });
  }) as unknown as typeof fetch;
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'u1', email: 'ada@example.com', fullName: 'Ada', role: 'freelancer' },
    isPremium: false,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const rendered = renderWithProviders(
    <StoreProvider>
      <MyApplications />
    </StoreProvider>,
    { platform, route: '/freelancer/applications' },
  );
  return { ...rendered, calls };
}

describe('My Applications', () => {
  it('shows each application’s live status, interview time and rejection reason', async () => {
    renderScreen([
      anApplication({
        status: 'interviewed',
        interviewAt: '2026-12-01T09:30:00.000Z',
      }),
      anApplication({
        id: '00000000-0000-4000-8000-000000000002',
        jobTitle: 'Pattern Maker',
        company: null,
        status: 'rejected',
        rejectionReason: 'Rate outside our budget',
      }),
    ]);
    const interview = await screen.findByRole('article', { name: 'Knitwear Designer' });
    expect(within(interview).getByText('Interview Scheduled')).toBeInTheDocument();
    expect(within(interview).getByText(/^Interview: /)).toBeInTheDocument();
    const rejected = screen.getByRole('article', { name: 'Pattern Maker' });
    expect(within(rejected).getByText('Not Selected')).toBeInTheDocument();
    expect(within(rejected).getByText('Reason: Rate outside our budget')).toBeInTheDocument();
    expect(within(rejected).getByText(TEXTS.confidentialCompany)).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(await screen.findByText('1 of 1 application used this month')).toBeInTheDocument();
  });

  it('withdraws an undecided application after the confirmation', async () => {
    const { user, calls } = renderScreen([anApplication({ status: 'reviewing' })]);
    await user.click(
      await screen.findByRole('button', { name: TEXTS.withdrawFor('Knitwear Designer') }),
    );
    const dialog = screen.getByRole('alertdialog', { name: TEXTS.withdrawTitle });
    await user.click(within(dialog).getByRole('button', { name: TEXTS.withdraw }));
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeInTheDocument();
    expect(calls).toContain(
      'POST /api/jobs/applications/00000000-0000-4000-8000-000000000001/withdraw',
    );
  });
});
