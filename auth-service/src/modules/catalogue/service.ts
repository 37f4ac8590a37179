/**
 * The catalogue's logic beyond HTTP: saving a product through the form's rules, duplicating it
 * with copies of its uploads, deleting it and its uploads. Other modules read products through
 * this service.
 */
import type { CreateProductBody, UpdateProductBody } from '@atelier/api-contract';
import type { ProductFilesPort, ProductUpload, ProductUploadKind } from './files-port';
import { PRODUCT_PUBLISH_MESSAGES, PRODUCT_UPLOAD_MESSAGES, copyTitleOf } from './messages';
import {
  validateProduct,
  withDefaults,
  type ProductFields,
  type SavedProduct,
  type ValidProduct,
} from './product-fields';
import type { CatalogueRepository, ProductRow } from './repository';
import type { ProductSalesPort } from './sales-port';

export type SaveOutcome =
  | { product: ProductRow }
  | { invalid: string }
  | { notFound: true }
  /** Publishing refused: the seller cannot take charges yet (409). */
  | { conflict: string };

/** What the catalogue asks the payouts module: whether a seller can take charges. */
export interface SellersPort {
  canTakeCharges(userId: string): Promise<boolean>;
}

function fieldsOf(row: ProductRow): ProductFields {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    price: row.price_cents,
    originalPrice: row.original_price_cents,
    productType: row.product_type,
    license: row.license,
    deliveryTime: row.delivery_time,
    revisions: row.revisions,
    requirements: row.requirements,
    tags: row.tags,
    status: row.status,
    images: row.images,
    files: row.files,
  };
}

