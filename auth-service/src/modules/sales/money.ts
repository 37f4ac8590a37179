/** Money as the spec writes it (001 section 9): US dollars, US formatting, two decimals. */
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

export const formatUsd = (cents: number) => USD.format(cents / 100);

/** Cents as a plain decimal number of dollars (CSV cells a spreadsheet reads as numbers). */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
