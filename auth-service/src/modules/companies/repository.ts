/**
 * The companies module's tables (migrations 0026-0028), queried with Kysely only. Ownership is in
 * every query: a supplier's services are found by `supplier_id = $me`, a company's team by the
 * caller's own membership, so what a caller may not see is simply not found.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  CompaniesTable,
  DB,
  NotificationPreferencesTable,
  SupplierProfilesTable,
  SupplierServicesTable,
} from '../../platform/database/schema';
import type { CompanyFields, ServiceFields, SupplierProfileFields } from './fields';

export type CompanyRow = Selectable<CompaniesTable>;
export type SupplierProfileRow = Selectable<SupplierProfilesTable>;
export type ServiceRow = Selectable<SupplierServicesTable>;
export type NotificationPreferencesRow = Selectable<NotificationPreferencesTable>;

export interface Membership {
  companyId: string;
  role: 'owner' | 'member';
}

const serviceColumns = (service: ServiceFields) => ({
  title: service.title,
  type: service.type,
  description: service.description,
  categories: service.categories,
  certifications: service.certifications,
  price_min: service.priceMin,
  price_max: service.priceMax,
  currency: service.currency,
  moq: service.moq,
  lead_time_min_days: service.leadTimeMinDays,
  lead_time_max_days: service.leadTimeMaxDays,
});

export function createCompaniesRepository(db: Kysely<DB>) {
  return {
    // ----- Companies and their members -----

    async membershipOf(userId: string): Promise<Membership | undefined> {
      const row = await db
        .selectFrom('company_members')
        .select(['company_id', 'role'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { companyId: row.company_id, role: row.role };
    },

    /** The name and logo of the company each of `userIds` belongs to (members without none). */
    brandsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('company_members as m')
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(['m.user_id', 'c.name', 'c.logo_key'])
        .where('m.user_id', 'in', [...new Set(userIds)])
        .execute();
    },

    findCompany(id: string): Promise<CompanyRow | undefined> {
      return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A new company with `ownerId` as its owner, in one transaction. */
    createCompany(ownerId: string, fields: CompanyFields): Promise<CompanyRow> {
      return db.transaction().execute(async (trx) => {
        const company = await trx
          .insertInto('companies')
          .values({
            name: fields.name,
            website: fields.website,
            location: fields.location,
            description: fields.description,
            logo_key: fields.logo,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('company_members')
          .values({ user_id: ownerId, company_id: company.id, role: 'owner' })
          .execute();
        return company;
      });
    },

    /** Changes the company `id` when `ownerId` is one of its owners. */
    updateCompany(id: string, ownerId: string, fields: CompanyFields) {
      return db
        .updateTable('companies')
        .set({
          name: fields.name,
          website: fields.website,
          location: fields.location,
          description: fields.description,
          logo_key: fields.logo,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('company_members')
              .select('user_id')
              .where('company_id', '=', id)
              .where('user_id', '=', ownerId)
              .where('role', '=', 'owner'),
          ),
        )
        .returningAll()
        .executeTakeFirst();
    },

    members(companyId: string) {
      return db
        .selectFrom('company_members')
        .select(['user_id', 'role', 'joined_at'])
        .where('company_id', '=', companyId)
        .orderBy('joined_at', 'asc')
        .orderBy('user_id', 'asc')
        .execute();
    },

    /** A member (never an owner) of `companyId`, and whether joining gave them the client role. */
    findMember(companyId: string, userId: string) {
      return db
        .selectFrom('company_members')
        .select(['user_id', 'granted_client_role'])
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .where('role', '=', 'member')
        .executeTakeFirst();
    },

    /** Removes a member (never an owner) of `companyId`; whether one was removed. */
    async removeMember(companyId: string, userId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('company_members')
        .where('company_id', '=', companyId)
        .where('user_id', '=', userId)
        .where('role', '=', 'member')
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** Joining gave `userId` the client role: it goes when they leave (issue 25). */
    async markClientRoleGranted(userId: string): Promise<void> {
      await db
        .updateTable('company_members')
        .set({ granted_client_role: true })
        .where('user_id', '=', userId)
        .execute();
    },

    invitations(companyId: string) {
      return db
        .selectFrom('company_invitations')
        .select(['id', 'email', 'created_at'])
        .where('company_id', '=', companyId)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** A new invitation; undefined when this email is already invited to the company. */
    /** Runs `work` in one transaction (an invitation and its e-mail's decision). */
    transaction<T>(work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    invite(companyId: string, email: string, invitedBy: string, tx: Kysely<DB> = db) {
      return tx
        .insertInto('company_invitations')
        .values({ company_id: companyId, email, invited_by: invitedBy })
        .onConflict((conflict) => conflict.columns(['company_id', 'email']).doNothing())
        .returning(['id', 'email', 'created_at'])
        .executeTakeFirst();
    },

    async withdrawInvitation(companyId: string, id: string, tx: Kysely<DB> = db): Promise<boolean> {
      const removed = await tx
        .deleteFrom('company_invitations')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    /** The oldest invitation to `email` (the one accepting without a link joins), if any. */
    oldestInvitationTo(email: string) {
      return db
        .selectFrom('company_invitations')
        .select(['id', 'company_id'])
        .where('email', '=', email)
        .orderBy('created_at', 'asc')
        .executeTakeFirst();
    },

    /** Invitation `id` (the one an e-mail's link names), if it still waits. */
    invitation(id: string) {
      return db
        .selectFrom('company_invitations')
        .select(['id', 'company_id', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Joins `userId` to the company of invitation `invitationId` (one an e-mail's link names) or,
     * without it, to the oldest company that invited `email`, when the user is in none; the
     * invitations to that email are used up. The company joined, or undefined.
     */
    acceptInvitation(
      userId: string,
      email: string,
      invitationId?: string,
    ): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        let waiting = trx
          .selectFrom('company_invitations')
          .select(['id', 'company_id'])
          .where('email', '=', email);
        if (invitationId !== undefined) waiting = waiting.where('id', '=', invitationId);
        const invitation = await waiting
          .orderBy('created_at', 'asc')
          .forUpdate()
          .executeTakeFirst();
        if (invitation === undefined) return undefined;
        const joined = await trx
          .insertInto('company_members')
          .values({ user_id: userId, company_id: invitation.company_id, role: 'member' })
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .returning('company_id')
          .executeTakeFirst();
        if (joined === undefined) return undefined;
        await trx.deleteFrom('company_invitations').where('email', '=', email).execute();
        return joined.company_id;
      });
    },

    /**
     * Takes `userId` out of their company. A sole member's company (and its invitations) goes
     * with them; another owner's company stays. Answers the logo key of a deleted company.
     */
    leaveCompany(userId: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const membership = await trx
          .deleteFrom('company_members')
          .where('user_id', '=', userId)
          .returning(['company_id', 'role'])
          .executeTakeFirst();
        if (membership === undefined) return null;
        const others = await trx
          .selectFrom('company_members')
          .select(['user_id', 'role'])
          .where('company_id', '=', membership.company_id)
          .orderBy('joined_at', 'asc')
          .execute();
        if (others.length === 0) {
          const deleted = await trx
            .deleteFrom('companies')
            .where('id', '=', membership.company_id)
            .returning('logo_key')
            .executeTakeFirst();
          return deleted?.logo_key ?? null;
        }
        // A company keeps an owner: the longest-standing member takes over.
        const first = others[0];
        if (
          membership.role === 'owner' &&
          first !== undefined &&
          !others.some((o) => o.role === 'owner')
        ) {
          await trx
            .updateTable('company_members')
            .set({ role: 'owner' })
            .where('user_id', '=', first.user_id)
            .execute();
        }
        return null;
      });
    },

    // ----- Supplier profiles -----

    /** The supplier whose profile shows the upload `key` as its service catalogue, if any. */
    catalogueHolder(key: string) {
      return db
        .selectFrom('supplier_profiles')
        .select(['user_id', 'catalogue_name'])
        .where('catalogue_key', '=', key)
        .executeTakeFirst();
    },

    async recordCatalogueDownload(download: {
      supplierId: string;
      key: string;
      fileName: string;
      userId: string;
      userName: string;
    }): Promise<void> {
      await db
        .insertInto('supplier_catalogue_downloads')
        .values({
          supplier_id: download.supplierId,
          upload_key: download.key,
          file_name: download.fileName,
          user_id: download.userId,
          user_name: download.userName,
        })
        .execute();
    },

    /** Who downloaded the supplier's catalogue, newest first. */
    catalogueDownloadsOf(supplierId: string) {
      return db
        .selectFrom('supplier_catalogue_downloads')
        .select(['file_name', 'user_id', 'user_name', 'downloaded_at'])
        .where('supplier_id', '=', supplierId)
        .orderBy('downloaded_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
    },

    findSupplierProfile(userId: string): Promise<SupplierProfileRow | undefined> {
      return db
        .selectFrom('supplier_profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    saveSupplierProfile(userId: string, fields: SupplierProfileFields) {
      const columns = {
        company_name: fields.companyName,
        capabilities: fields.capabilities,
        certifications: fields.certifications,
        regions: fields.regions,
        description: fields.description,
        website: fields.website,
        location: fields.location,
        logo_key: fields.logo,
      };
      return db
        .insertInto('supplier_profiles')
        .values({ user_id: userId, ...columns })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    setCatalogue(userId: string, catalogue: { key: string; name: string; size: number } | null) {
      return db
        .updateTable('supplier_profiles')
        .set({
          catalogue_key: catalogue?.key ?? null,
          catalogue_name: catalogue?.name ?? null,
          catalogue_size: catalogue?.size ?? null,
          updated_at: sql<Date>`now()`,
        })
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    deleteSupplierProfile(userId: string) {
      return db
        .deleteFrom('supplier_profiles')
        .where('user_id', '=', userId)
        .returning(['logo_key', 'catalogue_key'])
        .executeTakeFirst();
    },

    // ----- Services -----

    listServices(supplierId: string): Promise<ServiceRow[]> {
      return db
        .selectFrom('supplier_services')
        .selectAll()
        .where('supplier_id', '=', supplierId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    async countServices(supplierId: string): Promise<number> {
      const { total } = await db
        .selectFrom('supplier_services')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('supplier_id', '=', supplierId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    findOwnService(id: string, supplierId: string): Promise<ServiceRow | undefined> {
      return db
        .selectFrom('supplier_services')
        .selectAll()
        .where('id', '=', id)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
    },

    insertService(supplierId: string, service: ServiceFields): Promise<ServiceRow> {
      return db
        .insertInto('supplier_services')
        .values({ supplier_id: supplierId, ...serviceColumns(service) })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    updateService(id: string, supplierId: string, service: ServiceFields) {
      return db
        .updateTable('supplier_services')
        .set({ ...serviceColumns(service), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('supplier_id', '=', supplierId)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteService(id: string, supplierId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('supplier_services')
        .where('id', '=', id)
        .where('supplier_id', '=', supplierId)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    async deleteServicesOf(supplierId: string): Promise<void> {
      await db.deleteFrom('supplier_services').where('supplier_id', '=', supplierId).execute();
    },

    // ----- Notification preferences -----

    findPreferences(userId: string): Promise<NotificationPreferencesRow | undefined> {
      return db
        .selectFrom('notification_preferences')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    savePreferences(
      userId: string,
      preferences: Omit<NotificationPreferencesRow, 'user_id' | 'updated_at'>,
    ) {
      return db
        .insertInto('notification_preferences')
        .values({ user_id: userId, ...preferences })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...preferences, updated_at: sql<Date>`now()` }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async deletePreferences(userId: string): Promise<void> {
      await db.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
