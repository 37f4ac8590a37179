import type { MinimumPayout, PayoutFrequency, PayoutSettings } from '@atelier/api-contract';
import { formatUsd } from '@atelier/shared-ui';

// The option lists of Settings (Contact Support's topics are shared-ui's: the admin shows them
// too). The API's lists are api-contract values, which the browser does not load (types only):
// the `satisfies` below keep these in step.

/** Spec 001 section 9: weekly, monthly, manual. */
export const PAYOUT_FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'manual', label: 'Manual' },
] as const satisfies readonly { value: PayoutFrequency; label: string }[];

/** Spec 001 section 9: $25, $50, $100 (cents). */
export const MINIMUM_PAYOUT_VALUES = [
  2500, 5000, 10000,
] as const satisfies readonly MinimumPayout[];

export const MINIMUM_PAYOUT_OPTIONS = MINIMUM_PAYOUT_VALUES.map((cents) => ({
  value: String(cents),
  label: formatUsd(cents, { cents: true, wholeDollars: true }),
}));

/** What the form shows before the saved settings arrive, and for an account never saved. */
export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = {
  payoutFrequency: 'weekly',
  minimumPayout: 2500,
  largePaymentAlerts: true,
};
