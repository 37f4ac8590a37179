import { screen } from '@testing-library/react';
import { ROUTES } from '../core';
import { renderWithProviders } from '../testUtils';
import {
  DASHBOARD_PREVIEW_TEXTS,
  DashboardPreviewFrame,
  useDashboardPreview,
} from './DashboardPreview';

function WhoIsPreviewed() {
  return <p>previewed: {useDashboardPreview() ?? 'none'}</p>;
}

describe('DashboardPreviewFrame', () => {
  it.each(['freelancer', 'client', 'supplier'] as const)(
    'marks the %s dashboard as a preview with a call to sign up for that role',
    (role) => {
      renderWithProviders(
        <DashboardPreviewFrame workspace={role}>
          <WhoIsPreviewed />
        </DashboardPreviewFrame>,
        { route: '/' },
      );
      expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.badge)).toBeVisible();
      expect(screen.getByText(DASHBOARD_PREVIEW_TEXTS.notice)).toBeVisible();
      const signUp = screen.getByRole('link', { name: DASHBOARD_PREVIEW_TEXTS.roles[role].signUp });
      expect(signUp).toHaveAttribute('href', ROUTES.signup);
      expect(screen.getByText(`previewed: ${role}`)).toBeVisible();
    },
  );

  it('answers null outside a preview', () => {
    renderWithProviders(<WhoIsPreviewed />);
    expect(screen.getByText('previewed: none')).toBeVisible();
  });
});
