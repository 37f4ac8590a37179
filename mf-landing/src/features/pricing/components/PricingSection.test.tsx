import { screen, within } from '@testing-library/react';
import { fakeApi, never, type FakeReply, type RecordedRequest } from '../../../test/fakeApi';
import { renderInArea } from '../../../test/render';
import type { Plan, PlanAudience } from '../model/plan';
import { PRICING_TEXTS } from '../model/texts';
import { PricingSection } from './PricingSection';

// auth-service's catalogue as the subscription pages read it (spec 000, sections 6 and 9).
const CATALOGUE: Record<PlanAudience, Plan[]> = {
  freelancer: [
    {
      id: 'freelancer-pro',
      priceId: 'price_freelancer_pro',
      name: 'Freelancer Pro',
      description: 'Grow faster with unlimited applications.',
      price: 599,
      currency: 'usd',
      interval: 'month',
      mode: 'subscription',
      features: ['Unlimited applications', 'Featured profile', 'PRO badge'],
      userType: 'freelancer',
    },
    {
      id: 'freelancer-starter',
      priceId: null,
      name: 'Freelancer Starter',
      description: 'Everything to get started.',
      price: 0,
      currency: 'usd',
      interval: 'month',
      mode: 'subscription',
      features: ['Public portfolio', 'Apply to 1 project per month'],
      userType: 'freelancer',
    },
  ],
  supplier: [
    {
      id: 'supplier-pro',
      priceId: 'price_supplier_pro',
      name: 'Supplier Pro',
      description: 'Be found first.',
      price: 1599,
      currency: 'usd',
      interval: 'month',
      mode: 'subscription',
      features: ['Unlimited project replies', 'Verified Supplier badge'],
      userType: 'supplier',
    },
  ],
  client: [
    {
      id: 'client-pro',
      priceId: 'price_client_pro',
      name: 'Client Monthly Subscription',
      description: 'Hire without limits.',
      price: 899,
      currency: 'usd',
      interval: 'month',
      mode: 'subscription',
      features: ['Unlimited job posts and contacts', 'AI-powered matches'],
      userType: 'client',
    },
  ],
};

const catalogue = ({ query }: RecordedRequest): FakeReply => ({
  status: 200,
  body: { plans: CATALOGUE[query.role as PlanAudience] },
});

const plansPanel = () => screen.getByRole('tabpanel');

describe('PricingSection', () => {
  it('shows a tab per audience, the first one selected', () => {
    fakeApi({ 'GET /api/plans': never });
    renderInArea(<PricingSection />, { withStore: true });
    const tabs = within(screen.getByRole('tablist', { name: PRICING_TEXTS.tabsLabel }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Designer/Freelancer',
      'Supplier',
      'Brand/Client',
    ]);
    expect(tabs.getByRole('tab', { name: 'Designer/Freelancer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("loads the freelancers' plans and shows them, cheapest first", async () => {
    const api = fakeApi({ 'GET /api/plans': catalogue });
    renderInArea(<PricingSection />, { withStore: true });
    expect(within(plansPanel()).getByRole('status')).toHaveTextContent(PRICING_TEXTS.loading);

    const starter = await screen.findByRole('region', { name: 'Freelancer Starter' });
    const pro = screen.getByRole('region', { name: 'Freelancer Pro' });
    expect(starter.compareDocumentPosition(pro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(starter).toHaveTextContent('Free');
    expect(within(starter).getByRole('list')).toHaveTextContent('Apply to 1 project per month');
    expect(within(starter).getByRole('link', { name: 'Start for Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(pro).toHaveTextContent('$5.99/month');
    expect(pro).toHaveTextContent('Grow faster with unlimited applications.');
    expect(
      within(within(pro).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited applications', 'Featured profile', 'PRO badge']);
    expect(within(pro).getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute(
      'href',
      '/signup',
    );

    expect(api.requests).toEqual([
      { method: 'GET', path: '/api/plans', query: { role: 'freelancer' }, body: undefined },
    ]);
  });

  it.each([
    ['Supplier', 'supplier', 'Supplier Pro', '$15.99/month'],
    ['Brand/Client', 'client', 'Client Monthly Subscription', '$8.99/month'],
  ])('the %s tab reads the %s plans', async (tab, role, planName, price) => {
    const api = fakeApi({ 'GET /api/plans': catalogue });
    const { user } = renderInArea(<PricingSection />, { withStore: true });
    await screen.findByRole('region', { name: 'Freelancer Pro' });
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('region', { name: planName })).toHaveTextContent(price);
    expect(api.requests.map((request) => request.query.role)).toEqual(['freelancer', role]);
  });

  it.each<[string, FakeReply]>([
    ['the service fails', { status: 500, body: { error: 'Internal Server Error' } }],
    ['the service is unreachable', 'network-error'],
    ['the answer is not a catalogue', { status: 200, body: { plans: [{ id: 'x' }] } }],
  ])('says so with Retry when %s, and Retry loads them', async (_, failure) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ 'GET /api/plans': () => failure });
    const { user } = renderInArea(<PricingSection />, { withStore: true });

    const alert = await within(plansPanel()).findByRole('alert');
    expect(alert).toHaveTextContent(PRICING_TEXTS.errorTitle);
    expect(screen.queryByRole('region', { name: 'Freelancer Pro' })).not.toBeInTheDocument();

    api.on('GET /api/plans', catalogue);
    await user.click(within(alert).getByRole('button', { name: PRICING_TEXTS.retry }));
    expect(await screen.findByRole('region', { name: 'Freelancer Pro' })).toBeInTheDocument();
    expect(within(plansPanel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says online payments are off and disables Subscribe Now when the service has none', async () => {
    fakeApi({
      'GET /api/plans': ({ query }) => ({
        status: 200,
        body: { plans: CATALOGUE[query.role as PlanAudience], payments: 'off' },
      }),
    });
    renderInArea(<PricingSection />, { withStore: true });
    const pro = await screen.findByRole('region', { name: 'Freelancer Pro' });
    expect(within(plansPanel()).getByText(PRICING_TEXTS.paymentsOffTitle)).toBeInTheDocument();
    expect(within(plansPanel()).getByText(PRICING_TEXTS.paymentsOff)).toBeInTheDocument();
    expect(within(pro).queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
    // The free plan needs no payment: its sign-up link stays.
    const starter = screen.getByRole('region', { name: 'Freelancer Starter' });
    expect(within(starter).getByRole('link', { name: 'Start for Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows no payments notice when payments are available', async () => {
    fakeApi({
      'GET /api/plans': ({ query }) => ({
        status: 200,
        body: { plans: CATALOGUE[query.role as PlanAudience], payments: 'available' },
      }),
    });
    renderInArea(<PricingSection />, { withStore: true });
    const pro = await screen.findByRole('region', { name: 'Freelancer Pro' });
    expect(screen.queryByText(PRICING_TEXTS.paymentsOffTitle)).not.toBeInTheDocument();
    expect(within(pro).getByRole('link', { name: 'Subscribe Now' })).toBeEnabled();
  });
});
