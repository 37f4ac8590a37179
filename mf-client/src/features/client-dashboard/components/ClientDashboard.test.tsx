import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  AtelierThemeProvider,
  PlatformProvider,
  type PlatformProps,
  type SessionSnapshot,
} from '@atelier/shared-ui';
import { CLIENT_DASHBOARD_TEXTS, ClientDashboard } from './ClientDashboard';

function renderFor(session: SessionSnapshot) {
  const platform = {
    getSession: () => session,
    subscribeToSession: () => () => undefined,
  } as unknown as PlatformProps;
  render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <MemoryRouter>
          <ClientDashboard />
        </MemoryRouter>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
}

const client = (isPremium: boolean): SessionSnapshot => ({
  status: 'signedIn',
  profile: { id: 'c-1', email: 'c@b.test', fullName: 'C B', role: 'client' },
  isPremium,
});

describe('ClientDashboard', () => {
  it('shows the free badge and Upgrade Now when not subscribed', () => {
    renderFor(client(false));
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.free)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CLIENT_DASHBOARD_TEXTS.upgradeNow })).toHaveAttribute(
      'href',
      '/client/subscription',
    );
  });

  it('shows the premium badge and no Upgrade Now when subscribed', () => {
    renderFor(client(true));
    expect(screen.getByText(CLIENT_DASHBOARD_TEXTS.premium)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: CLIENT_DASHBOARD_TEXTS.upgradeNow }),
    ).not.toBeInTheDocument();
  });
});
