import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toHttpError } from '@/providers/data-provider';

/**
 * Puts the server's field issues (error envelope `issues`, via the data provider's HttpError) on the
 * matching inputs; answers the message for the form-level alert when no field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): { message: string; statusCode: number; placed: boolean } {
  const http = toHttpError(error);
  let placed = false;
  for (const [path, messages] of Object.entries(http.errors ?? {})) {
    const field = fields.find((f) => f === path);
    if (!field) continue;
    const message = Array.isArray(messages)
      ? messages[0]
      : typeof messages === 'string'
        ? messages
        : typeof messages === 'object'
          ? messages.message
          : undefined;
    setError(field, { type: 'server', message: message ?? http.message });
    placed = true;
  }
  return { message: http.message, statusCode: http.statusCode, placed };
}
