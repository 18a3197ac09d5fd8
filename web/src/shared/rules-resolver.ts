import type { FieldError, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';

/**
 * A pure rule function: the error key per invalid field, nothing for valid ones. Fields inside
 * lists are named by their path (`prices.2.euros`).
 */
export type FormRules<Values extends FieldValues, Key extends string> = (
  values: Values,
) => Partial<Record<FieldPath<Values>, Key>>;

/** Puts `error` at a dotted path, nested the way react-hook-form reads errors of list fields. */
function setAtPath(errors: Record<string, unknown>, path: string, error: FieldError): void {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1] ?? path] = error;
}

/**
 * Lets react-hook-form validate with a site's pure rule function, showing the catalog's
 * message for each error key. Keeps rules testable without a form and texts in the catalogs.
 */
export function rulesResolver<Values extends FieldValues, Key extends string>(
  rules: FormRules<Values, Key>,
  messages: Readonly<Record<Key, string>>,
): Resolver<Values> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    for (const [field, key] of Object.entries(rules(values)) as [string, Key | undefined][]) {
      if (key) setAtPath(errors, field, { type: key, message: messages[key] });
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
