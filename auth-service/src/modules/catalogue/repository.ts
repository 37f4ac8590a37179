/**
 * The catalogue's tables (`products`, `product_favourites`), queried with Kysely only. What a
 * caller may not see is filtered in the query itself: published products for everyone, any
 * status for the owner (`author_id = $me`), so a product someone else may not see is simply
 * not found.
 */
import {
  MARKETPLACE_PAGE_SIZE,
  MORE_FROM_AUTHOR_COUNT,
  type MarketplaceQuery,
  type MarketplaceSort,
} from '@atelier/api-contract';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { firstViewToday } from '../../platform/daily-viewers';
import type { DB, ProductsTable } from '../../platform/database/schema';
import type { SavedProduct } from './product-fields';
import { createListTotals } from '../../platform/database/list-totals';

export { LIST_TOTAL_TTL_MS } from '../../platform/database/list-totals';

export type ProductRow = Omit<Selectable<ProductsTable>, 'search_document' | 'search_words'>;

/** What a product card (the marketplace's list, 'More from') reads: toProductSummary's columns. */
const CARD_COLUMNS = [
  'id',
  'author_id',
  'author_name',
  'title',
  'description',
  'category',
  'subcategory',
  'price_cents',
  'original_price_cents',
  'currency',
  'product_type',
  'license',
  'tags',
  'images',
  'files',
  'is_featured',
  'is_bestseller',
  'downloads',
  'rating',
  'review_count',
  'published_at',
  'created_at',
] as const satisfies readonly (keyof ProductRow)[];

/** The whole product. */
const COLUMNS = [
  ...CARD_COLUMNS,
  'delivery_time',
  'revisions',
  'requirements',
  'status',
  'views',
  'total_sales',
  'revenue_cents',
  'rating_total',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

export type ProductCardRow = Pick<ProductRow, (typeof CARD_COLUMNS)[number]>;

/** A new or changed product's columns. */
function columnsOf(product: SavedProduct) {
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    subcategory: product.subcategory,
    price_cents: product.price,
    original_price_cents: product.originalPrice,
    product_type: product.productType,
    license: product.license,
    delivery_time: product.deliveryTime,
    revisions: product.revisions,
    requirements: product.requirements,
    tags: product.tags,
    status: product.status,
    images: JSON.stringify(product.images),
    files: JSON.stringify(product.files),
  };
}

export interface NewProduct extends SavedProduct {
  authorId: string;
  authorName: string;
}

