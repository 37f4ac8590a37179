import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider, PlatformProvider, type PlatformProps } from '@atelier/shared-ui';
import { IdentityContext } from '../../../app/identity/IdentityContext';
import type { Identity } from '../../../app/identity/identity';
import type { Company } from '@atelier/api-contract';
import { INVITATION_TEXTS, SELECT_ROLE_TEXTS } from '../model/roles';
import { AuthServiceError } from '../../../app/identity/identityRequests';
import { SelectRoleScreen } from './SelectRoleScreen';

function renderScreen(
  selectRole: Identity['selectRole'],
  invitation: Partial<Pick<Identity, 'pendingInvitation' | 'joinInvitedCompany'>> = {},
) {
  const navigate = jest.fn();
  const platform = { navigate } as unknown as PlatformProps;
  const identity = {
    selectRole,
    pendingInvitation: () => Promise.resolve({ company: null, linkRefusal: null }),
    joinInvitedCompany: jest.fn(),
    ...invitation,
  } as unknown as Identity;
  render(
    <AtelierThemeProvider>
      <PlatformProvider platform={platform}>
        <IdentityContext.Provider value={identity}>
          <SelectRoleScreen />
        </IdentityContext.Provider>
      </PlatformProvider>
    </AtelierThemeProvider>,
  );
  return { navigate };
}

describe('SelectRoleScreen', () => {
  it('shows the three roles and keeps Continue disabled until one is chosen', async () => {
    renderScreen(jest.fn());
    for (const title of ['Freelancer / Designer', 'Brand / Client', 'Supplier / Manufacturer']) {
      expect(await screen.findByRole('radio', { name: new RegExp(title) })).toBeInTheDocument();
    }
    const submit = screen.getByRole('button', { name: SELECT_ROLE_TEXTS.continue });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByText('Brand / Client'));
    expect(submit).toBeEnabled();
  });

  it("saves the role, shows 'Processing...' and replaces history with the dashboard", async () => {
    window.history.replaceState(null, '', '/onboarding/select-role');
    const entries = window.history.length;
    let finish: () => void = () => undefined;
    const selectRole = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(selectRole);
    await userEvent.click(await screen.findByText('Supplier / Manufacturer'));
    await userEvent.click(screen.getByRole('button', { name: SELECT_ROLE_TEXTS.continue }));

    expect(selectRole).toHaveBeenCalledWith('supplier');
    expect(screen.getByRole('button', { name: SELECT_ROLE_TEXTS.processing })).toBeDisabled();
    finish();
    await waitFor(() => {
      expect(window.location.pathname).toBe('/supplier/dashboard');
    });
    // Role selection's own entry became the guard in front of Keycloak's pages (returnGuard.ts).
    expect(window.history.length).toBe(entries + 1);
  });

  it.each([
    [new Error('This account already has a role'), 'This account already has a role'],
    [new Error(''), SELECT_ROLE_TEXTS.failed],
  ])('on failure shows %p and lets the user try again', async (failure, message) => {
    renderScreen(jest.fn(() => Promise.reject(failure)));
    await userEvent.click(await screen.findByText('Freelancer / Designer'));
    await userEvent.click(screen.getByRole('button', { name: SELECT_ROLE_TEXTS.continue }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SELECT_ROLE_TEXTS.continue })).toBeEnabled();
  });

  describe('with a pending team invitation', () => {
    const company = { id: 'c1', name: 'Northline Studio' } as Company;

    it('offers to join the company, and joining goes to the client dashboard', async () => {
      window.history.replaceState(null, '', '/onboarding/select-role');
      const selectRole = jest.fn();
      const joinInvitedCompany = jest.fn(() => Promise.resolve());
      renderScreen(selectRole, {
        pendingInvitation: () => Promise.resolve({ company, linkRefusal: null }),
        joinInvitedCompany,
      });
      expect(
        await screen.findByRole('heading', { name: INVITATION_TEXTS.title(company.name) }),
      ).toBeVisible();
      expect(screen.getByText(INVITATION_TEXTS.lead(company.name))).toBeVisible();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('button', { name: INVITATION_TEXTS.join(company.name) }),
      );
      expect(joinInvitedCompany).toHaveBeenCalled();
      expect(selectRole).not.toHaveBeenCalled();
      await waitFor(() => {
        expect(window.location.pathname).toBe('/client/dashboard');
      });
    });

    it('lets the invitee choose another role instead', async () => {
      const selectRole = jest.fn(() => Promise.resolve());
      renderScreen(selectRole, {
        pendingInvitation: () => Promise.resolve({ company, linkRefusal: null }),
      });
      await userEvent.click(
        await screen.findByRole('button', { name: INVITATION_TEXTS.chooseOther }),
      );
      await userEvent.click(screen.getByText('Freelancer / Designer'));
      await userEvent.click(screen.getByRole('button', { name: SELECT_ROLE_TEXTS.continue }));
      expect(selectRole).toHaveBeenCalledWith('freelancer');
    });

    it('falls back to the role choice when the invitation is gone', async () => {
      renderScreen(jest.fn(), {
        pendingInvitation: () => Promise.resolve({ company, linkRefusal: null }),
        joinInvitedCompany: jest.fn(() => Promise.reject(new Error(''))),
      });
      await userEvent.click(
        await screen.findByRole('button', { name: INVITATION_TEXTS.join(company.name) }),
      );
      expect(await screen.findByText(INVITATION_TEXTS.failed)).toBeVisible();
      expect(screen.getByRole('radio', { name: /Brand \/ Client/ })).toBeInTheDocument();
    });

    it("says why the invitation e-mail's link was refused, and offers the role choice", async () => {
      const refusal =
        'This invitation was sent to another email address. Sign in with the address it was sent to.';
      renderScreen(jest.fn(), {
        pendingInvitation: () => Promise.resolve({ company: null, linkRefusal: refusal }),
      });
      expect(await screen.findByText(refusal)).toBeVisible();
      expect(screen.getByRole('radio', { name: /Brand \/ Client/ })).toBeInTheDocument();
    });

    it('shows the reason the API gives when joining with a used-up link fails', async () => {
      const used =
        'This invitation link has already been used, or the invitation was withdrawn. Ask the company to invite you again.';
      renderScreen(jest.fn(), {
        pendingInvitation: () => Promise.resolve({ company, linkRefusal: null }),
        joinInvitedCompany: jest.fn(() => Promise.reject(new AuthServiceError(404, used))),
      });
      await userEvent.click(
        await screen.findByRole('button', { name: INVITATION_TEXTS.join(company.name) }),
      );
      expect(await screen.findByText(used)).toBeVisible();
    });
  });
});
