import { screen, within } from '@testing-library/react';
import type { MyPublicProfile, PortfolioProject } from '@atelier/api-contract';
import { ROUTES } from '@atelier/shared-ui';
import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import { PORTFOLIO_TEXTS as T } from '../model/texts';
import { ManagePortfolio } from './ManagePortfolio';

const project = (id: string, title: string, overrides: Partial<PortfolioProject> = {}) =>
  ({
    id,
    title,
    category: 'Swimwear Design',
    description: `${title} description`,
    caption: `${title} description`,
    thumbnail: null,
    client: null,
    year: null,
    tags: ['resort', 'nylon', 'swim', 'print'],
    status: 'published',
    images: [],
    featured: false,
    views: 3,
    likes: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }) satisfies PortfolioProject;

const settings = {
  username: 'sofia',
  saved: true,
  isPublic: true,
  allowDownloads: false,
  showContactInfo: false,
} as MyPublicProfile;

beforeAll(installDialogPolyfill);

describe('ManagePortfolio', () => {
  it('searches, shows status badges and tags, toggles featured, deletes after the confirmation', async () => {
    let projects = [
      project('a0000000-0000-4000-8000-000000000001', 'Resort Capsule'),
      project('a0000000-0000-4000-8000-000000000002', 'Denim Study', {
        category: 'Denim',
        status: 'draft',
        tags: ['denim'],
      }),
    ];
    const requests = fakeServer(({ method, url }) => {
      if (url === '/api/me/public-profile') return { status: 200, body: settings };
      if (method === 'DELETE') {
        projects = projects.filter((one) => !url.endsWith(one.id));
        return { status: 204 };
      }
      if (method === 'PATCH') return { status: 200, body: projects[0] };
      return { status: 200, body: { projects, total: projects.length } };
    });
    const { user } = renderScreen(<ManagePortfolio />, { path: ROUTES.freelancer.portfolio });
    expect(await screen.findByRole('heading', { name: T.yourProjects(2) })).toBeInTheDocument();
    const draft = screen.getByRole('article', { name: 'Denim Study' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    const resort = screen.getByRole('article', { name: 'Resort Capsule' });
    expect(within(resort).getByText('+1 more')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: T.search }), 'NYLON');
    expect(screen.getByRole('heading', { name: T.yourProjects(1) })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: T.search }));

    const shownAgain = (title: string) => screen.getByRole('article', { name: title });
    await user.click(
      within(shownAgain('Resort Capsule')).getByRole('button', { name: T.markFeatured }),
    );
    expect(requests).toContainEqual({
      method: 'PATCH',
      url: '/api/me/projects/a0000000-0000-4000-8000-000000000001',
      body: { featured: true },
    });

    await user.click(within(shownAgain('Denim Study')).getByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(dialog).toHaveTextContent(T.deleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: T.delete }));
    expect(await screen.findByRole('heading', { name: T.yourProjects(1) })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('changes a settings toggle', async () => {
    const requests = fakeServer(({ url }) =>
      url.startsWith('/api/me/public-profile')
        ? { status: 200, body: settings }
        : { status: 200, body: { projects: [], total: 0 } },
    );
    const { user } = renderScreen(<ManagePortfolio />, { path: ROUTES.freelancer.portfolio });
    await user.click(await screen.findByRole('switch', { name: 'Allow downloads' }));
    expect(requests).toContainEqual({
      method: 'PATCH',
      url: '/api/me/public-profile/settings',
      body: { allowDownloads: true },
    });
    expect(screen.getByText(T.empty)).toBeInTheDocument();
  });
});
