// The screen with its API store, auth-service faked at the network's edge: `fetch`.
import { screen } from '@testing-library/react';
import type { CompanyProfileBody, MyCompany } from '@atelier/api-contract';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import {
  COMPANY_FORM_MESSAGES,
  COMPANY_PROFILE_TEXTS as TEXTS,
  PROFILE_BANNERS,
} from '../model/texts';
import { CompanyProfile } from './CompanyProfile';

/** What the API base reads of a response (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

function installServer(options: { failSave?: boolean } = {}) {
  let mine: MyCompany = { company: null, memberRole: null };
  const saved: CompanyProfileBody[] = [];
  window.fetch = jest.fn((_url: string, init?: { method?: string; body?: string }) => {
    if (init?.method === 'PUT') {
      if (options.failSave === true) return Promise.resolve(answer(500, { message: '' }));
      const body = JSON.parse(init.body ?? '{}') as CompanyProfileBody;
      saved.push(body);
      mine = {
        memberRole: 'owner',
        company: {
          id: '00000000-0000-4000-8000-000000000001',
          name: body.name,
          website: body.website === '' ? null : `https://${body.website}/`,
          location: body.location,
          description: body.description,
          logo: null,
          updatedAt: new Date().toISOString(),
        },
      };
    }
    return Promise.resolve(answer(200, mine));
  }) as unknown as typeof fetch;
  return saved;
}

const renderScreen = () =>
  renderWithProviders(
    <StoreProvider>
      <CompanyProfile />
    </StoreProvider>,
    { platform: createFakePlatform(), route: '/client/profile' },
  );

describe('CompanyProfile', () => {
  it('creates the company profile and says so with the spec’s banner', async () => {
    const saved = installServer();
    const { user } = renderScreen();
    expect(await screen.findByText(TEXTS.empty)).toBeVisible();
    await user.type(screen.getByLabelText(/Company Name/), 'Maison Verte');
    await user.type(screen.getByLabelText(TEXTS.website), 'maisonverte.example');
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(PROFILE_BANNERS.success.title)).toBeVisible();
    expect(screen.getByText(PROFILE_BANNERS.success.message)).toBeVisible();
    expect(saved).toEqual([
      {
        name: 'Maison Verte',
        website: 'maisonverte.example',
        location: '',
        description: '',
        logo: null,
      },
    ]);
    expect(screen.getByLabelText(TEXTS.website)).toHaveValue('https://maisonverte.example/');
  });

  it('shows the form’s messages in order and sends nothing', async () => {
    const saved = installServer();
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText(TEXTS.website), 'not a site');
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(COMPANY_FORM_MESSAGES.name)).toBeVisible();
    expect(screen.getByText(COMPANY_FORM_MESSAGES.website)).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('keeps what was typed and shows the failure banner when the save fails', async () => {
    installServer({ failSave: true });
    const { user } = renderScreen();
    await user.type(await screen.findByLabelText(/Company Name/), 'Maison Verte');
    await user.click(screen.getByRole('button', { name: TEXTS.save }));
    expect(await screen.findByText(PROFILE_BANNERS.failure.title)).toBeVisible();
    expect(screen.getByText(PROFILE_BANNERS.failure.message)).toBeVisible();
    expect(screen.getByLabelText(/Company Name/)).toHaveValue('Maison Verte');
  });
});
