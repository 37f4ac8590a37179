// The supplier's Samples screen with its API store, auth-service faked at the network's edge.
import { screen, within } from '@testing-library/react';
import type { SampleCard } from '@atelier/api-contract';
import { createFakePlatform, renderWithProviders } from '@atelier/shared-ui/test-utils';
import { StoreProvider } from '../../../testing/StoreProvider';
import { SAMPLES_TEXTS as T } from '../model/texts';
import { SupplierSamples } from './SupplierSamples';

const answer = (status: number, body: unknown) =>
  ({
    ok: status < 400,
    status,
    text: () => Promise.resolve(JSON.stringify(body)),
  }) as Response;

const STYLE = '7a1c2c1e-0000-4000-8000-000000000005';
const round = (over: Partial<SampleCard>): SampleCard => ({
  id: '7a1c2c1e-0000-4000-8000-000000000010',
  styleId: STYLE,
  styleNumber: 'AT-1001',
  styleName: 'Poplin shirt',
  revision: 2,
  type: 'Fit',
  supplier: { id: 's', name: 'Mill & Co' },
  size: 'M',
  status: 'Received',
  requestedOn: '2027-03-14',
  receivedOn: '2027-04-02',
  outOfTolerance: 1,
  updatedAt: '2027-04-02T10:00:00.000Z',
  ...over,
});

function installServer(status: number, items: SampleCard[]) {
  const urls: string[] = [];
  window.fetch = jest.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(answer(status, status === 200 ? { items } : { message: 'No' }));
  }) as unknown as typeof fetch;
  return urls;
}

const renderScreen = () =>
  renderWithProviders(
    <StoreProvider>
      <SupplierSamples />
    </StoreProvider>,
    { platform: createFakePlatform(), route: '/supplier/samples' },
  );

describe('SupplierSamples', () => {
  it('lists the rounds with their status; a received one opens its measurement entry in the style', async () => {
    const urls = installServer(200, [
      round({}),
      round({
        id: '7a1c2c1e-0000-4000-8000-000000000011',
        type: 'Proto',
        size: 'S',
        status: 'In work',
        receivedOn: null,
        outOfTolerance: 0,
      }),
    ]);
    renderScreen();
    const list = await screen.findByRole('list', { name: T.title });
    expect(urls[0]).toMatch(/\/plm\/samples\/mine$/);
    const [received, inWork] = within(list).getAllByRole('listitem');

    expect(received).toHaveTextContent('AT-1001 Poplin shirt');
    expect(received).toHaveTextContent(T.round('Fit', 'M'));
    expect(received).toHaveTextContent('Received');
    expect(received).toHaveTextContent(T.revision(2));
    expect(received).toHaveTextContent(T.outOfTolerance(1));
    const measure = within(received!).getByRole('link', {
      name: T.actionLabel(T.measure, 'AT-1001 Poplin shirt', 'Fit', 'M'),
    });
    expect(measure).toHaveAttribute(
      'href',
      `/plm/styles/${STYLE}/samples?sample=7a1c2c1e-0000-4000-8000-000000000010`,
    );

    expect(inWork).toHaveTextContent('In work');
    expect(inWork).not.toHaveTextContent(T.outOfTolerance(0));
    expect(within(inWork!).getByRole('link')).toHaveTextContent(T.open);
  });

  it('says when there is nothing yet, and offers Retry when the list failed', async () => {
    installServer(200, []);
    const { unmount } = renderScreen();
    expect(await screen.findByText(T.emptyTitle)).toBeVisible();
    unmount();

    installServer(500, []);
    const { user } = renderScreen();
    expect(await screen.findByText(T.loadError)).toBeVisible();
    installServer(200, [round({})]);
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('list', { name: T.title })).toBeVisible();
  });
});
