// The card with its API store, auth-service faked at the network's edge (`fetch`), uploads by a
// test uploader.
import { fireEvent, screen } from '@testing-library/react';
import type {
  MyVerification,
  SupplierProfile,
  VerificationApplication,
  VerificationApplicationBody,
} from '@atelier/api-contract';
import { ROUTES, UploaderProvider, type SessionSnapshot, type Uploader } from '@atelier/shared-ui';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { VERIFICATION_TEXTS as TEXTS } from '../model/texts';
import { VerificationCard } from './VerificationCard';

const supplier = (isPremium: boolean): SessionSnapshot => ({
  status: 'signedIn',
  profile: { id: 's-1', email: 's@demo.test', fullName: 'Sam', role: 'supplier' },
  isPremium,
});

const profile: SupplierProfile = {
  userId: '00000000-0000-4000-8000-000000000003',
  companyName: 'Porto Knit Mills',
  capabilities: ['Knitting'],
  certifications: [],
  regions: ['Europe'],
  description: null,
  website: null,
  location: null,
  logo: null,
  catalogue: null,
  verified: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const KEY = 'a'.repeat(32);

const application = (
  overrides: Partial<VerificationApplication> = {},
): VerificationApplication => ({
  id: '00000000-0000-4000-8000-000000000009',
  supplierId: profile.userId,
  companyName: profile.companyName,
  legalName: 'Porto Knit Mills Lda',
  registrationNumber: 'PT 509',
  address: 'Porto',
  website: 'https://portoknit.example/',
  document: { name: 'registration.pdf', size: 10, url: `/api/uploads/${KEY}/download` },
  status: 'pending',
  refusalReason: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  reviewedAt: null,
  ...overrides,
});

/** What the API base reads of a response (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as Response;

function installServer(initial: MyVerification) {
  let mine = initial;
  const bodies: VerificationApplicationBody[] = [];
  window.fetch = jest.fn((_url: string, init?: { method?: string; body?: string }) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(init.body ?? '{}') as VerificationApplicationBody;
      bodies.push(body);
      mine = { application: application(), verified: false };
      return Promise.resolve(answer(201, mine.application));
    }
    return Promise.resolve(answer(200, mine));
  }) as unknown as typeof fetch;
  return bodies;
}

const uploader: Uploader = (file, purpose, handlers) => {
  expect(purpose).toBe('verification-document');
  handlers.onProgress(file.size, file.size);
  handlers.onSuccess(KEY);
  return { cancel: () => undefined };
};

const renderCard = (isPremium: boolean, given: SupplierProfile | null = profile) =>
  renderWithProviders(
    <StoreProvider>
      <UploaderProvider uploader={uploader}>
        <VerificationCard profile={given} />
      </UploaderProvider>
    </StoreProvider>,
    { platform: createFakePlatform(supplier(isPremium)), route: '/supplier/profile' },
  );

describe('VerificationCard', () => {
  it('tells a Starter supplier it is a Supplier Pro feature, with the way to the plans', () => {
    const bodies = installServer({ application: null, verified: false });
    renderCard(false);
    expect(screen.getByText(TEXTS.starter)).toBeVisible();
    expect(screen.getByRole('link', { name: TEXTS.upgrade })).toHaveAttribute(
      'href',
      ROUTES.supplier.subscription,
    );
    expect(screen.queryByRole('button', { name: TEXTS.submit })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('asks a Pro supplier without a profile to save it first', () => {
    installServer({ application: null, verified: false });
    renderCard(true, null);
    expect(screen.getByText(TEXTS.needsProfile)).toBeVisible();
  });

  it('checks the form, uploads the document and sends the application; then it waits for review', async () => {
    const bodies = installServer({ application: null, verified: false });
    const { user } = renderCard(true);
    const submit = await screen.findByRole('button', { name: TEXTS.submit });
    await user.click(submit);
    for (const message of Object.values(TEXTS.required)) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText(TEXTS.legalName), 'Porto Knit Mills Lda');
    await user.type(screen.getByLabelText(TEXTS.registrationNumber), 'PT 509');
    await user.type(screen.getByLabelText(TEXTS.address), 'Porto');
    await user.type(screen.getByLabelText(TEXTS.website), 'portoknit.example');
    fireEvent.change(screen.getByLabelText(TEXTS.document), {
      target: { files: [new File(['%PDF-'], 'registration.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(TEXTS.documentChosen('registration.pdf'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: TEXTS.submit }));

    expect(await screen.findByText(/is waiting for review/)).toBeVisible();
    expect(bodies).toEqual([
      {
        legalName: 'Porto Knit Mills Lda',
        registrationNumber: 'PT 509',
        address: 'Porto',
        website: 'portoknit.example',
        document: KEY,
      },
    ]);
  });

  it('shows a refusal with its reason and the form to apply again', async () => {
    installServer({
      application: application({ status: 'refused', refusalReason: 'Blurry scan' }),
      verified: false,
    });
    renderCard(true);
    expect(await screen.findByText(TEXTS.refused('Blurry scan'))).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.submit })).toBeVisible();
  });

  it('says so once verified', async () => {
    installServer({ application: application({ status: 'approved' }), verified: true });
    renderCard(true);
    expect(await screen.findByText(TEXTS.verified)).toBeVisible();
    expect(screen.queryByRole('button', { name: TEXTS.submit })).not.toBeInTheDocument();
  });
});
