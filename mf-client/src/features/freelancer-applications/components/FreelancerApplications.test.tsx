import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import type { ApplicationStatus, JobApplication } from '@atelier/api-contract';
import { allowedActions, isDecided } from '@atelier/api-contract/values';
import { INBOX_TEXTS } from '@atelier/inbox';
import { conversationPath } from '@atelier/shared-ui';
import { screen, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { APPLICATIONS_TEXTS as TEXTS } from '../model/applications';
import { FreelancerApplications } from './FreelancerApplications';

const TARGETS: Record<string, ApplicationStatus> = {
  shortlist: 'shortlisted',
  'schedule-interview': 'interviewed',
  reject: 'rejected',
  hire: 'hired',
};

const application: JobApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  jobId: '00000000-0000-4000-8000-0000000000a1',
  jobTitle: 'Knitwear Designer',
  company: 'Atelier Nord',
  jobStatus: 'active',
  freelancerId: '00000000-0000-4000-8000-0000000000f1',
  freelancerName: 'Sarah Chen',
  applicantIsPro: false,
  coverLetter: 'Ten years of knitwear.',
  rate: { amount: 60, currency: 'EUR', period: 'hour' },
  attachments: [],
  status: 'new',
  interviewAt: null,
  rejectionReason: null,
  ndaAcceptedAt: null,
  appliedAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  testimonialWritten: false,
  allowedActions: allowedActions('new'),
  withdrawable: true,
};

/** The application as the API answers it in `status`: with the moves the status allows. */
const inStatus = (current: JobApplication, status: ApplicationStatus): JobApplication => ({
  ...current,
  status,
  allowedActions: allowedActions(status),
  withdrawable: !isDecided(status),
});

/** auth-service's application routes with one application (the network's edge). */
function renderScreen(first: JobApplication = application) {
  installDialogPolyfill();
  let current = { ...first };
  const bodies: unknown[] = [];
  const lists: string[] = [];
  const answer = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status < 400,
      status,
      text: () => Promise.resolve(JSON.stringify(body)),
    });
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    const { pathname: path, search } = new URL(url, 'http://localhost');
    if (path === '/api/jobs/applications') {
      lists.push(search);
      return answer(200, { applications: [current] });
    }
    if (path === `/api/jobs/applications/${application.id}`) {
      if (current.status === 'new') current = inStatus(current, 'reviewing');
      return answer(200, current);
    }
    if (path === `/api/jobs/applications/${application.id}/decision`) {
      const decision = JSON.parse(init.body as string) as { action: string; interviewAt?: string };
      bodies.push(decision);
      current = {
        ...inStatus(current, TARGETS[decision.action] ?? current.status),
        interviewAt: decision.interviewAt ?? current.interviewAt,
      };
      return answer(200, current);
    }
    return answer(500, { message: 'unexpected' });
  }) as unknown as typeof fetch;
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'c1', email: 'client@example.com', fullName: 'Client', role: 'client' },
    isPremium: false,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const rendered = renderWithProviders(
    <StoreProvider>
      <FreelancerApplications />
    </StoreProvider>,
    { platform, route: '/client/applications/freelancers' },
  );
  return { ...rendered, bodies, lists, platform };
}

describe('Freelancer Applications', () => {
  it('opens an application (under review), shortlists it and schedules an interview', async () => {
    const { user, bodies, platform } = renderScreen();
    expect(screen.getByRole('link', { name: 'Freelancer Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(await screen.findByRole('button', { name: /Sarah Chen/ }));
    const detail = await screen.findByRole('article', { name: 'Sarah Chen' });
    expect(await within(detail).findByText('Under Review')).toBeInTheDocument();
    expect(within(detail).getByText('Ten years of knitwear.')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: TEXTS.hire })).toBeDisabled();
    // Send Message opens the one conversation with the applicant in the client's inbox.
    await user.click(within(detail).getByRole('button', { name: INBOX_TEXTS.sendMessage }));
    expect(platform.navigate).toHaveBeenCalledWith(
      conversationPath('client', application.freelancerId),
    );

    await user.click(within(detail).getByRole('button', { name: TEXTS.shortlist }));
    expect(await within(detail).findByText('Shortlisted')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: TEXTS.scheduleInterview }));
    await user.type(within(detail).getByLabelText(TEXTS.interviewAt), '2030-12-01T10:30');
    await user.click(within(detail).getByRole('button', { name: TEXTS.confirmInterview }));
    expect(await within(detail).findByText('Interview Scheduled')).toBeInTheDocument();
    expect(bodies).toEqual([
      { action: 'shortlist' },
      { action: 'schedule-interview', interviewAt: new Date('2030-12-01T10:30').toISOString() },
    ]);
  });

  it('badges a Pro applicant and asks for Pro members first when sorted so', async () => {
    const { user, lists } = renderScreen({ ...application, applicantIsPro: true });
    const item = await screen.findByRole('button', { name: /Sarah Chen/ });
    expect(within(item).getByText(TEXTS.pro)).toBeInTheDocument();
    expect(lists).toEqual(['']);
    await user.selectOptions(screen.getByLabelText(TEXTS.sort), 'Pro members first');
    await screen.findByRole('button', { name: /Sarah Chen/ });
    expect(lists.at(-1)).toBe('?sort=pro-first');
  });
});
