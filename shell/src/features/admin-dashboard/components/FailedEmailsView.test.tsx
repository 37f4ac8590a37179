import type { AdminEmail } from '@atelier/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import { FAILED_EMAILS_TEXTS as TEXTS } from '../model/texts';
import { FailedEmailsView } from './FailedEmailsView';

const anEmail = (overrides: Partial<AdminEmail>): AdminEmail => ({
  id: '00000000-0000-4000-8000-000000000071',
  kind: 'mail.notification',
  recipientId: '00000000-0000-4000-8000-00000000000a',
  state: 'failed',
  attempts: 8,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
  runAt: '2026-03-10T10:00:00.000Z',
  finishedAt: '2026-03-10T18:00:00.000Z',
  createdAt: '2026-03-10T09:00:00.000Z',
  ...overrides,
});

function renderView(props: Partial<Parameters<typeof FailedEmailsView>[0]>) {
  const onRetry = jest.fn();
  render(
    <AtelierThemeProvider>
      <FailedEmailsView emails={undefined} failed={false} onRetry={onRetry} {...props} />
    </AtelierThemeProvider>,
  );
  return { onRetry };
}

describe('Failed e-mails', () => {
  it('lists each with its kind, recipient, attempts and last error', () => {
    renderView({
      emails: [
        anEmail({ id: 'b', kind: 'mail.unread-messages' }),
        anEmail({ id: 'a', kind: 'mail.team-invitation', recipientId: null, attempts: 3 }),
      ],
    });
    const items = within(screen.getByRole('list', { name: TEXTS.title })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Unread messages');
    expect(items[0]).toHaveTextContent('8 attempts');
    expect(items[0]).toHaveTextContent('ECONNREFUSED');
    expect(items[1]).toHaveTextContent('Team invitation');
    expect(items[1]).toHaveTextContent('An invited address');
  });

  it('says when there are none, shows its loading state, and offers Retry', async () => {
    const { unmount } = render(
      <AtelierThemeProvider>
        <FailedEmailsView emails={[]} failed={false} onRetry={jest.fn()} />
      </AtelierThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: TEXTS.empty })).toBeVisible();
    unmount();
    const { onRetry } = renderView({ failed: true });
    await userEvent.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows its loading state', () => {
    renderView({});
    expect(screen.getByText(TEXTS.loading)).toBeInTheDocument();
  });
});
