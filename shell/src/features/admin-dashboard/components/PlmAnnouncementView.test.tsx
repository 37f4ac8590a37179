import type { PlmAnnouncementPreview } from '@atelier/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AtelierThemeProvider, formatShortDate } from '@atelier/shared-ui';
import { installDialogPolyfill } from '@atelier/shared-ui/test-utils';
import { PLM_ANNOUNCEMENT_TEXTS as TEXTS } from '../model/texts';
import { PlmAnnouncementView, type PlmAnnouncementOutcome } from './PlmAnnouncementView';

beforeAll(installDialogPolyfill);

const ANNOUNCED_AT = '2026-03-10T10:00:00.000Z';
const announcedOn = formatShortDate(new Date(ANNOUNCED_AT));

/** The view with a fake API: the announcement queues whoever waits, once. */
function Harness({ start, fail }: { start: PlmAnnouncementPreview; fail?: string }) {
  const [preview, setPreview] = useState(start);
  const [outcome, setOutcome] = useState<PlmAnnouncementOutcome | null>(null);
  const onAnnounce = () => {
    if (fail !== undefined) setOutcome({ kind: 'failed', reason: fail });
    else {
      setOutcome({
        kind: 'queued',
        result: { announcedAt: preview.announcedAt ?? ANNOUNCED_AT, queued: preview.waiting },
        wasAnnouncedAt: preview.announcedAt,
      });
      setPreview({ announcedAt: preview.announcedAt ?? ANNOUNCED_AT, waiting: 0 });
    }
    return Promise.resolve();
  };
  return (
    <PlmAnnouncementView
      preview={preview}
      failed={false}
      onRetry={jest.fn()}
      busy={false}
      outcome={outcome}
      onAnnounce={onAnnounce}
    />
  );
}

const renderHarness = (start: PlmAnnouncementPreview, fail?: string) =>
  render(
    <AtelierThemeProvider>
      <Harness start={start} {...(fail === undefined ? {} : { fail })} />
    </AtelierThemeProvider>,
  );

describe('Announce PLM', () => {
  it('asks first, saying how many waitlist addresses will get it, then says it was queued', async () => {
    const user = userEvent.setup();
    renderHarness({ announcedAt: null, waiting: 3 });
    await user.click(screen.getByRole('button', { name: TEXTS.announce }));
    const dialog = screen.getByRole('alertdialog', { name: TEXTS.dialogTitle });
    expect(dialog).toHaveTextContent(
      "3 addresses on the PLM waitlist will get 'Atelier PLM is live' by e-mail, once each.",
    );
    await user.click(within(dialog).getByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByText('Announcement queued for 3 addresses')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The button now says it was announced; a second click queues none.
    await user.click(
      screen.getByRole('button', { name: `Announced on ${announcedOn}: announce again` }),
    );
    const again = screen.getByRole('alertdialog');
    expect(again).toHaveTextContent(TEXTS.dialogMessage(0));
    await user.click(within(again).getByRole('button', { name: TEXTS.confirm }));
    expect(
      await screen.findByText(
        `Already announced on ${announcedOn}: announcement queued for 0 addresses`,
      ),
    ).toBeVisible();
  });

  it('does nothing when the admin cancels', async () => {
    const user = userEvent.setup();
    renderHarness({ announcedAt: null, waiting: 1 });
    await user.click(screen.getByRole('button', { name: TEXTS.announce }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('1 address on the PLM waitlist');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Announcement queued/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.announce })).toBeVisible();
  });

  it('shows a failure clearly, with the reason the API gave', async () => {
    const user = userEvent.setup();
    renderHarness({ announcedAt: null, waiting: 2 }, 'E-mail is off.');
    await user.click(screen.getByRole('button', { name: TEXTS.announce }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: TEXTS.confirm }),
    );
    expect(await screen.findByText('PLM could not be announced: E-mail is off.')).toBeVisible();
    expect(screen.getByRole('button', { name: TEXTS.announce })).toBeVisible();
  });

  it('offers Retry when the waitlist cannot be loaded', async () => {
    const onRetry = jest.fn();
    render(
      <AtelierThemeProvider>
        <PlmAnnouncementView
          preview={undefined}
          failed
          onRetry={onRetry}
          busy={false}
          outcome={null}
          onAnnounce={() => Promise.resolve()}
        />
      </AtelierThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: TEXTS.announce })).not.toBeInTheDocument();
  });
});
