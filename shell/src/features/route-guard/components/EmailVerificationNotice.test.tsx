import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { UNVERIFIED_EMAIL_MESSAGE as API_TEXT } from '../../../../../api-contract/src/errors';
import {
  AuthServiceError,
  isUnverifiedEmail,
  UNVERIFIED_EMAIL_MESSAGE,
} from '../../../app/identity/identityRequests';
import { EMAIL_VERIFICATION_TEXTS, EmailVerificationNotice } from './EmailVerificationNotice';

function renderNotice(onResend: () => Promise<void>, onSignOut = jest.fn()) {
  render(
    <AtelierThemeProvider>
      <EmailVerificationNotice onResend={onResend} onSignOut={onSignOut} />
    </AtelierThemeProvider>,
  );
  return { onSignOut };
}

describe('an account whose address is not verified', () => {
  it('is told what to do, and gets the e-mail again', async () => {
    const onResend = jest.fn(() => Promise.resolve());
    renderNotice(onResend);
    expect(
      screen.getByRole('heading', { level: 1, name: EMAIL_VERIFICATION_TEXTS.title }),
    ).toBeVisible();
    expect(screen.getByText(EMAIL_VERIFICATION_TEXTS.detail)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_VERIFICATION_TEXTS.sent);
  });

  it('says when the e-mail could not be sent, and can sign out', async () => {
    const { onSignOut } = renderNotice(() => Promise.reject(new Error('502')));
    await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_VERIFICATION_TEXTS.failed);
    await userEvent.click(screen.getByRole('button', { name: EMAIL_VERIFICATION_TEXTS.signOut }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('is recognised by auth-service’s own 403 text', () => {
    expect(UNVERIFIED_EMAIL_MESSAGE).toBe(API_TEXT);
    expect(isUnverifiedEmail(new AuthServiceError(403, API_TEXT))).toBe(true);
    expect(isUnverifiedEmail(new AuthServiceError(403, 'This action needs the client role.'))).toBe(
      false,
    );
    expect(isUnverifiedEmail(new AuthServiceError(503, API_TEXT))).toBe(false);
  });
});
