import type { Sample, SampleCard, Style } from '@atelier/api-contract';
import { emptyStyleContent } from '@atelier/api-contract/values';
import {
  createFakePlatform,
  fakeServer,
  renderWithProviders,
  type RecordedRequest,
} from '@atelier/shared-ui/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { StoreProvider } from '../../../testing/StoreProvider';
import { SAMPLE_TEXTS as T } from '../model/texts';
import { SamplesPanel } from './SamplesPanel';

const STYLE_ID = '00000000-0000-4000-8000-000000000001';
const SAMPLE_ID = '00000000-0000-4000-8000-0000000000a1';

const style = (access: Style['access']): Style => ({
  id: STYLE_ID,
  revision: 3,
  owner: { kind: 'company', id: 'co1', name: 'Atelier Nord' },
  createdAt: '2027-01-01T00:00:00.000Z',
  updatedAt: '2027-01-01T00:00:00.000Z',
  updatedBy: { id: 'u1', name: 'Lena' },
  content: {
    ...emptyStyleContent(new Date(2027, 0, 1)),
    sizeRange: { name: 'XXS-XXL', sizes: ['S', 'M', 'L'], baseSize: 'M' },
  },
  imageUrls: {},
  canDelete: access === 'owner',
  access,
});

const card: SampleCard = {
  id: SAMPLE_ID,
  styleId: STYLE_ID,
  styleNumber: 'AT-1',
  styleName: 'Shirt',
  revision: 2,
  type: 'Fit',
  supplier: { id: 's1', name: 'Porto Mills' },
  size: 'S',
  status: 'Received',
  requestedOn: '2027-03-14',
  receivedOn: '2027-04-02',
  outOfTolerance: 0,
  updatedAt: '2027-04-02T10:00:00.000Z',
};

const sample = (overrides: Partial<Sample> = {}): Sample => ({
  ...card,
  version: 4,
  moves: ['Approved', 'Rejected'],
  canMeasure: true,
  canRevise: true,
  measurementUnit: 'cm',
  measurements: [
    {
      pointId: 'chest',
      code: 'A',
      name: 'Chest width',
      specMicrometres: 535_000,
      toleranceMicrometres: 10_000,
      measuredMicrometres: null,
      deviationMicrometres: null,
      outOfTolerance: false,
      comment: '',
      version: 0,
    },
  ],
  photos: [],
  canEditPhotos: true,
  ...overrides,
});

const PHOTO = 'ab'.repeat(16);
const photo = {
  uploadId: PHOTO,
  thumbnailUrl: `/api/images/${PHOTO}/thumbnail.webp`,
  url: `/api/images/${PHOTO}/display.webp`,
  addedBy: { id: 's1', name: 'Porto Mills' },
  addedAt: '2027-04-02T10:00:00.000Z',
};

function renderPanel(
  access: Style['access'],
  route: string,
  answer: (r: RecordedRequest) => unknown,
  newsCount = 0,
) {
  const requests = fakeServer((request) => {
    const body = answer(request);
    return body === undefined
      ? { status: 500, body: { message: 'unexpected' } }
      : { status: 200, body };
  });
  const platform = createFakePlatform({
    status: 'signedIn',
    profile: { id: 'c1', email: 'brand@example.com', fullName: 'Lena Brand', role: 'client' },
    isPremium: true,
  });
  platform.getAccessToken.mockResolvedValue('token-1');
  const onRevised = jest.fn();
  const rendered = renderWithProviders(
    <StoreProvider>
      <SamplesPanel
        style={style(access)}
        dirty={false}
        onRevised={onRevised}
        newsCount={newsCount}
      />
    </StoreProvider>,
    { platform, route },
  );
  const news = (count: number) =>
    rendered.rerender(
      <StoreProvider>
        <SamplesPanel style={style(access)} dirty={false} onRevised={onRevised} newsCount={count} />
      </StoreProvider>,
    );
  return { ...rendered, requests, onRevised, news };
}

const pathOf = (request: RecordedRequest) => new URL(request.url, 'http://localhost').pathname;

