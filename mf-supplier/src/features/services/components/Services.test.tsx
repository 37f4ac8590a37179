// The screen with its API store, auth-service faked at the network's edge: `fetch`.
import { screen, within } from '@testing-library/react';
import type { ServiceBody, SupplierService } from '@atelier/api-contract';
import {
  createFakePlatform,
  installDialogPolyfill,
  renderWithProviders,
} from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { SERVICE_FORM_MESSAGES, SERVICES_TEXTS as TEXTS } from '../model/texts';
import { Services } from './Services';

installDialogPolyfill();

/** What the API base reads of a response (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    text: () => Promise.resolve(body === null ? '' : JSON.stringify(body)),
  }) as Response;

function installServer() {
  let services: SupplierService[] = [];
  const bodies: ServiceBody[] = [];
  window.fetch = jest.fn((url: string, init?: { method?: string; body?: string }) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      const body = JSON.parse(init?.body ?? '{}') as ServiceBody;
      bodies.push(body);
      const service = {
        ...body,
        id: `00000000-0000-4000-8000-00000000000${String(services.length + 1)}`,
        supplierId: '00000000-0000-4000-8000-000000000003',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      } as SupplierService;
      services = [service, ...services];
      return Promise.resolve(answer(201, service));
    }
    if (method === 'DELETE') {
      services = services.filter((service) => !url.endsWith(service.id));
      return Promise.resolve(answer(204, null));
    }
    return Promise.resolve(answer(200, { services }));
  }) as unknown as typeof fetch;
  return bodies;
}

const renderScreen = () =>
  renderWithProviders(
    <StoreProvider>
      <Services />
    </StoreProvider>,
    { platform: createFakePlatform(), route: '/supplier/services' },
  );

describe('Services', () => {
  it('adds a service through the form, checked first, and lists it; then deletes it', async () => {
    const bodies = installServer();
    const { user } = renderScreen();
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: TEXTS.add })[0]!);

    const form = screen.getByRole('form', { name: TEXTS.newService });
    await user.click(within(form).getByRole('button', { name: TEXTS.form.save }));
    expect(within(form).getByText(SERVICE_FORM_MESSAGES.title)).toBeVisible();
    expect(within(form).getByText(SERVICE_FORM_MESSAGES.categories)).toBeVisible();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText(TEXTS.form.title), 'Jersey knitting');
    await user.selectOptions(within(form).getByLabelText(TEXTS.form.type), 'Garment Manufacturer');
    await user.click(within(form).getByLabelText('Activewear'));
    await user.type(within(form).getByLabelText(TEXTS.form.description), 'Organic jersey.');
    await user.type(within(form).getByLabelText(TEXTS.form.priceMin), '5');
    await user.type(within(form).getByLabelText(TEXTS.form.priceMax), '12');
    await user.type(within(form).getByLabelText(TEXTS.form.moq), '300');
    await user.click(within(form).getByRole('button', { name: TEXTS.form.save }));

    const card = await screen.findByRole('region', { name: 'Jersey knitting' });
    expect(card).toHaveTextContent('$5.00 - $12.00');
    expect(card).toHaveTextContent(TEXTS.moq(300));
    expect(bodies[0]).toMatchObject({ priceMin: 500, priceMax: 1200, moq: 300 });

    await user.click(within(card).getByRole('button', { name: `${TEXTS.delete} Jersey knitting` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: TEXTS.delete }),
    );
    expect(await screen.findByText(TEXTS.emptyTitle)).toBeVisible();
  });
});
