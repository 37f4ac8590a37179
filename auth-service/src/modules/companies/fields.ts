/**
 * The company, supplier profile and service forms' rules on the server, each in its form's order:
 * the first failing check's message, or the values as stored (texts trimmed, empty texts null,
 * lists trimmed without empties or duplicates).
 */
import {
  SERVICE_CATEGORIES,
  SERVICE_TYPES,
  SUPPLIER_REGIONS,
  type CompanyProfileBody,
  type ServiceBody,
  type ServiceCategory,
  type ServiceType,
  type SupplierProfileBody,
  type SupplierRegion,
} from '@atelier/api-contract';
import {
  COMPANY_FORM_MESSAGES,
  SERVICE_FORM_MESSAGES,
  SUPPLIER_PROFILE_MESSAGES,
} from './messages';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const textOrNull = (text: string): string | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
};

/** Trimmed, without empties, without repeats (case-insensitive), first spelling kept. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item === '' || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    kept.push(item);
  }
  return kept;
}

/**
 * A website as typed ('atelier.example' or 'https://atelier.example/about'): an http(s) address
 * with a dotted host, `https://` added when no scheme was typed; null when empty; undefined when
 * it is not an address.
 */
export function normaliseWebsite(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') || /\s/.test(trimmed)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export interface CompanyFields {
  name: string;
  website: string | null;
  location: string | null;
  description: string | null;
  logo: string | null;
}

export function checkCompany(body: CompanyProfileBody): Checked<CompanyFields> {
  const name = body.name.trim();
  if (name === '') return { ok: false, message: COMPANY_FORM_MESSAGES.name };
  const website = normaliseWebsite(body.website);
  if (website === undefined) return { ok: false, message: COMPANY_FORM_MESSAGES.website };
  return {
    ok: true,
    value: {
      name,
      website,
      location: textOrNull(body.location),
      description: textOrNull(body.description),
      logo: body.logo,
    },
  };
}

export interface SupplierProfileFields {
  companyName: string;
  capabilities: string[];
  certifications: string[];
  regions: SupplierRegion[];
  description: string | null;
  website: string | null;
  location: string | null;
  logo: string | null;
}

const isRegion = (region: string): region is SupplierRegion =>
  (SUPPLIER_REGIONS as readonly string[]).includes(region);

export function checkSupplierProfile(body: SupplierProfileBody): Checked<SupplierProfileFields> {
  const companyName = body.companyName.trim();
  if (companyName === '') return { ok: false, message: SUPPLIER_PROFILE_MESSAGES.companyName };
  const capabilities = cleanList(body.capabilities);
  if (capabilities.length === 0) {
    return { ok: false, message: SUPPLIER_PROFILE_MESSAGES.capabilities };
  }
  const regions = cleanList(body.regions);
  if (regions.length === 0) return { ok: false, message: SUPPLIER_PROFILE_MESSAGES.regions };
  const unknown = regions.find((region) => !isRegion(region));
  if (unknown !== undefined) {
    return { ok: false, message: SUPPLIER_PROFILE_MESSAGES.unknownRegion(unknown) };
  }
  const website = normaliseWebsite(body.website);
  if (website === undefined) return { ok: false, message: SUPPLIER_PROFILE_MESSAGES.website };
  return {
    ok: true,
    value: {
      companyName,
      capabilities,
      certifications: cleanList(body.certifications),
      regions: regions.filter(isRegion),
      description: textOrNull(body.description),
      website,
      location: textOrNull(body.location),
      logo: body.logo,
    },
  };
}

export type ServiceFields = Omit<ServiceBody, 'type' | 'categories'> & {
  type: ServiceType;
  categories: ServiceCategory[];
};

const isServiceType = (type: string): type is ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(type);
const isCategory = (category: string): category is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(category);

export function checkService(body: ServiceBody): Checked<ServiceFields> {
  const title = body.title.trim();
  if (title === '') return { ok: false, message: SERVICE_FORM_MESSAGES.title };
  const type = body.type.trim();
  if (!isServiceType(type)) return { ok: false, message: SERVICE_FORM_MESSAGES.type };
  const categories = cleanList(body.categories);
  if (categories.length === 0 || !categories.every(isCategory)) {
    return { ok: false, message: SERVICE_FORM_MESSAGES.categories };
  }
  const description = body.description.trim();
  if (description === '') return { ok: false, message: SERVICE_FORM_MESSAGES.description };
  if (body.priceMin !== null && body.priceMax !== null && body.priceMin > body.priceMax) {
    return { ok: false, message: SERVICE_FORM_MESSAGES.priceRange };
  }
  if (
    body.leadTimeMinDays !== null &&
    body.leadTimeMaxDays !== null &&
    body.leadTimeMinDays > body.leadTimeMaxDays
  ) {
    return { ok: false, message: SERVICE_FORM_MESSAGES.leadTime };
  }
  return {
    ok: true,
    value: {
      ...body,
      title,
      type,
      categories: categories.filter(isCategory),
      description,
      certifications: cleanList(body.certifications),
    },
  };
}
