import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { SessionSnapshot } from '../core';
import { createFakePlatform, renderWithProviders } from '../testUtils';
import { RoleWorkspaceLayout } from './RoleWorkspace';

const signedInAs = (role: 'client' | 'supplier'): SessionSnapshot => ({
  status: 'signedIn',
  isPremium: false,
  profile: { id: 'u1', email: 'ada@atelier.test', fullName: 'Ada', role },
});

function renderWorkspace(session: SessionSnapshot) {
  return renderWithProviders(
    <Routes>
      <Route element={<RoleWorkspaceLayout workspace="client" />}>
        <Route path="/client/dashboard" element={<h1>Client Dashboard</h1>} />
      </Route>
    </Routes>,
    { platform: createFakePlatform(session), route: '/client/dashboard' },
  );
}

describe('RoleWorkspaceLayout', () => {
  it("puts the role's navbar above the matched screen for a user of that role", () => {
    renderWorkspace(signedInAs('client'));
    expect(screen.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: 'Talent & Suppliers', hidden: true }).length,
    ).toBeGreaterThan(0);
  });

  it('shows the screen without a navbar to anyone else', () => {
    renderWorkspace(signedInAs('supplier'));
    expect(screen.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    expect(
      screen.queryByRole('link', { name: 'Talent & Suppliers', hidden: true }),
    ).not.toBeInTheDocument();
  });
});
