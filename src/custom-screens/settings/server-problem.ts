import { toHttpError } from '@/providers/data-provider';

export type ServerProblem = {
  message: string;
  statusCode: number;
  code: string | undefined;
  /** First message per field path (`workingHours.end`, `branchIds.0`). */
  fields: Record<string, string>;
};

/** What the settings API said, in one shape for forms and dialogs. */
export function serverProblem(error: unknown): ServerProblem {
  const http = toHttpError(error);
  const fields: Record<string, string> = {};
  for (const [path, value] of Object.entries(http.errors ?? {})) {
    const message = Array.isArray(value) ? value[0] : typeof value === 'string' ? value : typeof value === 'object' ? value.message : undefined;
    if (message) fields[path] = message;
  }
  const code = typeof http['code'] === 'string' ? http['code'] : undefined;
  return { message: http.message, statusCode: http.statusCode, code, fields };
}
