// Percentages the workspaces show with one decimal (conversion rates, monthly growth), in US
// formatting (spec 001, section 9).
import { lazily } from './lazily';

const oneDecimal = lazily(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const signedOneDecimal = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
);

/** '2.5%', '0.0%'; with `signed`, '+12.5%', '-3.0%', '0.0%'. */
export function formatPercent(percent: number, options: { signed?: boolean } = {}): string {
  return `${(options.signed === true ? signedOneDecimal : oneDecimal)().format(percent)}%`;
}
