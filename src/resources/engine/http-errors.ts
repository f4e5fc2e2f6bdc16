import type { HttpError } from '@refinedev/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Errors as the data provider throws them (already in Refine's HttpError shape: status, message, the
 * envelope's `code` and field `errors`). Read here rather than through the provider module, so the screens'
 * chunk does not pull the HTTP client out of the shell's first chunk.
 */
export function httpErrorOf(error: unknown): HttpError & { code?: string } {
  if (typeof error === 'object' && error !== null) {
    const { statusCode, message, code, errors } = error as Partial<HttpError> & { code?: unknown };
    return {
      statusCode: typeof statusCode === 'number' ? statusCode : 0,
      message: typeof message === 'string' ? message : String(error),
      ...(typeof code === 'string' ? { code } : {}),
      ...(errors && typeof errors === 'object' ? { errors } : {}),
    };
  }
  return { statusCode: 0, message: String(error) };
}

const firstMessage = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'message' in value) return String((value as { message: unknown }).message);
  return undefined;
};

/** Puts the server's field issues on the inputs the form shows; says whether any input took one. */
export function placeServerErrors<T extends FieldValues>(
  http: HttpError,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  let placed = false;
  for (const [path, messages] of Object.entries(http.errors ?? {})) {
    if (!fields.includes(path)) continue;
    setError(path as Path<T>, { type: 'server', message: firstMessage(messages) ?? http.message });
    placed = true;
  }
  return placed;
}
