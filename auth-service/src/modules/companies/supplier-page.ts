/**
 * A supplier's public page (issue 43, `GET /api/suppliers/:userId`): the profile and services
 * anyone may read, and a Pro supplier's service catalogue: shown to everyone, its link given only
 * to a signed-in reader, each download by someone else recorded (who, when) like a request's
 * NDA files. A Starter's page offers no catalogue, even one uploaded while Pro, and its link
 * stops working.
 */
import type { CatalogueDownload, PublicSupplier } from '@atelier/api-contract';
import type { Identity } from '../../platform/authentication';
import { toIsoTimestamp } from '../../platform/schemas';
import type { CompanyFilesPort } from './files-port';
import type { CompaniesRepository } from './repository';
import { toService, toSupplierProfile } from './responses';

export interface SupplierPageDependencies {
  isPro: (userId: string) => Promise<boolean>;
  /** The Verified Supplier badge (issue 43): approved, and Pro. */
  isVerified: (userId: string) => Promise<boolean>;
}

export function createSupplierPage(
  repository: CompaniesRepository,
  files: CompanyFilesPort,
  { isPro, isVerified }: SupplierPageDependencies,
) {
  return {
    /**
     * The public page of `userId` as `viewerId` (null: a visitor) reads it; undefined when no
     * supplier profile exists (never saved, or the account was deleted).
     */
    async publicSupplierProfile(
      userId: string,
      viewerId: string | null = null,
    ): Promise<PublicSupplier | undefined> {
      const row = await repository.findSupplierProfile(userId);
      if (row === undefined) return undefined;
      const [pro, verified] = await Promise.all([isPro(userId), isVerified(userId)]);
      const services = await repository.listServices(userId);
      const catalogue =
        pro && row.catalogue_key !== null
          ? {
              name: row.catalogue_name ?? 'catalogue.pdf',
              size: Number(row.catalogue_size ?? 0),
              url: viewerId === null ? null : files.downloadUrl(row.catalogue_key),
            }
          : null;
      return {
        // The profile's own catalogue (its key and link) is the owner's view.
        profile: { ...toSupplierProfile(row, files, verified), catalogue: null },
        services: services.map(toService),
        catalogue,
        acceptsInquiries: pro,
      };
    },

    /**
     * Whether `identity` (not the catalogue's owner) may download the upload `key`: a catalogue
     * a Pro supplier's profile shows now. Each allowed download is recorded.
     */
    async authorizeCatalogueDownload(
      identity: Identity,
      key: string,
      userName: string,
    ): Promise<boolean> {
      const holder = await repository.catalogueHolder(key);
      if (holder === undefined || !(await isPro(holder.user_id))) return false;
      await repository.recordCatalogueDownload({
        supplierId: holder.user_id,
        key,
        fileName: holder.catalogue_name ?? 'catalogue.pdf',
        userId: identity.id,
        userName,
      });
      return true;
    },

    /** The supplier's catalogue's access log, newest first. */
    async catalogueDownloads(supplierId: string): Promise<CatalogueDownload[]> {
      const rows = await repository.catalogueDownloadsOf(supplierId);
      return rows.map((row) => ({
        fileName: row.file_name,
        userId: row.user_id,
        userName: row.user_name,
        downloadedAt: toIsoTimestamp(row.downloaded_at),
      }));
    },
  };
}

export type SupplierPage = ReturnType<typeof createSupplierPage>;
