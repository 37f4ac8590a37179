/**
 * The direct inquiry's form (issue 43 item 5): Post a Request reduced to what a first inquiry
 * needs. Its checks are Post a Request's, in the spec's order (api-contract's values), so the
 * form says before sending what the API would refuse.
 */
import type {
  BudgetCurrency,
  InquiryBody,
  RequestCategory,
  RequestType,
} from '@atelier/api-contract';
import { firstSupplierRequestCheck } from '@atelier/api-contract/values';
import { INQUIRY_TEXTS } from './texts';

export interface InquiryFormValues {
  title: string;
  type: RequestType | '';
  category: RequestCategory | '';
  location: string;
  quantity: string;
  budgetMin: string;
  budgetMax: string;
  budgetCurrency: BudgetCurrency;
  deadline: string;
  description: string;
}

export const EMPTY_INQUIRY: InquiryFormValues = {
  title: '',
  type: '',
  category: '',
  location: '',
  quantity: '',
  budgetMin: '',
  budgetMax: '',
  budgetCurrency: 'USD',
  deadline: '',
  description: '',
};

/** A whole, non-negative budget figure; null when left empty; undefined when not a number. */
function budgetOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The body to send, or the first problem (the request form's order, then the budget's). */
export function toInquiryBody(
  supplierId: string,
  values: InquiryFormValues,
): { body: InquiryBody } | { problem: string } {
  const check = firstSupplierRequestCheck(values);
  if (check !== undefined) return { problem: check.message };
  const budgetMin = budgetOf(values.budgetMin);
  const budgetMax = budgetOf(values.budgetMax);
  if (budgetMin === undefined || budgetMax === undefined) return { problem: INQUIRY_TEXTS.budget };
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
    return { problem: INQUIRY_TEXTS.budgetRange };
  }
  return {
    body: {
      supplierId,
      title: values.title.trim(),
      type: values.type,
      category: values.category,
      location: values.location.trim(),
      quantity: values.quantity.trim(),
      budgetMin,
      budgetMax,
      budgetCurrency: values.budgetCurrency,
      deadline: values.deadline === '' ? null : values.deadline,
      description: values.description.trim(),
    },
  };
}
