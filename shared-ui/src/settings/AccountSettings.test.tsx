import { screen, waitFor } from '@testing-library/react';
import type { NotificationPreferences } from '@atelier/api-contract';
import { ACCOUNT_PAGES } from '../core';
import { createFakePlatform, installDialogPolyfill, renderWithProviders } from '../testUtils';
import { ACCOUNT_SETTINGS_TEXTS as TEXTS, AccountSettings } from './AccountSettings';

installDialogPolyfill();

const stored: NotificationPreferences = {
  emailMessages: true,
  emailApplications: true,
  emailRequests: false,
  emailSales: true,
  productUpdates: true,
};

/** What the screen reads of a response (jsdom has no Response). */
const answer = (status: number, body?: unknown) =>
  ({ ok: status < 400, status, json: () => Promise.resolve(body) }) as Response;

/** A fake auth-service at the network's edge: `fetch`. */
function installFetch(options: { deleteStatus?: number } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let preferences = stored;
  window.fetch = jest.fn((input: string, init?: { method?: string; body?: string }) => {
    const method = init?.method ?? 'GET';
    const url = input;
    const body: unknown = init?.body === undefined ? undefined : JSON.parse(init.body);
    calls.push({ method, url, body });
    if (method === 'DELETE') {
      return Promise.resolve(answer(options.deleteStatus ?? 204));
    }
    if (method === 'PUT') preferences = body as NotificationPreferences;
    return Promise.resolve(answer(200, preferences));
  }) as unknown as typeof fetch;
  return calls;
}

describe('AccountSettings', () => {
  it('links email and password to the account pages', async () => {
    installFetch();
    renderWithProviders(<AccountSettings workspace="client" />, { platform: createFakePlatform() });
    expect(screen.getByRole('link', { name: TEXTS.changeEmail })).toHaveAttribute(
      'href',
      ACCOUNT_PAGES.personalInfo,
    );
    expect(screen.getByRole('link', { name: TEXTS.changePassword })).toHaveAttribute(
      'href',
      ACCOUNT_PAGES.signingIn,
    );
    await screen.findByRole('switch', { name: TEXTS.preferences.emailRequests });
  });

  it('loads and saves the notification preferences', async () => {
    const calls = installFetch();
    const { user } = renderWithProviders(<AccountSettings workspace="supplier" />, {
      platform: createFakePlatform(),
    });
    const requests = await screen.findByRole('switch', { name: TEXTS.preferences.emailRequests });
    expect(requests).not.toBeChecked();
    await user.click(requests);
    await user.click(screen.getByRole('switch', { name: TEXTS.preferences.productUpdates }));
    await user.click(screen.getByRole('button', { name: TEXTS.savePreferences }));
    expect(await screen.findByText(TEXTS.preferencesSaved)).toBeVisible();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      body: { ...stored, emailRequests: true, productUpdates: false },
    });
  });

  it('turns sales and order e-mails off on their own, apart from client requests (issue 37)', async () => {
    const calls = installFetch();
    const { user } = renderWithProviders(<AccountSettings workspace="client" />, {
      platform: createFakePlatform(),
    });
    const sales = await screen.findByRole('switch', { name: 'Email me about sales and orders' });
    expect(sales).toBeChecked();
    await user.click(sales);
    await user.click(screen.getByRole('button', { name: TEXTS.savePreferences }));
    expect(await screen.findByText(TEXTS.preferencesSaved)).toBeVisible();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      body: { ...stored, emailSales: false },
    });
  });

  it('deletes the account only after DELETE is typed, then signs out', async () => {
    const calls = installFetch();
    const platform = createFakePlatform();
    const { user } = renderWithProviders(<AccountSettings workspace="client" />, { platform });
    await user.click(screen.getByRole('button', { name: TEXTS.deleteButton }));
    const confirm = screen.getByRole('button', { name: TEXTS.deleteConfirm });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(TEXTS.deleteConfirmLabel), 'DELETE');
    await user.click(confirm);
    await waitFor(() => {
      expect(platform.signOut).toHaveBeenCalled();
    });
    expect(calls.at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/account',
      body: { confirmation: 'DELETE' },
    });
  });

  it('says so when the deletion fails, and stays signed in', async () => {
    installFetch({ deleteStatus: 502 });
    const platform = createFakePlatform();
    const { user } = renderWithProviders(<AccountSettings workspace="client" />, { platform });
    await user.click(screen.getByRole('button', { name: TEXTS.deleteButton }));
    await user.type(screen.getByLabelText(TEXTS.deleteConfirmLabel), 'DELETE');
    await user.click(screen.getByRole('button', { name: TEXTS.deleteConfirm }));
    expect(await screen.findByText(TEXTS.deleteFailed)).toBeVisible();
    expect(platform.signOut).not.toHaveBeenCalled();
  });
});
