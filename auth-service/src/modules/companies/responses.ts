/** Rows as the API answers them (api-contract's `Company`, `SupplierProfile`, `SupplierService`). */
import type {
  Company,
  NotificationPreferences,
  ServiceCategory,
  ServiceType,
  SupplierProfile,
  SupplierRegion,
  SupplierService,
} from '@atelier/api-contract';
import { toIsoTimestamp } from '../../platform/schemas';
import type { CompanyFilesPort } from './files-port';
import type {
  CompanyRow,
  NotificationPreferencesRow,
  ServiceRow,
  SupplierProfileRow,
} from './repository';

const logoOf = (key: string | null, files: CompanyFilesPort) =>
  key === null
    ? null
    : { key, thumbnailUrl: files.imageUrl(key, 'thumbnail'), url: files.imageUrl(key, 'display') };

export function toCompany(row: CompanyRow, files: CompanyFilesPort): Company {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    location: row.location,
    description: row.description,
    logo: logoOf(row.logo_key, files),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export function toSupplierProfile(
  row: SupplierProfileRow,
  files: CompanyFilesPort,
  verified: boolean,
): SupplierProfile {
  return {
    userId: row.user_id,
    companyName: row.company_name,
    capabilities: row.capabilities,
    certifications: row.certifications,
    // Checked against SUPPLIER_REGIONS on every save.
    regions: row.regions as SupplierRegion[],
    description: row.description,
    website: row.website,
    location: row.location,
    logo: logoOf(row.logo_key, files),
    catalogue:
      row.catalogue_key === null
        ? null
        : {
            key: row.catalogue_key,
            name: row.catalogue_name ?? 'catalogue.pdf',
            size: Number(row.catalogue_size ?? 0),
            url: files.downloadUrl(row.catalogue_key),
          },
    verified,
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function toService(row: ServiceRow): SupplierService {
  return {
    id: row.id,
    supplierId: row.supplier_id,
    title: row.title,
    // Checked against SERVICE_TYPES and SERVICE_CATEGORIES on every save.
    type: row.type as ServiceType,
    description: row.description,
    categories: row.categories as ServiceCategory[],
    certifications: row.certifications,
    priceMin: numberOrNull(row.price_min),
    priceMax: numberOrNull(row.price_max),
    currency: row.currency,
    moq: row.moq,
    leadTimeMinDays: row.lead_time_min_days,
    leadTimeMaxDays: row.lead_time_max_days,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

/** Every box on until the user changes one. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailMessages: true,
  emailApplications: true,
  emailRequests: true,
  emailSales: true,
  productUpdates: true,
};

export function toPreferences(
  row: NotificationPreferencesRow | undefined,
): NotificationPreferences {
  if (row === undefined) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    emailMessages: row.email_messages,
    emailApplications: row.email_applications,
    emailRequests: row.email_requests,
    emailSales: row.email_sales,
    productUpdates: row.product_updates,
  };
}
