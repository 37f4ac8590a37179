import { SAMPLE_TYPES, type SampleType } from '@atelier/api-contract/values';
import type { CreateSampleBody } from '@atelier/api-contract';

/** The request form as typed. */
export interface SampleRequestDraft {
  type: SampleType;
  supplierId: string;
  size: string;
  requestedOn: string;
}

export const REQUEST_MESSAGES = {
  supplier: 'Choose the supplier',
  size: 'Choose the size',
  requestedOn: 'Give the date it was requested',
} as const;

/** Today as a calendar date in the user's own time zone ('2027-03-14'). */
export function todayDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyRequest(baseSize: string, now: Date = new Date()): SampleRequestDraft {
  return { type: SAMPLE_TYPES[0], supplierId: '', size: baseSize, requestedOn: todayDate(now) };
}

/** The form's problems, field by field in the form's order (empty when it may be sent). */
export function requestProblems(
  draft: SampleRequestDraft,
  sizes: readonly string[],
): { field: keyof SampleRequestDraft; message: string }[] {
  const problems: { field: keyof SampleRequestDraft; message: string }[] = [];
  if (draft.supplierId === '')
    problems.push({ field: 'supplierId', message: REQUEST_MESSAGES.supplier });
  if (!sizes.includes(draft.size)) problems.push({ field: 'size', message: REQUEST_MESSAGES.size });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.requestedOn)) {
    problems.push({ field: 'requestedOn', message: REQUEST_MESSAGES.requestedOn });
  }
  return problems;
}

export const requestBody = (draft: SampleRequestDraft): CreateSampleBody => ({ ...draft });
