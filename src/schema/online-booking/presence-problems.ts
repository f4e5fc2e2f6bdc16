import type { z } from 'zod';

/** A Presence form's problems by field, as the API names them (each issue's field and the schema's message code). */
export function fieldProblems(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
}
