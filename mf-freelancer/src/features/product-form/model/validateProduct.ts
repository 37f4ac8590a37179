import type { ProductFormValues } from './productForm';
import { REVISIONS_MAX, REVISIONS_MIN } from './options';
import { dollarsToCents } from './productForm';
import { VALIDATION_MESSAGES, type ValidatedField } from './texts';

export interface ProductFormError {
  field: ValidatedField;
  message: string;
}

type Checked = Pick<
  ProductFormValues,
  'title' | 'category' | 'description' | 'price' | 'images' | 'files' | 'productType'
> &
  Partial<Pick<ProductFormValues, 'revisions'>>;

/** A custom service's revisions: a whole number in the spec's range (0 to 10). */
function revisionsValid(typed: string): boolean {
  const value = Number(typed.trim());
  return (
    typed.trim() !== '' &&
    Number.isInteger(value) &&
    value >= REVISIONS_MIN &&
    value <= REVISIONS_MAX
  );
}

/** Section 5: every failing check, in the spec's order (the first is the one to fix first). */
export function validateProduct(values: Checked): ProductFormError[] {
  const failing: ValidatedField[] = [];
  if (values.title.trim() === '') failing.push('title');
  if (values.category === '') failing.push('category');
  if (values.description.trim() === '') failing.push('description');
  const cents = dollarsToCents(values.price);
  if (cents === null || cents <= 0) failing.push('price');
  if (values.images.length === 0) failing.push('images');
  if (values.productType === 'ready-made' && values.files.length === 0) failing.push('files');
  // The spec's limit (its ordered messages name no text for it): checked after them.
  if (values.productType === 'custom' && !revisionsValid(values.revisions ?? '')) {
    failing.push('revisions');
  }
  return failing.map((field) => ({ field, message: VALIDATION_MESSAGES[field] }));
}

/**
 * The field a refusal of the API names: one of the form's own messages, or a schema error about
 * a field (`body/revisions must be <= 10`); null when it names none (the banner says it then).
 */
export function refusedField(message: string): ValidatedField | null {
  const fields = Object.keys(VALIDATION_MESSAGES) as ValidatedField[];
  const byMessage = fields.find((field) => VALIDATION_MESSAGES[field] === message);
  if (byMessage !== undefined) return byMessage;
  const named = /\/(\w+)\b/.exec(message)?.[1];
  return fields.find((field) => field === named) ?? null;
}
