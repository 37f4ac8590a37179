// Counts (views, downloads, sales) in one format everywhere: US grouping, as the money and the
// percentages are (spec 001, section 9). '4,890' beside '1,248', never '4890'.
import { lazily } from './lazily';

const grouped = lazily(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 4890 -> '4,890'; 127 -> '127'. */
export function formatCount(count: number): string {
  return grouped().format(count);
}
