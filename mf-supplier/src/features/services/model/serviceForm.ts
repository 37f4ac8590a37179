import type {
  ServiceBody,
  ServiceCategory,
  ServiceCurrency,
  SupplierService,
} from '@atelier/api-contract';
import { SERVICE_FORM_MESSAGES, SERVICES_TEXTS } from './texts';

/** The form's values as typed: numbers as text, prices in major units. */
export interface ServiceFormValues {
  title: string;
  type: string;
  categories: ServiceCategory[];
  description: string;
  certifications: string;
  priceMin: string;
  priceMax: string;
  currency: ServiceCurrency;
  moq: string;
  leadTimeMinDays: string;
  leadTimeMaxDays: string;
}

export const EMPTY_SERVICE: ServiceFormValues = {
  title: '',
  type: '',
  categories: [],
  description: '',
  certifications: '',
  priceMin: '',
  priceMax: '',
  currency: 'USD',
  moq: '',
  leadTimeMinDays: '',
  leadTimeMaxDays: '',
};

const majorOf = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
const textOf = (value: number | null) => (value === null ? '' : String(value));

export function toFormValues(service: SupplierService | null): ServiceFormValues {
  if (service === null) return EMPTY_SERVICE;
  return {
    title: service.title,
    type: service.type,
    categories: service.categories,
    description: service.description,
    certifications: service.certifications.join(', '),
    priceMin: majorOf(service.priceMin),
    priceMax: majorOf(service.priceMax),
    currency: service.currency,
    moq: textOf(service.moq),
    leadTimeMinDays: textOf(service.leadTimeMinDays),
    leadTimeMaxDays: textOf(service.leadTimeMaxDays),
  };
}

/** A typed amount in minor units; null when left empty or not a number of 0 or more. */
const minorOf = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0
    ? null
    : Math.round(value * 100);
};
const wholeOf = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isInteger(value) || value < 0 ? null : value;
};

export function toServiceBody(values: ServiceFormValues): ServiceBody {
  const seen = new Set<string>();
  return {
    title: values.title.trim(),
    type: values.type,
    categories: values.categories,
    description: values.description.trim(),
    certifications: values.certifications
      .split(',')
      .map((item) => item.trim())
      .filter((item) => {
        if (item === '' || seen.has(item.toLowerCase())) return false;
        seen.add(item.toLowerCase());
        return true;
      }),
    priceMin: minorOf(values.priceMin),
    priceMax: minorOf(values.priceMax),
    currency: values.currency,
    moq: wholeOf(values.moq),
    leadTimeMinDays: wholeOf(values.leadTimeMinDays),
    leadTimeMaxDays: wholeOf(values.leadTimeMaxDays),
  };
}

export interface ServiceFormError {
  field: 'title' | 'type' | 'categories' | 'description' | 'priceMin' | 'leadTimeMinDays';
  message: string;
}

/** The form's checks in the API's order. */
export function validateService(values: ServiceFormValues): ServiceFormError[] {
  const body = toServiceBody(values);
  const errors: ServiceFormError[] = [];
  if (body.title === '') errors.push({ field: 'title', message: SERVICE_FORM_MESSAGES.title });
  if (body.type === '') errors.push({ field: 'type', message: SERVICE_FORM_MESSAGES.type });
  if (body.categories.length === 0) {
    errors.push({ field: 'categories', message: SERVICE_FORM_MESSAGES.categories });
  }
  if (body.description === '') {
    errors.push({ field: 'description', message: SERVICE_FORM_MESSAGES.description });
  }
  if (body.priceMin !== null && body.priceMax !== null && body.priceMin > body.priceMax) {
    errors.push({ field: 'priceMin', message: SERVICE_FORM_MESSAGES.priceRange });
  }
  const { leadTimeMinDays: from, leadTimeMaxDays: to } = body;
  if (from !== null && to !== null && from > to) {
    errors.push({ field: 'leadTimeMinDays', message: SERVICE_FORM_MESSAGES.leadTime });
  }
  return errors;
}

/** '€5.00 - €12.00', 'From $5.00', 'Up to £9.00', or 'Price on request'. */
export function priceRangeOf(service: Pick<SupplierService, 'priceMin' | 'priceMax' | 'currency'>) {
  const money = (minor: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: service.currency }).format(
      minor / 100,
    );
  const { priceMin: min, priceMax: max } = service;
  if (min !== null && max !== null)
    return min === max ? money(min) : `${money(min)} - ${money(max)}`;
  if (min !== null) return `From ${money(min)}`;
  if (max !== null) return `Up to ${money(max)}`;
  return SERVICES_TEXTS.priceOnRequest;
}
