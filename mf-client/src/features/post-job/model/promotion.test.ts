import { jobPromotionTotalCents } from '@atelier/api-contract/values';
import { promotionsToBuy } from './promotion';

const none = { featured: false, urgent: false };

describe('promotionsToBuy', () => {
  it.each([
    ['nothing chosen', none, none, none, 0],
    [
      'featured on a new job',
      { featured: true, urgent: false },
      none,
      { featured: true, urgent: false },
      5000,
    ],
    [
      'both on a new job',
      { featured: true, urgent: true },
      none,
      { featured: true, urgent: true },
      7500,
    ],
    [
      'featured already paid',
      { featured: true, urgent: true },
      { featured: true, urgent: false },
      { featured: false, urgent: true },
      2500,
    ],
    [
      'both already paid',
      { featured: true, urgent: true },
      { featured: true, urgent: true },
      none,
      0,
    ],
    [
      'urgent unticked, featured paid',
      { featured: false, urgent: false },
      { featured: true, urgent: false },
      none,
      0,
    ],
  ])('%s', (_case, chosen, paid, expected, cents) => {
    const toBuy = promotionsToBuy(chosen, paid);
    expect(toBuy).toEqual(expected);
    expect(jobPromotionTotalCents(toBuy)).toBe(cents);
  });
});
