import type { SalaryPeriod } from './constants';
import type { Salary } from './job';
import { JOB_TEXTS } from './texts';

const formatters = new Map<string, Intl.NumberFormat>();

function money(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      });
    } catch {
      // An unknown currency code: the amount with the code, rather than nothing.
      return `${amount.toLocaleString('en-US')} ${currency}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** '$85,000 - $110,000 / year', '$45 / hour', or 'Salary not specified'. */
export function formatSalary(salary: Salary | undefined): string {
  if (salary === undefined) return JOB_TEXTS.salaryNotSpecified;
  const period = JOB_TEXTS.perPeriod[salary.period];
  const amount =
    salary.min === salary.max
      ? money(salary.min, salary.currency)
      : `${money(salary.min, salary.currency)} - ${money(salary.max, salary.currency)}`;
  return `${amount} / ${period}`;
}

/**
 * Amounts per year, so that an hourly rate and a yearly salary compare sensibly when sorting
 * (40 hours a week, 52 weeks). A project fee is compared as it is.
 */
const PER_YEAR: Record<SalaryPeriod, number> = { hour: 40 * 52, month: 12, year: 1, project: 1 };

export const yearlyAmount = (amount: number, period: SalaryPeriod): number =>
  amount * PER_YEAR[period];

/** Exchange rates as a central bank quotes them: units of each currency per euro, on `date`. */
export interface ExchangeRates {
  /** ISO 8601 date the rates were published for. */
  date: string;
  /** ISO 4217 code to units per euro; `EUR` is 1. */
  perEuro: Readonly<Record<string, number>>;
}

/**
 * `amount` per `period` in `currency` as euros a year, so that salaries in different currencies
 * compare; null for a currency without a rate (it cannot be placed among the others).
 */
export function comparableYearlyAmount(
  amount: number,
  currency: string,
  period: SalaryPeriod,
  rates: ExchangeRates,
): number | null {
  const perEuro = rates.perEuro[currency];
  if (perEuro === undefined || !(perEuro > 0)) return null;
  return yearlyAmount(amount, period) / perEuro;
}
