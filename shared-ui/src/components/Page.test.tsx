import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { theme } from '../theme/theme';
import { Page, PageHeader } from './Page';

describe('Page and PageHeader', () => {
  it('is the main landmark named by its title, with the subtitle lines and the actions', () => {
    renderWithProviders(
      <Page aria-labelledby="jobs-title" width="lg">
        <PageHeader
          title="Manage Listings"
          titleId="jobs-title"
          subtitle={['Your jobs and requests.', false, '2 of 3 used']}
          actions={<button type="button">Post a Job</button>}
        />
        <p>Content</p>
      </Page>,
    );
    const main = screen.getByRole('main', { name: 'Manage Listings' });
    expect(main).toHaveStyle({ maxWidth: theme.breakpoints.lg });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Listings' })).toBeInTheDocument();
    expect(screen.getByText('Your jobs and requests.').tagName).toBe('P');
    expect(screen.getByText('2 of 3 used')).toBeInTheDocument();
    expect(main.querySelectorAll('header p')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Post a Job' })).toBeInTheDocument();
  });

  it('takes the platform’s content width by default and shows no empty parts', () => {
    renderWithProviders(
      <Page>
        <PageHeader title="Analytics" />
      </Page>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveStyle({ maxWidth: theme.layout.contentMaxWidth });
    expect(main.querySelector('header p')).toBeNull();
    expect(main.querySelector('header')?.children).toHaveLength(1);
  });

  it('puts a badge beside the title, outside the heading’s name', () => {
    renderWithProviders(
      <Page>
        <PageHeader title="Dashboard" badge={<span>PRO</span>} subtitle="Welcome back, Ana!" />
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    expect(heading.parentElement).toHaveTextContent(/^DashboardPRO$/);
    expect(screen.getByText('Welcome back, Ana!')).toBeInTheDocument();
  });
});
