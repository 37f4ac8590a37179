import type { Company, CompanyProfileBody } from '@atelier/api-contract';
import type { LogoValue } from '@atelier/shared-ui';
import { COMPANY_FORM_MESSAGES } from './texts';

export interface CompanyFormValues {
  name: string;
  website: string;
  location: string;
  description: string;
  logo: LogoValue | null;
}

export const EMPTY_COMPANY: CompanyFormValues = {
  name: '',
  website: '',
  location: '',
  description: '',
  logo: null,
};

export function toFormValues(company: Company | null): CompanyFormValues {
  if (company === null) return EMPTY_COMPANY;
  return {
    name: company.name,
    website: company.website ?? '',
    location: company.location ?? '',
    description: company.description ?? '',
    logo: company.logo && { key: company.logo.key, url: company.logo.thumbnailUrl },
  };
}

export function toCompanyBody(values: CompanyFormValues): CompanyProfileBody {
  return {
    name: values.name.trim(),
    website: values.website.trim(),
    location: values.location.trim(),
    description: values.description.trim(),
    logo: values.logo?.key ?? null,
  };
}

/** A website as the API takes it: an http(s) address with a dotted host; https:// may be left out. */
export function isWebsite(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (/\s/.test(trimmed)) return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export interface CompanyFormError {
  field: 'name' | 'website';
  message: string;
}

/** The form's checks in its order (the API's own, so a save it would refuse is not sent). */
export function validateCompany(values: CompanyFormValues): CompanyFormError[] {
  const errors: CompanyFormError[] = [];
  if (values.name.trim() === '')
    errors.push({ field: 'name', message: COMPANY_FORM_MESSAGES.name });
  if (!isWebsite(values.website)) {
    errors.push({ field: 'website', message: COMPANY_FORM_MESSAGES.website });
  }
  return errors;
}