export function createCatalogueService(
  repository: CatalogueRepository,
  files: ProductFilesPort,
  sellers: SellersPort,
  sales: ProductSalesPort,
) {
  /**
   * A product is published (with its price) only when its seller can take charges; drafts and
   * private products always save, and a product published already stays editable.
   */
  async function publishingRefused(
    status: ProductFields['status'],
    authorId: string,
    current: ProductRow | undefined,
  ): Promise<{ conflict: string } | undefined> {
    if (status !== 'published' || current?.status === 'published') return undefined;
    return (await sellers.canTakeCharges(authorId))
      ? undefined
      : { conflict: PRODUCT_PUBLISH_MESSAGES.noPayoutAccount };
  }

  /** Removes uploads a product no longer holds, except those a purchase still sells. */
  async function removeUnsold(productId: string, keys: readonly string[]) {
    if (keys.length === 0) return;
    const fileKeys = await sales.filesStillSold(productId, keys);
    const unsold = keys.filter((key) => !fileKeys.has(key));
    if (unsold.length > 0) await files.remove(unsold);
  }

  /**
   * After the form's rules: every image and file key the product newly holds (not in `current`)
   * must be a complete upload of its kind owned by the author, held by no other product and only
   * once here. Names, sizes and file types are the uploads' own, whatever the client sent. The
   * product as saved, or the first problem.
   */
  async function withUploads(
    product: ValidProduct,
    authorId: string,
    current: ProductRow | undefined,
  ): Promise<{ value: SavedProduct } | { invalid: string }> {
    // What the product holds already, by kind: an image stays an image, a file a file.
    const held = new Map<string, ProductUpload & { kind: ProductUploadKind }>([
      ...(current?.images ?? []).map(
        ({ key, name, size }) => [key, { name, size, type: '', kind: 'image' }] as const,
      ),
      ...(current?.files ?? []).map(
        ({ key, name, size, type }) => [key, { name, size, type, kind: 'product-file' }] as const,
      ),
    ]);
    const seen = new Set<string>();
    const checked = new Map<string, ProductUpload>();
    const check = async (
      upload: { key: string; name: string },
      kind: ProductUploadKind,
    ): Promise<string | undefined> => {
      if (seen.has(upload.key)) return PRODUCT_UPLOAD_MESSAGES.repeated(upload.name);
      seen.add(upload.key);
      const heldAs = held.get(upload.key);
      const found =
        heldAs === undefined
          ? await files.find(upload.key, kind, authorId)
          : heldAs.kind === kind
            ? heldAs
            : undefined;
      if (found === undefined) {
        return kind === 'image'
          ? PRODUCT_UPLOAD_MESSAGES.image(upload.name)
          : PRODUCT_UPLOAD_MESSAGES.file(upload.name);
      }
      checked.set(upload.key, found);
      return undefined;
    };
    for (const image of product.images) {
      const problem = await check(image, 'image');
      if (problem !== undefined) return { invalid: problem };
    }
    for (const file of product.files) {
      const problem = await check(file, 'product-file');
      if (problem !== undefined) return { invalid: problem };
    }
    const added = [...seen].filter((key) => !held.has(key));
    const inUse = await repository.keysInOtherProducts(authorId, added, current?.id ?? null);
    const taken = [...product.images, ...product.files].find((upload) => inUse.has(upload.key));
    if (taken !== undefined) return { invalid: PRODUCT_UPLOAD_MESSAGES.inUse(taken.name) };
    const uploadOf = (key: string): ProductUpload => {
      const upload = checked.get(key);
      if (upload === undefined) throw new Error(`Upload ${key} was not checked`);
      return upload;
    };
    return {
      value: {
        ...product,
        images: product.images.map(({ key }) => {
          const { name, size } = uploadOf(key);
          return { key, name, size };
        }),
        files: product.files.map(({ key }) => {
          const { name, size, type } = uploadOf(key);
          return { key, name, size, type };
        }),
      },
    };
  }

  return {
    ...repository,

    /** The thumbnail of each of `ids` that still exists (Purchases' cards). */
    async thumbnailsOf(ids: readonly string[]): Promise<Map<string, string | null>> {
      const rows = await repository.findMany(ids);
      return new Map(
        rows.map((row) => {
          const first = row.images[0];
          return [row.id, first === undefined ? null : files.imageUrl(first.key, 'thumbnail')];
        }),
      );
    },

    async create(
      author: { id: string; name: string },
      body: CreateProductBody,
    ): Promise<SaveOutcome> {
      const valid = validateProduct(withDefaults(body));
      if (!valid.ok) return { invalid: valid.message };
      const refused = await publishingRefused(valid.value.status, author.id, undefined);
      if (refused !== undefined) return refused;
      const saved = await withUploads(valid.value, author.id, undefined);
      if ('invalid' in saved) return saved;
      return {
        product: await repository.insert({
          ...saved.value,
          authorId: author.id,
          authorName: author.name,
        }),
      };
    },

    /** Merges `changes` into the owner's product and checks the result as a whole. */
    async update(
      id: string,
      author: { id: string; name: string },
      changes: UpdateProductBody,
    ): Promise<SaveOutcome> {
      const current = await repository.findOwn(id, author.id);
      if (current === undefined) return { notFound: true };
      // A JSON body holds no undefined values: every field sent replaces the stored one.
      const merged: Partial<ProductFields> = changes;
      const valid = validateProduct({ ...fieldsOf(current), ...merged });
      if (!valid.ok) return { invalid: valid.message };
      const refused = await publishingRefused(valid.value.status, author.id, current);
      if (refused !== undefined) return refused;
      const saved = await withUploads(valid.value, author.id, current);
      if ('invalid' in saved) return saved;
      const product = await repository.update(id, author.id, saved.value, author.name);
      if (product === undefined) return { notFound: true };
      // A checkout opened at the old price, or of a product no longer for sale, cannot be paid.
      if (
        current.status === 'published' &&
        (product.status !== 'published' || product.price_cents !== current.price_cents)
      ) {
        await sales.expireOpenCheckouts(id);
      }
      const kept = new Set([...product.images, ...product.files].map((upload) => upload.key));
      const dropped = [...current.images, ...current.files]
        .map((upload) => upload.key)
        .filter((key) => !kept.has(key));
      await removeUnsold(id, dropped);
      return { product };
    },

    /** Section 4: a draft titled '<title> (Copy)', a new id, copies of its uploads. */
    async duplicate(
      id: string,
      author: { id: string; name: string },
    ): Promise<ProductRow | undefined> {
      const original = await repository.findOwn(id, author.id);
      if (original === undefined) return undefined;
      const fields = fieldsOf(original);
      const imageKeys = await files.copy(
        fields.images.map((image) => image.key),
        author.id,
      );
      let fileKeys: string[];
      try {
        fileKeys = await files.copy(
          fields.files.map((file) => file.key),
          author.id,
        );
      } catch (error) {
        await files.remove(imageKeys);
        throw error;
      }
      const copies = [...imageKeys, ...fileKeys];
      const keyAt = (keys: readonly string[], index: number): string => {
        const key = keys[index];
        if (key === undefined) throw new Error('The uploads answered fewer copies than asked');
        return key;
      };
      try {
        // The copies hold the same bytes under the same names: the original's types stand.
        const copiedFiles = original.files.map((file, index) => ({
          ...file,
          key: keyAt(fileKeys, index),
        }));
        const valid = validateProduct({
          ...fields,
          title: copyTitleOf(fields.title).slice(0, 200),
          status: 'draft',
          images: fields.images.map((image, index) => ({ ...image, key: keyAt(imageKeys, index) })),
          files: copiedFiles,
        });
        if (!valid.ok) throw new Error(`A stored product fails the form's rules: ${valid.message}`);
        return await repository.insert({
          ...valid.value,
          files: copiedFiles,
          authorId: author.id,
          authorName: author.name,
        });
      } catch (error) {
        await files.remove(copies);
        throw error;
      }
    },

    /**
     * What deleting an account does to the catalogue: the user's products are deleted with the
     * files no buyer needs, and the favourites they saved are forgotten.
     */
    async removeUserData(userId: string): Promise<void> {
      for (const product of await repository.listOwn(userId)) {
        await this.delete(product.id, userId);
      }
      await repository.removeFavouritesOf(userId);
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const deleted = await repository.delete(id, ownerId);
      if (deleted === undefined) return false;
      await sales.expireOpenCheckouts(id);
      // Files bought before stay downloadable by their buyers (the sales module removes them
      // once no purchase needs them).
      await removeUnsold(
        id,
        [...deleted.images, ...deleted.files].map((upload) => upload.key),
      );
      return true;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
