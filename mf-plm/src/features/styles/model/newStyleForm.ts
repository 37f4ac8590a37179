import type { StyleContent } from '@atelier/api-contract';
import {
  PLM_MESSAGES,
  SEASON_PATTERN,
  SIZE_RANGES,
  emptyStyleContent,
  type SizeRangeName,
  type StyleCategory,
} from '@atelier/api-contract/values';
import { NEW_STYLE_TEXTS as T } from './texts';

/** The new style form as typed. */
export interface NewStyleForm {
  styleNumber: string;
  name: string;
  season: string;
  category: StyleCategory;
  sizeRange: SizeRangeName;
  /** A custom range's sizes, comma separated. */
  customSizes: string;
  baseSize: string;
}

const SEASON = new RegExp(SEASON_PATTERN);

/** The sizes the form names: a named range's, or the custom list's (trimmed, blanks dropped). */
export function sizesOf(form: Pick<NewStyleForm, 'sizeRange' | 'customSizes'>): string[] {
  if (form.sizeRange !== 'custom') return [...SIZE_RANGES[form.sizeRange]];
  return form.customSizes
    .split(',')
    .map((size) => size.trim())
    .filter((size) => size !== '');
}

/** The form's problems by field, in the words the form shows. */
export function newStyleProblems(form: NewStyleForm): Partial<Record<keyof NewStyleForm, string>> {
  const problems: Partial<Record<keyof NewStyleForm, string>> = {};
  if (form.styleNumber.trim() === '') problems.styleNumber = T.required(T.styleNumber);
  if (form.name.trim() === '') problems.name = T.required(T.name);
  if (!SEASON.test(form.season.trim().toUpperCase())) problems.season = T.seasonFormat;
  const sizes = sizesOf(form);
  if (sizes.length === 0) problems.customSizes = T.required(T.customSizes);
  else if (new Set(sizes).size !== sizes.length) problems.customSizes = PLM_MESSAGES.sizesDuplicate;
  else if (!sizes.includes(baseSizeOf(form, sizes)))
    problems.baseSize = PLM_MESSAGES.baseSizeMissing;
  return problems;
}

/** The chosen base size, or the middle size when the choice is not in the range (it changed). */
function baseSizeOf(form: NewStyleForm, sizes: readonly string[]): string {
  return sizes.includes(form.baseSize)
    ? form.baseSize
    : (sizes[Math.floor(sizes.length / 2)] ?? '');
}

/** A new style's whole content: the form's facts over the empty tech pack. */
export function newStyleContent(form: NewStyleForm): StyleContent {
  const sizes = sizesOf(form);
  return {
    ...emptyStyleContent(),
    styleNumber: form.styleNumber.trim(),
    name: form.name.trim(),
    season: form.season.trim().toUpperCase(),
    category: form.category,
    sizeRange: { name: form.sizeRange, sizes, baseSize: baseSizeOf(form, sizes) },
  };
}
