/**
 * The catalogue's logic beyond HTTP: saving a product through the form's rules, duplicating it
 * with copies of its uploads, deleting it and its uploads. Other modules read products through
 * this service.
 */
import type { CreateProductBody, UpdateProductBody } from '@atelier/api-contract';
import type { ProductFilesPort } from './files-port';
import { copyTitleOf } from './messages';
import { validateProduct, withDefaults, type ProductFields } from './product-fields';
import type { CatalogueRepository, ProductRow } from './repository';

export type SaveOutcome = { product: ProductRow } | { invalid: string } | { notFound: true };

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

export function createCatalogueService(repository: CatalogueRepository, files: ProductFilesPort) {
  return {
    ...repository,

    async create(
      author: { id: string; name: string },
      body: CreateProductBody,
    ): Promise<SaveOutcome> {
      const valid = validateProduct(withDefaults(body));
      if (!valid.ok) return { invalid: valid.message };
      return {
        product: await repository.insert({
          ...valid.value,
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
      const product = await repository.update(id, author.id, valid.value, author.name);
      if (product === undefined) return { notFound: true };
      const kept = new Set([...product.images, ...product.files].map((upload) => upload.key));
      const dropped = [...current.images, ...current.files]
        .map((upload) => upload.key)
        .filter((key) => !kept.has(key));
      if (dropped.length > 0) await files.remove(dropped);
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
      const [imageKeys, fileKeys] = await Promise.all([
        files.copy(
          fields.images.map((image) => image.key),
          author.id,
        ),
        files.copy(
          fields.files.map((file) => file.key),
          author.id,
        ),
      ]);
      const valid = validateProduct({
        ...fields,
        title: copyTitleOf(fields.title).slice(0, 200),
        status: 'draft',
        images: fields.images.map((image, index) => ({
          ...image,
          key: imageKeys[index] ?? image.key,
        })),
        files: fields.files.map((file, index) => ({ ...file, key: fileKeys[index] ?? file.key })),
      });
      if (!valid.ok) throw new Error(`A stored product fails the form's rules: ${valid.message}`);
      return repository.insert({ ...valid.value, authorId: author.id, authorName: author.name });
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const deleted = await repository.delete(id, ownerId);
      if (deleted === undefined) return false;
      const keys = [...deleted.images, ...deleted.files].map((upload) => upload.key);
      if (keys.length > 0) await files.remove(keys);
      return true;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
