import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** One problem a form's validation found: the field it belongs to and the spec's message. */
export interface FieldProblem {
  /** The field's name in the form's values (react-hook-form's field path). */
  field: string;
  /** The message the spec writes for it. */
  message: string;
}

/**
 * react-hook-form's resolver over a form's own validation (a pure function in the feature's
 * `model/`, the spec's messages in the spec's order): no problem passes the values through; each
 * problem becomes that field's error, so the form shows it beside the field and focuses the first.
 */
export function specResolver<T extends FieldValues>(
  validate: (values: T) => readonly FieldProblem[],
): Resolver<T> {
  return (values) => {
    const problems = validate(values);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(({ field, message }) => [field, { type: 'spec', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
