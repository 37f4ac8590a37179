import type {
  SupplierRequest,
  BudgetCurrency,
  ListingVisibility,
  RequestCategory,
  RequestDraftBody,
  RequestRegion,
  RequestType,
} from '@atelier/api-contract';
import {
  firstSupplierRequestCheck,
  firstSupplierRequestProblem,
} from '@atelier/api-contract/values';
import {
  REQUEST_CATEGORIES,
  REQUEST_TYPES,
  type FieldProblem,
  type UploadedFile,
} from '@atelier/shared-ui';

/** Section 3's request draft as the form holds it (amounts as typed). */
export interface RequestFormValues {
  title: string;
  location: string;
  type: RequestType | '';
  category: RequestCategory | '';
  quantity: string;
  budget: string;
  deadline: string;
  description: string;
  preferredRegions: RequestRegion[];
  certifications: string[];
  languages: string[];
  needSamples: boolean;
  budgetMin: string;
  budgetMax: string;
  budgetCurrency: BudgetCurrency;
  visibility: ListingVisibility;
  attachments: UploadedFile[];
}

/** Section 3: USD, public, nothing else chosen. */
export const EMPTY_REQUEST: RequestFormValues = {
  title: '',
  location: '',
  type: '',
  category: '',
  quantity: '',
  budget: '',
  deadline: '',
  description: '',
  preferredRegions: [],
  certifications: [],
  languages: [],
  needSamples: false,
  budgetMin: '',
  budgetMax: '',
  budgetCurrency: 'USD',
  visibility: 'public',
  attachments: [],
};

/**
 * Section 5: the first publish check that fails, or null (drafts skip them): the checks, their
 * order and messages are the API's own (api-contract's values).
 */
export const publishProblem = (values: RequestFormValues): string | null =>
  firstSupplierRequestProblem(values) ?? null;

/**
 * The publish checks for react-hook-form's resolver: the first failing check only (the form
 * shows one message at a time, as the spec does), as the error of the field it names.
 */
export function requestFormProblems(values: RequestFormValues): FieldProblem[] {
  const problem = firstSupplierRequestCheck(values);
  return problem === undefined ? [] : [problem];
}

/** Section 5: a preferred region must be chosen, and only once. */
export function withAddedRegion(
  list: readonly RequestRegion[],
  region: RequestRegion | '',
): RequestRegion[] {
  return region === '' || list.includes(region) ? [...list] : [...list, region];
}

const amountOf = (typed: string): number | null => {
  const value = typed.trim();
  if (value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount) : null;
};

/** The API's body for the form's values, saved as a draft or published. */
export function toRequestBody(
  values: RequestFormValues,
  status: 'draft' | 'active',
): RequestDraftBody {
  return {
    title: values.title.trim(),
    location: values.location.trim(),
    type: values.type,
    category: values.category,
    quantity: values.quantity.trim(),
    budget: values.budget.trim(),
    deadline: values.deadline === '' ? null : values.deadline,
    description: values.description.trim(),
    preferredRegions: values.preferredRegions,
    certifications: values.certifications,
    languages: values.languages,
    needSamples: values.needSamples,
    budgetMin: amountOf(values.budgetMin),
    budgetMax: amountOf(values.budgetMax),
    budgetCurrency: values.budgetCurrency,
    visibility: values.visibility,
    attachments: values.attachments.map(({ key, name }) => ({ key, name })),
    status,
  };
}

const oneOf = <T extends string>(options: readonly T[], value: string): T | '' =>
  (options as readonly string[]).includes(value) ? (value as T) : '';

/** The client's draft request as the form edits it (Manage Listings' Edit). */
export function requestFormOf(request: SupplierRequest): RequestFormValues {
  return {
    title: request.title,
    location: request.location,
    type: oneOf(REQUEST_TYPES, request.type),
    category: oneOf(REQUEST_CATEGORIES, request.category),
    quantity: request.quantity,
    budget: request.budget,
    deadline: request.deadline ?? '',
    description: request.description,
    preferredRegions: request.preferredRegions as RequestRegion[],
    certifications: [...request.certifications],
    languages: [...request.languages],
    needSamples: request.needSamples,
    budgetMin: request.budgetMin === null ? '' : String(request.budgetMin),
    budgetMax: request.budgetMax === null ? '' : String(request.budgetMax),
    budgetCurrency: request.budgetCurrency,
    visibility: request.visibility,
    attachments: request.attachments.map(({ key, name, size }) => ({ key, name, size, type: '' })),
  };
}
