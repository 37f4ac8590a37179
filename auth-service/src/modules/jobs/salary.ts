/**
 * Salaries compared across currencies and periods: the board's 'Salary: High to Low' and 'Low to
 * High' order jobs by amounts stored at write as whole US dollars a year (columns
 * `salary_usd_yearly_min` / `_max`), converted here with the platform's reference rates. Never
 * shown; only used to order.
 */
import type { JobCurrency, SalaryPeriod } from '@atelier/api-contract';

/**
 * Units of each currency per euro: the European Central Bank's euro foreign exchange reference
 * rates of 31 December 2024
 * (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/).
 * Update the date with the numbers; stored amounts keep the rates they were written with.
 */
export const REFERENCE_RATES = {
  date: '2024-12-31',
  perEuro: { EUR: 1, USD: 1.0389, GBP: 0.82918 },
} as const satisfies { date: string; perEuro: Record<JobCurrency, number> };

/** Periods a year: 40 hours a week, 52 weeks; a project fee is compared as it is. */
const PER_YEAR: Record<SalaryPeriod, number> = { hour: 40 * 52, month: 12, year: 1, project: 1 };

/** `amount` in `currency` per `period`, as whole US dollars a year. */
export function usdYearly(amount: number, currency: JobCurrency, period: SalaryPeriod): number {
  const euros = (amount * PER_YEAR[period]) / REFERENCE_RATES.perEuro[currency];
  return Math.round(euros * REFERENCE_RATES.perEuro.USD);
}