describe('SamplesPanel', () => {
  it('lists the rounds and requests one from a reviewer of the style', async () => {
    const { user, requests } = renderPanel('owner', '/plm/styles/x/samples', (request) => {
      const path = pathOf(request);
      if (path.endsWith('/collaborators')) {
        return {
          items: [
            { userId: 's1', name: 'Porto Mills', role: 'reviewer', addedAt: card.updatedAt },
            { userId: 'e1', name: 'Sarah Chen', role: 'editor', addedAt: card.updatedAt },
          ],
        };
      }
      if (path.endsWith('/samples') && request.method === 'GET')
        return { items: [{ ...card, outOfTolerance: 1 }] };
      if (path.endsWith('/samples') && request.method === 'POST') return sample();
      return undefined;
    });
    const list = await screen.findByRole('list', { name: T.listLabel });
    expect(within(list).getByText(T.outOfToleranceCount(1))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: T.request.submit }));
    const supplier = screen.getByRole('combobox', { name: T.request.supplier });
    expect(supplier).toHaveFocus();
    // Only reviewers are offered.
    expect(within(supplier).queryByRole('option', { name: 'Sarah Chen' })).toBeNull();
    await user.selectOptions(supplier, 'Porto Mills');
    await user.selectOptions(screen.getByRole('combobox', { name: T.request.size }), 'S');
    await user.click(screen.getByRole('button', { name: T.request.submit }));
    await waitFor(() => {
      expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        type: 'Proto',
        supplierId: 's1',
        size: 'S',
      });
    });
  });

  it('a received round: the deviation live, out of tolerance in words, saved with its version; the spec revised from chosen points', async () => {
    const measured = sample({
      outOfTolerance: 1,
      measurements: [
        {
          ...sample().measurements[0]!,
          measuredMicrometres: 548_000,
          deviationMicrometres: 13_000,
          outOfTolerance: true,
          comment: 'Full at chest',
          version: 1,
        },
      ],
    });
    // The server as it is: once measured, the round reads measured.
    let current = sample();
    const { user, requests, onRevised } = renderPanel(
      'owner',
      `/plm/styles/x/samples?sample=${SAMPLE_ID}`,
      (request) => {
        const path = pathOf(request);
        if (path.endsWith('/measurements')) {
          current = measured;
          return measured;
        }
        if (path.endsWith('/revise-spec')) return { ...style('owner'), revision: 4 };
        if (path.endsWith(SAMPLE_ID)) return current;
        return undefined;
      },
    );
    await screen.findByRole('heading', { name: T.round.heading('Fit', 'S') });
    expect(screen.getByText(T.table.notMeasured)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: T.table.measuredLabel('A Chest width') }),
      '54.8',
    );
    const row = screen.getByRole('row', { name: /Chest width/ });
    expect(within(row).getByText('+1.3')).toBeInTheDocument();
    expect(within(row).getByText(T.table.outOfTolerance)).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: T.table.commentLabel('A Chest width') }),
      'Full at chest',
    );
    await user.click(screen.getByRole('button', { name: T.table.save }));
    await waitFor(() => {
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        entries: [
          {
            pointId: 'chest',
            measuredMicrometres: 548_000,
            comment: 'Full at chest',
            baseVersion: 0,
          },
        ],
      });
    });

    await user.click(await screen.findByRole('checkbox', { name: 'A Chest width: 54.8' }));
    await user.click(screen.getByRole('button', { name: T.revise.submit }));
    await waitFor(() => {
      expect(requests.find((request) => pathOf(request).endsWith('/revise-spec'))?.body).toEqual({
        baseRevision: 3,
        pointIds: ['chest'],
      });
    });
    expect(await screen.findByText(T.revise.done(4))).toBeInTheDocument();
    expect(onRevised).toHaveBeenCalled();
  });

  it('another reviewer reads the round: no moves, no fields, no revising', async () => {
    renderPanel('reviewer', `/plm/styles/x/samples?sample=${SAMPLE_ID}`, (request) =>
      pathOf(request).endsWith(SAMPLE_ID)
        ? sample({ moves: [], canMeasure: false, canRevise: false })
        : undefined,
    );
    await screen.findByRole('heading', { name: T.round.heading('Fit', 'S') });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: T.round.moveTo('Approved') })).toBeNull();
    expect(screen.queryByRole('button', { name: T.revise.submit })).toBeNull();
  });

  it('photos: shown to everyone with access; the supplier and the owner remove them', async () => {
    let current = sample({ photos: [photo] });
    const { user, requests } = renderPanel(
      'owner',
      `/plm/styles/x/samples?sample=${SAMPLE_ID}`,
      (request) => {
        const path = pathOf(request);
        if (request.method === 'DELETE' && path.endsWith(`/photos/${PHOTO}`)) {
          current = sample({ photos: [] });
          return current;
        }
        if (path.endsWith(SAMPLE_ID)) return current;
        return undefined;
      },
    );
    const gallery = await screen.findByRole('list', { name: T.photos.listLabel });
    const image = within(gallery).getByRole('img', { name: T.photos.alt(1, 'Porto Mills') });
    expect(image).toHaveAttribute('src', photo.thumbnailUrl);
    expect(within(gallery).getByRole('link', { name: T.photos.open(1) })).toHaveAttribute(
      'href',
      photo.url,
    );
    expect(screen.getByLabelText(T.photos.add)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: T.photos.removeLabel(1) }));
    expect(await screen.findByText(T.photos.none)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('photos: another reviewer sees them, without adding or removing', async () => {
    renderPanel('reviewer', `/plm/styles/x/samples?sample=${SAMPLE_ID}`, (request) =>
      pathOf(request).endsWith(SAMPLE_ID)
        ? sample({
            moves: [],
            canMeasure: false,
            canRevise: false,
            canEditPhotos: false,
            photos: [photo],
          })
        : undefined,
    );
    expect(
      await screen.findByRole('img', { name: T.photos.alt(1, 'Porto Mills') }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(T.photos.add)).toBeNull();
    expect(screen.queryByRole('button', { name: T.photos.removeLabel(1) })).toBeNull();
  });

  it("someone else's news of a round: the open round is read again, and shows their values", async () => {
    let current = sample();
    const { news } = renderPanel('owner', `/plm/styles/x/samples?sample=${SAMPLE_ID}`, (request) =>
      pathOf(request).endsWith(SAMPLE_ID) ? current : undefined,
    );
    await screen.findByText(T.table.notMeasured);
    current = sample({
      outOfTolerance: 1,
      photos: [photo],
      measurements: [
        {
          ...sample().measurements[0]!,
          measuredMicrometres: 548_000,
          deviationMicrometres: 13_000,
          outOfTolerance: true,
          version: 1,
        },
      ],
    });
    news(1);
    expect(await screen.findByText(T.table.outOfTolerance)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: T.photos.alt(1, 'Porto Mills') })).toBeInTheDocument();
  });
});
