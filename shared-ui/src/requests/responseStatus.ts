import type { ResponseStatus } from '@atelier/api-contract';
import type { BadgeTone } from '../core';

/** A supplier response's status as a badge's tone, the same on the client's and the supplier's side. */
export const RESPONSE_STATUS_TONES: Readonly<Record<ResponseStatus, BadgeTone>> = {
  new: 'info',
  reviewing: 'neutral',
  shortlisted: 'brand',
  interviewed: 'warning',
  hired: 'success',
  rejected: 'danger',
};
