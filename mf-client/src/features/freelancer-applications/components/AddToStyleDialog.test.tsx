import type { JobApplication, StyleCard } from '@atelier/api-contract';
import {
  createFakePlatform,
  fakeServer,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { ADD_TO_STYLE_TEXTS as TEXTS } from '../model/addToStyle';
import { FreelancerApplications } from './FreelancerApplications';

const hired: JobApplication = {
  id: '00000000-0000-4000-8000-000000000001',
  jobId: '00000000-0000-4000-8000-0000000000a1',
  jobTitle: 'Technical Designer',
  company: 'Atelier Nord',
  jobStatus: 'active',
  freelancerId: '00000000-0000-4000-8000-0000000000f1',
  freelancerName: 'Sarah Chen',
  applicantIsPro: false,
  coverLetter: 'Tech packs for knitwear.',
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

const card = (id: string, styleNumber: string, access: StyleCard['access']): StyleCard => ({
  id,
  styleNumber,
  name: `Style ${styleNumber}`,
  season: 'SS27',
  category: 'Tops',
  status: 'Development',
  coverImageUrl: null,
  revision: 1,
  updatedAt: new Date().toISOString(),
  owner: { kind: 'company', id: 'co1', name: 'Atelier Nord' },
  access,
});

function renderScreen(styles: StyleCard[]) {
  installDialogPolyfill();
  const requests = fakeServer((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/jobs/applications') return { status: 200, body: { applications: [hired] } };
    if (path === `/api/jobs/applications/${hired.id}`) return { status: 200, body: hired };
    if (path === '/api/plm/styles')
      return { status: 200, body: { items: styles, total: styles.length } };
    if (path.startsWith('/api/plm/styles/') && request.method === 'PUT') {
      return { status: 200, body: { items: [] } };
    }
    return { status: 500, body: { message: 'unexpected' } };
  });
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'c1', email: 'client@example.com', fullName: 'Lena Brand', role: 'client' },
    isPremium: true,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const rendered = renderWithProviders(
    <StoreProvider>
      <FreelancerApplications />
    </StoreProvider>,
    { platform, route: '/client/applications/freelancers' },
  );
  return { ...rendered, requests };
}

async function openDialog(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: /Sarah Chen/ }));
  const detail = await screen.findByRole('article', { name: 'Sarah Chen' });
  await user.click(within(detail).getByRole('button', { name: TEXTS.open }));
  return screen.findByRole('dialog', { name: TEXTS.title('Sarah Chen') });
}

describe("'Add to a style' on a hired application", () => {
  it('makes the freelancer an editor of each style chosen (the brand’s own only)', async () => {
    const { user, requests } = renderScreen([
      card('s1', 'AN-1', 'owner'),
      card('s2', 'AN-2', 'owner'),
      card('s3', 'XX-9', 'reviewer'),
    ]);
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByRole('checkbox', { name: 'AN-1 · Style AN-1' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('checkbox', { name: /XX-9/ })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'AN-2 · Style AN-2' }));
    await user.click(within(dialog).getByRole('button', { name: TEXTS.add }));
    expect(await within(dialog).findByText(TEXTS.added('Sarah Chen', 1))).toBeVisible();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(
      puts.map((request) => [new URL(request.url, 'http://localhost').pathname, request.body]),
    ).toEqual([[`/api/plm/styles/s2/collaborators/${hired.freelancerId}`, { role: 'editor' }]]);
  });

  it('says so when the brand has no style yet, with the way to PLM', async () => {
    const { user } = renderScreen([]);
    const dialog = await openDialog(user);
    await waitFor(() => {
      expect(within(dialog).getByText(TEXTS.none)).toBeVisible();
    });
    expect(within(dialog).getByRole('link', { name: TEXTS.openPlm })).toHaveAttribute(
      'href',
      '/plm',
    );
  });
});
