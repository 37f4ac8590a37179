import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, never, type FakeReply } from '../../../test/fakeApi';
import { renderInArea } from '../../../test/render';
import { EMAIL_TEXTS, PLM_BOX_TEXTS, WAITLIST_TEXTS } from '../model/texts';
import { PlmSection } from './PlmSection';

const subscribed: FakeReply = { status: 201, body: { status: 'subscribed' } };
const notLaunched: FakeReply = { status: 200, body: { launched: false, announcedAt: null } };

/** What the section sent, without its read of the launch state. */
const sent = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.path !== '/api/plm/launch');

const waitlistForm = () => screen.getByRole('form', { name: WAITLIST_TEXTS.formLabel });
const updatesForm = () => screen.getByRole('form', { name: PLM_BOX_TEXTS.formLabel });

describe('the PLM waitlist form', () => {
  it('stores the address and says "You\'re on the list!"', async () => {
    const api = fakeApi({ 'POST /api/waitlist': () => subscribed });
    const { user } = renderInArea(<PlmSection />, { withStore: true });

    const email = within(waitlistForm()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, '  ana@studio.com ');
    await user.click(within(waitlistForm()).getByRole('button', { name: WAITLIST_TEXTS.submit }));

    expect(await screen.findByText(WAITLIST_TEXTS.confirmationTitle)).toBeVisible();
    expect(screen.getByText(WAITLIST_TEXTS.confirmationText)).toBeVisible();
    expect(screen.queryByRole('form', { name: WAITLIST_TEXTS.formLabel })).not.toBeInTheDocument();
    expect(sent(api)).toEqual([
      {
        method: 'POST',
        path: '/api/waitlist',
        query: {},
        body: { email: 'ana@studio.com', source: 'plm' },
      },
    ]);
  });

  it('shows the note and the way to the current platform', () => {
    fakeApi();
    renderInArea(<PlmSection />, { withStore: true });
    expect(screen.getByText(WAITLIST_TEXTS.note)).toBeVisible();
    expect(screen.getByRole('link', { name: WAITLIST_TEXTS.explore })).toHaveAttribute(
      'href',
      '/marketplace-full',
    );
    for (const benefit of [
      'Free 3-month trial at launch',
      'Priority onboarding and support',
      'Exclusive beta features',
    ]) {
      expect(screen.getByText(benefit)).toBeVisible();
    }
  });

  it.each<[string, FakeReply, string]>([
    [
      'the service fails',
      { status: 503, body: { error: 'Service Unavailable' } },
      EMAIL_TEXTS.tryAgain,
    ],
    ['the service is unreachable', 'network-error', EMAIL_TEXTS.tryAgain],
    [
      'the service is rate limiting',
      { status: 429, body: { error: 'Too Many Requests' } },
      EMAIL_TEXTS.rateLimited,
    ],
  ])('keeps the address and asks to try again when %s', async (_, failure, message) => {
    const api = fakeApi({ 'POST /api/waitlist': () => failure });
    const { user } = renderInArea(<PlmSection />, { withStore: true });
    const email = within(waitlistForm()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio.com');
    await user.click(within(waitlistForm()).getByRole('button', { name: WAITLIST_TEXTS.submit }));

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
    expect(email).toHaveValue('ana@studio.com');
    expect(screen.queryByText(WAITLIST_TEXTS.confirmationTitle)).not.toBeInTheDocument();

    api.on('POST /api/waitlist', () => subscribed);
    await user.click(within(waitlistForm()).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect(await screen.findByText(WAITLIST_TEXTS.confirmationTitle)).toBeVisible();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('marks the field when the service refuses the address (400)', async () => {
    fakeApi({
      'POST /api/waitlist': () => ({
        status: 400,
        body: { error: 'Bad Request', message: 'body/email must match format "email"' },
      }),
    });
    const { user } = renderInArea(<PlmSection />, { withStore: true });
    const email = within(waitlistForm()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio.com');
    await user.click(within(waitlistForm()).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect(await screen.findByText(EMAIL_TEXTS.invalid)).toBeVisible();
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription(EMAIL_TEXTS.invalid);
    expect(email).toHaveValue('ana@studio.com');
  });

  it('is busy while the address is sent', async () => {
    fakeApi({ 'POST /api/waitlist': never });
    const { user } = renderInArea(<PlmSection />, { withStore: true });
    await user.type(
      within(waitlistForm()).getByRole('textbox', { name: EMAIL_TEXTS.label }),
      'ana@studio.com',
    );
    await user.click(within(waitlistForm()).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect(
      await within(waitlistForm()).findByRole('button', { name: WAITLIST_TEXTS.busy }),
    ).toBeDisabled();
  });
});

describe('the PLM launch updates box', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('does nothing with empty text', async () => {
    const api = fakeApi({ 'POST /api/waitlist': () => subscribed });
    const { user } = renderInArea(<PlmSection />, {
      withStore: true,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await user.type(within(updatesForm()).getByRole('textbox', { name: EMAIL_TEXTS.label }), '   ');
    await user.click(within(updatesForm()).getByRole('button', { name: PLM_BOX_TEXTS.submit }));
    expect(sent(api)).toEqual([]);
    expect(screen.queryByText(PLM_BOX_TEXTS.confirmation)).not.toBeInTheDocument();
    expect(screen.queryByText(EMAIL_TEXTS.empty)).not.toBeInTheDocument();
  });

  it('says what is wrong with text that is not an address, without sending it', async () => {
    const api = fakeApi({ 'POST /api/waitlist': () => subscribed });
    const { user } = renderInArea(<PlmSection />, {
      withStore: true,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    const email = within(updatesForm()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio');
    await user.click(within(updatesForm()).getByRole('button', { name: PLM_BOX_TEXTS.submit }));
    expect(email).toHaveAccessibleDescription(EMAIL_TEXTS.invalid);
    expect(email).toHaveFocus();
    expect(sent(api)).toEqual([]);
  });

  it('stores the address, confirms for 3 seconds, then clears', async () => {
    const api = fakeApi({ 'POST /api/waitlist': () => subscribed });
    const { user } = renderInArea(<PlmSection />, {
      withStore: true,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    const email = within(updatesForm()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio.com');
    await user.click(within(updatesForm()).getByRole('button', { name: PLM_BOX_TEXTS.submit }));

    expect(await screen.findByText(PLM_BOX_TEXTS.confirmation)).toBeVisible();
    expect(sent(api).map((request) => request.body)).toEqual([
      { email: 'ana@studio.com', source: 'plm' },
    ]);

    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByText(PLM_BOX_TEXTS.confirmation)).toBeVisible();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText(PLM_BOX_TEXTS.confirmation)).not.toBeInTheDocument();
    expect(email).toHaveValue('');
  });
});

describe('the PLM section once PLM is launched (issue 38)', () => {
  it('links to Atelier PLM instead of the waitlist form', async () => {
    const api = fakeApi({
      'GET /api/plm/launch': () => ({
        status: 200,
        body: { launched: true, announcedAt: '2026-03-10T10:00:00.000Z' },
      }),
    });
    renderInArea(<PlmSection />, { withStore: true });
    // The form first (as prerendered), the link once the launch state is known.
    expect(waitlistForm()).toBeVisible();
    const link = await screen.findByRole('link', { name: WAITLIST_TEXTS.open });
    expect(link).toHaveAttribute('href', '/plm');
    expect(screen.queryByRole('form', { name: WAITLIST_TEXTS.formLabel })).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.path === '/api/plm/launch')).toHaveLength(1);
  });

  it.each<[string, FakeReply]>([
    ['before the launch', notLaunched],
    [
      'when the launch state cannot be read',
      { status: 503, body: { error: 'Service Unavailable' } },
    ],
  ])('keeps the waitlist form %s', async (_, reply) => {
    const api = fakeApi({ 'GET /api/plm/launch': () => reply });
    renderInArea(<PlmSection />, { withStore: true });
    await waitFor(() => {
      expect(api.requests.some((request) => request.path === '/api/plm/launch')).toBe(true);
    });
    expect(waitlistForm()).toBeVisible();
    expect(screen.queryByRole('link', { name: WAITLIST_TEXTS.open })).not.toBeInTheDocument();
  });
});
