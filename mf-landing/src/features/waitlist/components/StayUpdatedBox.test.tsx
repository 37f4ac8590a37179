import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test/fakeApi';
import { renderInArea } from '../../../test/render';
import { EMAIL_TEXTS, STAY_UPDATED_TEXTS } from '../model/texts';
import { StayUpdatedBox } from './StayUpdatedBox';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const render = () =>
  renderInArea(<StayUpdatedBox />, {
    withStore: true,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
const form = () => screen.getByRole('form', { name: STAY_UPDATED_TEXTS.title });

describe("the footer's Stay Updated box", () => {
  it('is a titled region with an email field and Subscribe', () => {
    fakeApi();
    render();
    expect(screen.getByRole('region', { name: STAY_UPDATED_TEXTS.title })).toBeVisible();
    expect(within(form()).getByRole('textbox', { name: EMAIL_TEXTS.label })).toHaveAttribute(
      'type',
      'email',
    );
  });

  it('subscribes to the newsletter list, confirms for 3 seconds, then clears', async () => {
    const api = fakeApi({
      'POST /api/waitlist': () => ({ status: 201, body: { status: 'subscribed' } }),
    });
    const { user } = render();
    const email = within(form()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio.com');
    await user.keyboard('{Enter}');

    expect(await screen.findByText(STAY_UPDATED_TEXTS.confirmation)).toBeVisible();
    expect(api.requests.map((request) => request.body)).toEqual([
      { email: 'ana@studio.com', source: 'newsletter' },
    ]);
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(STAY_UPDATED_TEXTS.confirmation)).not.toBeInTheDocument();
    expect(email).toHaveValue('');
  });

  it('keeps the address and asks to try again when the service is down', async () => {
    fakeApi({ 'POST /api/waitlist': () => 'network-error' });
    const { user } = render();
    const email = within(form()).getByRole('textbox', { name: EMAIL_TEXTS.label });
    await user.type(email, 'ana@studio.com');
    await user.click(within(form()).getByRole('button', { name: STAY_UPDATED_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_TEXTS.tryAgain);
    expect(email).toHaveValue('ana@studio.com');
    expect(screen.queryByText(STAY_UPDATED_TEXTS.confirmation)).not.toBeInTheDocument();
  });
});