export function createCatalogueRepository(db: Kysely<DB>) {
  const published = () => db.selectFrom('products').where('status', '=', 'published');
  const listTotals = createListTotals();

  /** Section 9's sorts; each reads one of the migration's indexes, ties broken by id. */
  function ordered(
    query: ReturnType<typeof published>,
    sort: MarketplaceSort,
    relevance: Expression<number> | undefined,
  ) {
    switch (sort) {
      case 'newest':
        return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
      case 'oldest':
        return query.orderBy('created_at', 'asc').orderBy('id', 'asc');
      case 'price-low':
        return query.orderBy('price_cents', 'asc').orderBy('id', 'asc');
      case 'price-high':
        return query.orderBy('price_cents', 'desc').orderBy('id', 'desc');
      case 'downloads':
        return query.orderBy('downloads', 'desc').orderBy('id', 'asc');
      case 'rating':
        return query.orderBy('rating', 'desc').orderBy('review_count', 'desc').orderBy('id', 'asc');
      case 'relevance':
      case 'featured': {
        const byRelevance =
          sort === 'relevance' && relevance !== undefined
            ? query.orderBy(relevance, 'desc')
            : query;
        return byRelevance
          .orderBy('is_featured', 'desc')
          .orderBy('is_bestseller', 'desc')
          .orderBy('downloads', 'desc')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'asc');
      }
    }
  }

  return {
    async insert(product: NewProduct): Promise<ProductRow> {
      listTotals.forget();
      return db
        .insertInto('products')
        .values({
          ...columnsOf(product),
          author_id: product.authorId,
          author_name: product.authorName,
          published_at: product.status === 'published' ? sql<Date>`now()` : null,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /**
     * Which of `keys` another product of `ownerId` (not `exceptId`) already holds as an image or
     * a file: an upload belongs to one product, since deleting a product removes its uploads.
     */
    async keysInOtherProducts(
      ownerId: string,
      keys: readonly string[],
      exceptId: string | null,
    ): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      let query = db
        .selectFrom('products')
        .select(['images', 'files'])
        .where('author_id', '=', ownerId)
        .where((eb) =>
          eb.or(
            keys.flatMap((key) => {
              const probe = JSON.stringify([{ key }]);
              return [
                sql<SqlBool>`images @> ${probe}::jsonb`,
                sql<SqlBool>`files @> ${probe}::jsonb`,
              ];
            }),
          ),
        );
      if (exceptId !== null) query = query.where('id', '!=', exceptId);
      const wanted = new Set(keys);
      const used = new Set<string>();
      for (const row of await query.execute()) {
        for (const { key } of [...row.images, ...row.files]) if (wanted.has(key)) used.add(key);
      }
      return used;
    },

    /** The product if `ownerId` owns it (any status). */
    findOwn(id: string, ownerId: string): Promise<ProductRow | undefined> {
      return db
        .selectFrom('products')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('author_id', '=', ownerId)
        .executeTakeFirst();
    },

    async update(
      id: string,
      ownerId: string,
      product: SavedProduct,
      authorName: string,
    ): Promise<ProductRow | undefined> {
      listTotals.forget();
      return db
        .updateTable('products')
        .set({
          ...columnsOf(product),
          author_name: authorName,
          updated_at: sql<Date>`now()`,
          // First published now, unless it was before (isNew counts from the first time).
          ...(product.status === 'published' && {
            published_at: sql<Date>`coalesce(published_at, now())`,
          }),
        })
        .where('id', '=', id)
        .where('author_id', '=', ownerId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    async delete(id: string, ownerId: string): Promise<ProductRow | undefined> {
      listTotals.forget();
      return db
        .deleteFrom('products')
        .where('id', '=', id)
        .where('author_id', '=', ownerId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    /** A product `readerId` may see: published, or their own in any status; no view counted. */
    findVisible(id: string, readerId: string | null): Promise<ProductRow | undefined> {
      return db
        .selectFrom('products')
        .select(COLUMNS)
        .where('id', '=', id)
        .where((eb) =>
          readerId === null
            ? eb('status', '=', 'published')
            : eb.or([eb('status', '=', 'published'), eb('author_id', '=', readerId)]),
        )
        .executeTakeFirst();
    },

    /** The products `ids` that still exist, any status (a purchase's card: image, seller). */
    findMany(ids: readonly string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('products').select(COLUMNS).where('id', 'in', ids).execute();
    },

    /**
     * A paid sale enters (`sales` 1, `revenueCents` what it brings) or leaves (-1, minus what it
     * brought), or a partial refund (0, minus the refund), in the sales module's transaction `trx`.
     */
    async changeSales(
      trx: Kysely<DB>,
      productId: string,
      sales: number,
      revenueCents: number,
    ): Promise<void> {
      await trx
        .updateTable('products')
        .set((eb) => ({
          total_sales: sql<number>`greatest(${eb.ref('total_sales')} + ${sales}, 0)`,
          revenue_cents: sql<number>`greatest(${eb.ref('revenue_cents')} + ${revenueCents}, 0)`,
        }))
        .where('id', '=', productId)
        .execute();
    },

    /** A buyer's download, counted in the sales module's transaction `trx`. */
    async countDownload(trx: Kysely<DB>, productId: string): Promise<void> {
      await trx
        .updateTable('products')
        .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
        .where('id', '=', productId)
        .execute();
    },

    /**
     * A review added (`reviews` 1, its rating) or edited (0, the new rating minus the old), in
     * the sales module's transaction `trx`; rating = rating_total / review_count, one decimal.
     */
    async changeReviews(
      trx: Kysely<DB>,
      productId: string,
      reviews: number,
      ratingDelta: number,
    ): Promise<void> {
      await trx
        .updateTable('products')
        .set({
          review_count: sql<number>`review_count + ${reviews}`,
          rating_total: sql<number>`rating_total + ${ratingDelta}`,
          rating: sql<number>`CASE WHEN review_count + ${reviews} <= 0 THEN 0
            ELSE round((rating_total + ${ratingDelta})::numeric / (review_count + ${reviews}), 1) END`,
        })
        .where('id', '=', productId)
        .execute();
    },

    /** An admin's choice (isFeatured); false when there is no such product. */
    async setFeatured(id: string, isFeatured: boolean): Promise<boolean> {
      listTotals.forget();
      const result = await db
        .updateTable('products')
        .set({ is_featured: isFeatured })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async categoryOf(id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('products')
        .select('category')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.category;
    },

    /** The published products of a category (the Bestseller rule ranks them). */
    async publishedIdsIn(category: string): Promise<string[]> {
      const rows = await published().select('id').where('category', '=', category).execute();
      return rows.map((row) => row.id);
    },

    /** Bestsellers of `category` are exactly `ids` (only rows that change are written). */
    async setBestsellers(category: string, ids: readonly string[]): Promise<void> {
      const chosen = sql<boolean>`id = ANY(${[...ids]}::uuid[])`;
      await db
        .updateTable('products')
        .set({ is_bestseller: chosen })
        .where('category', '=', category)
        .where(sql<SqlBool>`is_bestseller IS DISTINCT FROM (${chosen})`)
        .execute();
    },

    /** Every product of `ownerId`, any status, last changed first. */
    listOwn(ownerId: string): Promise<ProductRow[]> {
      return db
        .selectFrom('products')
        .select(COLUMNS)
        .where('author_id', '=', ownerId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
    },

    /**
     * A published product, its view counted (the total and the day's, in one transaction with
     * the read) when the reader is not its owner, once a day per `viewer`
     * (platform/daily-viewers.ts); else, for its owner, the product in any status.
     */
    async findForReader(
      id: string,
      readerId: string | null,
      viewer: string,
    ): Promise<ProductRow | undefined> {
      const counted = await db.transaction().execute(async (trx) => {
        const readable = await trx
          .selectFrom('products')
          .select(COLUMNS)
          .where('id', '=', id)
          .where('status', '=', 'published')
          .$if(readerId !== null, (query) => query.where('author_id', '<>', readerId ?? ''))
          .executeTakeFirst();
        if (readable === undefined) return undefined;
        if (!(await firstViewToday(trx, `product:${id}`, viewer))) return readable;
        const row = await trx
          .updateTable('products')
          .set((eb) => ({ views: eb('views', '+', 1) }))
          .where('id', '=', id)
          .where('status', '=', 'published')
          .$if(readerId !== null, (query) => query.where('author_id', '<>', readerId ?? ''))
          .returning(COLUMNS)
          .executeTakeFirst();
        if (row === undefined) return undefined;
        await trx
          .insertInto('product_views')
          .values({
            product_id: row.id,
            author_id: row.author_id,
            day: sql<string>`current_date`,
            views: 1,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['product_id', 'day'])
              .doUpdateSet((eb) => ({ views: eb('product_views.views', '+', 1) })),
          )
          .execute();
        return row;
      });
      if (counted !== undefined || readerId === null) return counted;
      return db
        .selectFrom('products')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('author_id', '=', readerId)
        .executeTakeFirst();
    },

    /** The author's published products, featured order; `except` one (the product page's own). */
    /** The author's product views: the total, and per day (UTC) from `since` on. */
    async viewsOfAuthor(
      authorId: string,
      since: string,
    ): Promise<{ total: number; days: { day: string; views: number }[] }> {
      const [total, days] = await Promise.all([
        db
          .selectFrom('products')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('views'), sql<string>`0`).as('views'))
          .where('author_id', '=', authorId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('product_views')
          .select([
            sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
            (eb) => eb.fn.sum<string>('views').as('views'),
          ])
          .where('author_id', '=', authorId)
          .where('day', '>=', sql<Date>`${since}::date`)
          .groupBy('day')
          .execute(),
      ]);
      return {
        total: Number(total.views),
        days: days.map((row) => ({ day: row.day, views: Number(row.views) })),
      };
    },

    moreFromAuthor(authorId: string, except: string, limit = MORE_FROM_AUTHOR_COUNT) {
      return ordered(published(), 'featured', undefined)
        .select(CARD_COLUMNS)
        .where('author_id', '=', authorId)
        .where('id', '<>', except)
        .limit(limit)
        .execute();
    },

    /** Section 2's marketplace listing: published products, searched, filtered, sorted, paged. */
    async search(
      query: MarketplaceQuery,
      options: { authorId?: string } = {},
    ): Promise<{ rows: ProductCardRow[]; total: number; similar: boolean }> {
      const words = query.q?.trim() ?? '';
      const filtersKey = JSON.stringify([
        query.category,
        query.subcategory,
        query.minPrice,
        query.maxPrice,
        options.authorId,
      ]);
      const filtered = (matching: ReturnType<typeof published>) => {
        let narrowed = matching;
        if (query.category !== undefined) {
          narrowed = narrowed.where('category', '=', query.category);
        }
        if (query.subcategory !== undefined) {
          narrowed = narrowed.where('subcategory', '=', query.subcategory);
        }
        if (query.minPrice !== undefined) {
          narrowed = narrowed.where('price_cents', '>=', query.minPrice);
        }
        if (query.maxPrice !== undefined) {
          narrowed = narrowed.where('price_cents', '<=', query.maxPrice);
        }
        if (options.authorId !== undefined) {
          narrowed = narrowed.where('author_id', '=', options.authorId);
        }
        return narrowed;
      };
      const countOf = (key: string, matching: ReturnType<typeof published>) =>
        listTotals.of(key, async () => {
          const { total } = await matching
            .select((eb) => eb.fn.countAll<string | number>().as('total'))
            .executeTakeFirstOrThrow();
          return Number(total);
        });

      let matching = filtered(published());
      let relevance: Expression<number> | undefined;
      let total: number;
      let similar = false;
      if (words === '') {
        total = await countOf(`all ${filtersKey}`, matching);
      } else {
        // Full-text matches first (stemmed: 'blazers' finds 'blazer'), read through the GIN
        // index. Only when there are none, close spellings ('blazr'): trigram word similarity,
        // through its own GIN index (computing it row by row is what costs).
        const tsquery = sql`websearch_to_tsquery('english', ${words})`;
        matching = filtered(published().where(sql<SqlBool>`search_document @@ ${tsquery}`));
        relevance = sql<number>`ts_rank(search_document, ${tsquery})`;
        total = await countOf(`text ${words} ${filtersKey}`, matching);
        if (total === 0) {
          matching = filtered(published().where(sql<SqlBool>`${words} <% search_words`));
          relevance = sql<number>`word_similarity(${words}, search_words)`;
          total = await countOf(`spelling ${words} ${filtersKey}`, matching);
          similar = total > 0;
        }
      }
      const sort = query.sort ?? (words === '' ? 'featured' : 'relevance');
      const rows =
        total === 0
          ? []
          : await ordered(matching, sort, relevance)
              .select(CARD_COLUMNS)
              .limit(MARKETPLACE_PAGE_SIZE)
              .offset((query.page - 1) * MARKETPLACE_PAGE_SIZE)
              .execute();
      return { rows, total, similar };
    },

    /** The user's favourite product ids, newest first, and the ones they may see. */
    async favourites(userId: string): Promise<{ ids: string[]; rows: ProductRow[] }> {
      const rows = await db
        .selectFrom('product_favourites as f')
        .innerJoin('products as p', 'p.id', 'f.product_id')
        .select(COLUMNS.map((column) => `p.${column}` as const))
        .where('f.user_id', '=', userId)
        .where((eb) => eb.or([eb('p.status', '=', 'published'), eb('p.author_id', '=', userId)]))
        .orderBy('f.created_at', 'desc')
        .orderBy('p.id', 'asc')
        .execute();
      return { ids: rows.map((row) => row.id), rows };
    },

    /**
     * Adds favourites, ignoring ones already there and products the user may not see (unknown,
     * or someone else's draft): a browser's stale list merges without an error.
     */
    async addFavourites(userId: string, productIds: readonly string[]): Promise<number> {
      if (productIds.length === 0) return 0;
      const result = await db
        .insertInto('product_favourites')
        .columns(['user_id', 'product_id'])
        .expression((eb) =>
          eb
            .selectFrom('products')
            .select([sql<string>`${userId}::uuid`.as('user_id'), 'id'])
            .where('id', 'in', productIds)
            .where((inner) =>
              inner.or([inner('status', '=', 'published'), inner('author_id', '=', userId)]),
            ),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    /** Forgets every favourite of the user (account deletion). */
    async removeFavouritesOf(userId: string): Promise<void> {
      await db.deleteFrom('product_favourites').where('user_id', '=', userId).execute();
    },

    async removeFavourite(userId: string, productId: string): Promise<void> {
      await db
        .deleteFrom('product_favourites')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
