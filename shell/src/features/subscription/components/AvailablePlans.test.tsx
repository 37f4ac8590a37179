import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coveredByBrandPro } from '@atelier/api-contract/values';
import { AtelierThemeProvider } from '@atelier/shared-ui';
import type { PlanCatalogue, PricingPlan } from '../api/billingApi';
import { SUBSCRIPTION_TEXTS } from '../model/texts';
import { AvailablePlans } from './AvailablePlans';

const PLANS: PricingPlan[] = [
  {
    id: 'freelancer-starter',
    priceId: null,
    name: 'Freelancer Starter',
    description: 'Everything to get started.',
    price: 0,
    currency: 'usd',
    interval: 'month',
    mode: 'subscription',
    features: ['Public portfolio'],
    userType: 'freelancer',
  },
  {
    id: 'freelancer-pro',
    priceId: 'price_freelancer_pro',
    name: 'Freelancer Pro',
    description: 'Grow faster with unlimited applications.',
    price: 599,
    currency: 'usd',
    interval: 'month',
    mode: 'subscription',
    features: ['Unlimited applications'],
    userType: 'freelancer',
  },
];

function renderPlans(payments: PlanCatalogue['payments'], coveredBy: string | null = null) {
  const onSubscribe = jest.fn();
  render(
    <AtelierThemeProvider>
      <AvailablePlans
        catalogue={{ plans: PLANS, payments }}
        currentPriceId={null}
        onFreePlan={coveredBy === null}
        checkoutPlan={null}
        coveredBy={coveredBy}
        onSubscribe={onSubscribe}
      />
    </AtelierThemeProvider>,
  );
  return { onSubscribe };
}

describe('AvailablePlans', () => {
  it('says online payments are off and disables Subscribe Now', () => {
    renderPlans('off');
    expect(screen.getByText(SUBSCRIPTION_TEXTS.paymentsOffTitle)).toBeInTheDocument();
    expect(screen.getByText(SUBSCRIPTION_TEXTS.paymentsOff)).toBeInTheDocument();
    const pro = screen.getByRole('article', { name: 'Freelancer Pro' });
    expect(
      within(pro).getByRole('button', { name: SUBSCRIPTION_TEXTS.subscribeNow }),
    ).toBeDisabled();
    // The free plan is still shown as the current one.
    expect(
      within(screen.getByRole('article', { name: 'Freelancer Starter' })).getByText(
        SUBSCRIPTION_TEXTS.currentPlan,
      ),
    ).toBeInTheDocument();
  });

  it('shows no notice and lets the user subscribe when payments are available', async () => {
    const { onSubscribe } = renderPlans('available');
    expect(screen.queryByText(SUBSCRIPTION_TEXTS.paymentsOffTitle)).not.toBeInTheDocument();
    const subscribe = within(screen.getByRole('article', { name: 'Freelancer Pro' })).getByRole(
      'button',
      { name: SUBSCRIPTION_TEXTS.subscribeNow },
    );
    expect(subscribe).toBeEnabled();
    await userEvent.click(subscribe);
    expect(onSubscribe).toHaveBeenCalledWith(PLANS[1]);
  });

  it('offers a member covered by their company’s Brand Pro no Subscribe Now, and says why', () => {
    renderPlans('available', 'Coastal Threads');
    const pro = screen.getByRole('article', { name: 'Freelancer Pro' });
    expect(within(pro).getByText(coveredByBrandPro('Coastal Threads'))).toBeInTheDocument();
    expect(within(pro).getByText("Covered by Coastal Threads's Brand Pro")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SUBSCRIPTION_TEXTS.subscribeNow })).toBeNull();
    // Starter is not their plan: the company's Pro is.
    expect(screen.queryByText(SUBSCRIPTION_TEXTS.currentPlan)).not.toBeInTheDocument();
  });
});
