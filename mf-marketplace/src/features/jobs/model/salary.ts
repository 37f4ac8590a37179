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
export function formatSalary(salary: Salary | null): string {
  if (salary === null) return JOB_TEXTS.salaryNotSpecified;
  const period = JOB_TEXTS.perPeriod[salary.period];
  const amount =
    salary.min === salary.max
      ? money(salary.min, salary.currency)
      : `${money(salary.min, salary.currency)} - ${money(salary.max, salary.currency)}`;
  return `${amount} / ${period}`;
}
