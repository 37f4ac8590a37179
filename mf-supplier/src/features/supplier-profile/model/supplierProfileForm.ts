import type { SupplierProfile, SupplierProfileBody, SupplierRegion } from '@atelier/api-contract';
import type { LogoValue } from '@atelier/shared-ui';
import { SUPPLIER_PROFILE_MESSAGES } from './texts';

export interface SupplierProfileFormValues {
  companyName: string;
  logo: LogoValue | null;
  /** Comma-separated, as typed. */
  capabilities: string;
  certifications: string;
  regions: SupplierRegion[];
  description: string;
  website: string;
  location: string;
}

/** A comma-separated list: trimmed, no empties, no repeats (case-insensitive). */
export function listOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => {
      if (item === '' || seen.has(item.toLowerCase())) return false;
      seen.add(item.toLowerCase());
      return true;
    });
}

export function toFormValues(profile: SupplierProfile | null): SupplierProfileFormValues {
  return {
    companyName: profile?.companyName ?? '',
    logo: profile?.logo ? { key: profile.logo.key, url: profile.logo.thumbnailUrl } : null,
    capabilities: profile?.capabilities.join(', ') ?? '',
    certifications: profile?.certifications.join(', ') ?? '',
    regions: profile?.regions ?? [],
    description: profile?.description ?? '',
    website: profile?.website ?? '',
    location: profile?.location ?? '',
  };
}

export function toProfileBody(values: SupplierProfileFormValues): SupplierProfileBody {
  return {
    companyName: values.companyName.trim(),
    logo: values.logo?.key ?? null,
    capabilities: listOf(values.capabilities),
    certifications: listOf(values.certifications),
    regions: values.regions,
    description: values.description.trim(),
    website: values.website.trim(),
    location: values.location.trim(),
  };
}

const isWebsite = (text: string): boolean => {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  if (/\s/.test(trimmed)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export interface SupplierProfileError {
  field: 'companyName' | 'capabilities' | 'regions' | 'website';
  message: string;
}

/** The form's checks in the API's order. */
export function validateSupplierProfile(values: SupplierProfileFormValues): SupplierProfileError[] {
  const errors: SupplierProfileError[] = [];
  const add = (field: SupplierProfileError['field']) => {
    errors.push({ field, message: SUPPLIER_PROFILE_MESSAGES[field] });
  };
  if (values.companyName.trim() === '') add('companyName');
  if (listOf(values.capabilities).length === 0) add('capabilities');
  if (values.regions.length === 0) add('regions');
  if (!isWebsite(values.website)) add('website');
  return errors;
}
