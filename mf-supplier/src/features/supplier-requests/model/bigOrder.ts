/**
 * A big order's Pro window as the supplier reads it (issue 43 item 4): the thresholds and the
 * texts are api-contract's values; the API says whether the window still holds for this reader
 * (`reservedForPro`), so this only words its end.
 */
import { BIG_ORDER_TEXTS } from '@atelier/api-contract/values';

const WINDOW_END = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Open to Pro suppliers until Dec 1, 2026, 6:42 PM' (the reader's time zone). */
export function openToProUntil(until: string): string {
  return BIG_ORDER_TEXTS.openToProUntil(WINDOW_END.format(new Date(until)));
}
