import type { ProductFormValues } from './productForm';
import { dollarsToCents } from './productForm';
import { VALIDATION_MESSAGES, type ValidatedField } from './texts';

export interface ProductFormError {
  field: ValidatedField;
  message: string;
}

type Checked = Pick<
  ProductFormValues,
  'title' | 'category' | 'description' | 'price' | 'images' | 'files' | 'productType'
>;

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
  return failing.map((field) => ({ field, message: VALIDATION_MESSAGES[field] }));
}
