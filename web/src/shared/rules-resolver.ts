import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A pure rule function: the error key per invalid field, nothing for valid ones. */
export type FormRules<Values extends FieldValues, Key extends string> = (
  values: Values,
) => Partial<Record<keyof Values, Key>>;

/**
 * Lets react-hook-form validate with a site's pure rule function, showing the catalog's
 * message for each error key. Keeps rules testable without a form and texts in the catalogs.
 */
export function rulesResolver<Values extends FieldValues, Key extends string>(
  rules: FormRules<Values, Key>,
  messages: Readonly<Record<Key, string>>,
): Resolver<Values> {
  return (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, key] of Object.entries(rules(values)) as [string, Key | undefined][]) {
      if (key) errors[field] = { type: key, message: messages[key] };
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
