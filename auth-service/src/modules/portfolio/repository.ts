/**
 * The portfolio's tables (`portfolio_projects`, `portfolio_testimonials`), queried with Kysely.
 * Writes name the owner in the query (`owner_id = $me`): another user's project is not found.
 */
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type {
  DB,
  PortfolioProjectsTable,
  PortfolioTestimonialsTable,
} from '../../platform/database/schema';
import type { ProjectFields } from './project-fields';

export type ProjectRow = Omit<Selectable<PortfolioProjectsTable>, 'search_text'>;
export type TestimonialRow = Selectable<PortfolioTestimonialsTable>;

const COLUMNS = [
  'id',
  'owner_id',
  'title',
  'category',
  'description',
  'client',
  'year',
  'tags',
  'status',
  'images',
  'featured',
  'views',
  'likes',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProjectRow)[];

const columnsOf = (project: ProjectFields) => ({
  title: project.title,
  category: project.category,
  description: project.description,
  client: project.client,
  year: project.year,
  tags: project.tags,
  status: project.status,
  images: JSON.stringify(project.images),
  featured: project.featured,
});

export interface NewTestimonial {
  hireId: string;
  freelancerId: string;
  clientId: string;
  clientName: string;
  clientAvatarUrl: string | null;
  projectName: string;
  rating: number;
  comment: string;
}

export function createPortfolioRepository(db: Kysely<DB>) {
  return {
    insert(ownerId: string, project: ProjectFields): Promise<ProjectRow> {
      return db
        .insertInto('portfolio_projects')
        .values({ ...columnsOf(project), owner_id: ownerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    findOwn(id: string, ownerId: string): Promise<ProjectRow | undefined> {
      return db
        .selectFrom('portfolio_projects')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
    },

    update(id: string, ownerId: string, project: ProjectFields): Promise<ProjectRow | undefined> {
      return db
        .updateTable('portfolio_projects')
        .set({ ...columnsOf(project), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    delete(id: string, ownerId: string): Promise<ProjectRow | undefined> {
      return db
        .deleteFrom('portfolio_projects')
        .where('id', '=', id)
        .where('owner_id', '=', ownerId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /**
     * Account deletion: the user's projects (returned, for their images) and the testimonials
     * about them or written by them, in one transaction.
     */
    removeUserData(userId: string): Promise<ProjectRow[]> {
      return db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('portfolio_testimonials')
          .where((eb) => eb.or([eb('freelancer_id', '=', userId), eb('client_id', '=', userId)]))
          .execute();
        return trx
          .deleteFrom('portfolio_projects')
          .where('owner_id', '=', userId)
          .returning(COLUMNS)
          .execute();
      });
    },

    /** The owner's projects in every status, newest first. */
    listOwn(ownerId: string): Promise<ProjectRow[]> {
      return db
        .selectFrom('portfolio_projects')
        .select(COLUMNS)
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** The public profile's grid: published projects, featured first, then newest. */
    listPublished(ownerId: string): Promise<ProjectRow[]> {
      return db
        .selectFrom('portfolio_projects')
        .select(COLUMNS)
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'published')
        .orderBy('featured', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** Which of `keys` another project of `ownerId` (not `exceptId`) already holds. */
    async keysInOtherProjects(
      ownerId: string,
      keys: readonly string[],
      exceptId: string | null,
    ): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('portfolio_projects')
        .select('images')
        .where('owner_id', '=', ownerId)
        .$if(exceptId !== null, (query) => query.where('id', '!=', exceptId ?? ''))
        .where((eb) =>
          eb.or(keys.map((key) => sql<SqlBool>`images @> ${JSON.stringify([{ key }])}::jsonb`)),
        )
        .execute();
      const wanted = new Set(keys);
      return new Set(
        rows
          .flatMap((row) => row.images.map((image) => image.key))
          .filter((key) => wanted.has(key)),
      );
    },

    testimonialsOf(freelancerId: string): Promise<TestimonialRow[]> {
      return db
        .selectFrom('portfolio_testimonials')
        .selectAll()
        .where('freelancer_id', '=', freelancerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    /** Those of `hireIds` whose testimonial is written. */
    async hiresWithTestimonial(hireIds: readonly string[]): Promise<Set<string>> {
      if (hireIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('portfolio_testimonials')
        .select('hire_id')
        .where('hire_id', 'in', hireIds)
        .execute();
      return new Set(rows.map((row) => row.hire_id));
    },

    /** One testimonial per hire: a second for the same hire is refused (undefined). */
    insertTestimonial(testimonial: NewTestimonial): Promise<TestimonialRow | undefined> {
      return db
        .insertInto('portfolio_testimonials')
        .values({
          hire_id: testimonial.hireId,
          freelancer_id: testimonial.freelancerId,
          client_id: testimonial.clientId,
          client_name: testimonial.clientName,
          client_avatar_url: testimonial.clientAvatarUrl,
          project_name: testimonial.projectName,
          rating: testimonial.rating,
          comment: testimonial.comment,
        })
        .onConflict((conflict) => conflict.column('hire_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type PortfolioRepository = ReturnType<typeof createPortfolioRepository>;
