import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** A field the server refused, as problem+json names it. */
interface FieldProblem {
  field: string;
  code: string;
}

/**
 * Shows each field the server refused under that field, in the form's own words, and moves the
 * focus to the first one, as the browser's own checks do. Problems the form has no field for
 * (`targetOf` answers null) are left out. Answers whether any field was named.
 */
export function showServerFieldErrors<Values extends FieldValues, Key extends string>(
  problems: readonly FieldProblem[],
  targetOf: (problem: FieldProblem) => { field: FieldPath<Values>; key: Key } | null,
  messages: Readonly<Record<Key, string>>,
  setError: UseFormSetError<Values>,
): boolean {
  let named = false;
  for (const problem of problems) {
    const target = targetOf(problem);
    if (!target) continue;
    setError(
      target.field,
      { type: target.key, message: messages[target.key] },
      { shouldFocus: !named },
    );
    named = true;
  }
  return named;
}
