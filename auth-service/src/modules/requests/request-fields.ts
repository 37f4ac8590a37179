/**
 * The Post a Request form's rules (spec 001 section 5): a published request's checks in the
 * spec's order (drafts skip them), values trimmed, certifications and languages trimmed with
 * empties and duplicates dropped, preferred regions without duplicates, a budget range in order.
 */
import { firstSupplierRequestProblem, type RequestDraftBody } from '@atelier/api-contract';
import { REQUEST_RULE_MESSAGES } from './messages';

export type ValidRequest = Omit<RequestDraftBody, 'attachments'> & {
  attachments: RequestDraftBody['attachments'];
};

/** Trimmed, non-blank, first occurrence kept (case-insensitively). */
export function distinctTrimmed(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    const key = trimmed.toLowerCase();
    if (trimmed === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

export function validateRequest(
  body: RequestDraftBody,
): { ok: true; value: ValidRequest } | { ok: false; message: string } {
  const value: ValidRequest = {
    ...body,
    title: body.title.trim(),
    location: body.location.trim(),
    quantity: body.quantity.trim(),
    budget: body.budget.trim(),
    description: body.description.trim(),
    certifications: distinctTrimmed(body.certifications),
    languages: distinctTrimmed(body.languages),
  };
  if (body.status === 'active') {
    // The form's checks, their order and messages (api-contract's values).
    const problem = firstSupplierRequestProblem(value);
    if (problem !== undefined) return { ok: false, message: problem };
  }
  const regions = new Set<string>();
  for (const region of value.preferredRegions) {
    if (regions.has(region))
      return { ok: false, message: REQUEST_RULE_MESSAGES.regionRepeated(region) };
    regions.add(region);
  }
  if (value.budgetMin !== null && value.budgetMax !== null && value.budgetMin > value.budgetMax) {
    return { ok: false, message: REQUEST_RULE_MESSAGES.budgetRange };
  }
  return { ok: true, value };
}
