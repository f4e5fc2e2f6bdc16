import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that judges the form with the API's own schema (one source of truth): the values
 * are turned into the request body, the body is parsed, and each issue is put back on the form's field
 * (`formPath`; by default the body's path, which the order form shares). An empty value the schema refuses
 * is reported as "Required", as a person reads it, rather than as a type error.
 */
export function apiSchemaResolver<Values extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  formPath: (path: readonly PropertyKey[]) => string = (path) => path.map(String).join('.'),
): Resolver<Values> {
  return (values, _context, options) => {
    const body = toBody(values);
    const result = schema.safeParse(body);
    if (result.success) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of result.error.issues) {
      const name = formPath(issue.path);
      if (flat[name]) continue;
      const given = valueAt(body, issue.path);
      const blank = given === null || given === undefined || given === '';
      flat[name] = { type: issue.code, message: blank ? 'Required' : issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
