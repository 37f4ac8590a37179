import type { JobApplication, Testimonial } from '@atelier/api-contract';
import {
  createFakePlatform,
  fakeServer,
  installDialogPolyfill,
  renderWithProviders,
  type FakeAnswer,
  type RecordedRequest,
} from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { TESTIMONIAL_TEXTS as TEXTS } from '../model/testimonial';
import { FreelancerApplications } from './FreelancerApplications';

const hired: JobApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  jobId: '00000000-0000-4000-8000-0000000000a1',
  jobTitle: 'Knitwear Designer',
  company: 'Atelier Nord',
  jobStatus: 'active',
  freelancerId: '00000000-0000-4000-8000-0000000000f1',
  freelancerName: 'Sarah Chen',
  applicantIsPro: false,
  coverLetter: 'Ten years of knitwear.',
  rate: null,
  attachments: [],
  status: 'hired',
  interviewAt: null,
  rejectionReason: null,
  ndaAcceptedAt: null,
  appliedAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  testimonialWritten: false,
  allowedActions: [],
  withdrawable: false,
};

const testimonialUrl = `/api/hires/${hired.id}/testimonial`;

/**
 * The applications screen over a fake auth-service with one hired application; `onWrite` answers
 * the testimonial (a 201 marks the application's testimonial written).
 */
function renderScreen(
  onWrite: (request: RecordedRequest) => FakeAnswer,
  application: JobApplication = hired,
) {
  installDialogPolyfill();
  let current = application;
  const requests = fakeServer((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/jobs/applications')
      return { status: 200, body: { applications: [current] } };
    if (path === `/api/jobs/applications/${hired.id}`) return { status: 200, body: current };
    if (path === testimonialUrl && request.method === 'POST') {
      const answer = onWrite(request);
      if (answer.status === 201) current = { ...current, testimonialWritten: true };
      return answer;
    }
    return { status: 500, body: { message: 'unexpected' } };
  });
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'c1', email: 'client@example.com', fullName: 'Lena Brand', role: 'client' },
    isPremium: false,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const rendered = renderWithProviders(
    <StoreProvider>
      <FreelancerApplications />
    </StoreProvider>,
    { platform, route: '/client/applications/freelancers' },
  );
  const writes = () =>
    requests.filter((request) => request.url.endsWith(testimonialUrl)).map(({ body }) => body);
  return { ...rendered, writes };
}

async function openDetail(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: /Sarah Chen/ }));
  return screen.findByRole('article', { name: 'Sarah Chen' });
}

const written: Testimonial = {
  id: '00000000-0000-4000-8000-0000000000c1',
  clientName: 'Lena Brand',
  clientAvatar: null,
  projectName: hired.jobTitle,
  rating: 4,
  comment: 'Precise and on time.',
  createdAt: new Date().toISOString(),
};

describe('Write a Testimonial', () => {
  it('checks the rating and the comment, then publishes it; the panel says it is written', async () => {
    const { user, writes } = renderScreen(() => ({ status: 201, body: written }));
    const detail = await openDetail(user);
    await user.click(within(detail).getByRole('button', { name: TEXTS.write }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.title('Sarah Chen') });
    expect(within(dialog).getByText(TEXTS.intro('Knitwear Designer'))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    expect(within(dialog).getByText(TEXTS.ratingRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TEXTS.commentRequired)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    // The stars are a radio group: the keyboard moves the rating.
    const rating = within(dialog).getByRole('group', { name: TEXTS.rating });
    await user.click(within(rating).getByRole('radio', { name: TEXTS.star(3) }));
    await user.keyboard('{ArrowRight}');
    expect(within(rating).getByRole('radio', { name: TEXTS.star(4) })).toBeChecked();
    expect(within(dialog).queryByText(TEXTS.ratingRequired)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(TEXTS.comment), '  Precise and on time.  ');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ rating: 4, comment: 'Precise and on time.' }]);
    expect(within(detail).getByText(TEXTS.written('Sarah Chen'))).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: TEXTS.write })).not.toBeInTheDocument();
  });

  it('tells a second testimonial of the hire apart (409) and a failure', async () => {
    let answer: FakeAnswer = { status: 500, body: { message: 'down' } };
    const { user, writes } = renderScreen(() => answer);
    const detail = await openDetail(user);
    await user.click(within(detail).getByRole('button', { name: TEXTS.write }));
    const dialog = await screen.findByRole('dialog', { name: TEXTS.title('Sarah Chen') });
    await user.click(within(dialog).getByRole('radio', { name: TEXTS.star(5) }));
    await user.type(within(dialog).getByLabelText(TEXTS.comment), 'Wonderful.');

    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    expect(await within(dialog).findByText(TEXTS.failed)).toBeInTheDocument();

    answer = { status: 409, body: { message: TEXTS.exists } };
    await user.click(within(dialog).getByRole('button', { name: TEXTS.submit }));
    expect(await within(dialog).findByText(TEXTS.exists)).toBeInTheDocument();
    expect(within(dialog).queryByText(TEXTS.failed)).not.toBeInTheDocument();
    expect(writes()).toHaveLength(2);
  });

  it('offers no second testimonial once one is written', async () => {
    const { user } = renderScreen(() => ({ status: 409 }), { ...hired, testimonialWritten: true });
    const detail = await openDetail(user);
    expect(within(detail).getByText(TEXTS.written('Sarah Chen'))).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: TEXTS.write })).not.toBeInTheDocument();
  });
});
