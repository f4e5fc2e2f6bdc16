import { isAxiosError } from 'axios';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@/schema/protocol';

/**
 * Why a write from the drawer was refused, as the drawer answers it:
 * - `outsideHours`: a line falls outside the working hours or the shift (409 with an issue on each such line's
 *   start); the person may book anyway, which sends `confirmOutsideWorkingHours`.
 * - `stale`: someone changed the record since it was read (409 `stale_version`); the drawer offers a reload.
 * - `fields`: bad input (400) with issues to put on the inputs.
 * - `refused`: any other refusal (someone busy, a status that cannot change): the server's sentence.
 */
export type SaveFailure =
  | { kind: 'outsideHours'; message: string; lines: { index: number; message: string; label?: string }[] }
  | { kind: 'stale'; message: string }
  | { kind: 'fields'; message: string; issues: NonNullable<ErrorEnvelope['issues']> }
  | { kind: 'refused'; message: string };

/** Group classes and breaks name the start of the booking itself; orders name a line's. */
const startIndex = (path: readonly (string | number)[]): number | null => {
  if (path.at(-1) !== 'startTime') return null;
  if (path.length === 1) return 0;
  return path[0] === 'services' && typeof path[1] === 'number' ? path[1] : null;
};

export function saveFailureOf(error: unknown): SaveFailure {
  const envelope = isAxiosError(error) ? errorEnvelopeSchema.safeParse(error.response?.data) : null;
  if (!envelope?.success) {
    return { kind: 'refused', message: error instanceof Error ? error.message : String(error) };
  }
  const { statusCode, code, message, issues = [] } = envelope.data;
  if (statusCode === 409 && code === 'stale_version') return { kind: 'stale', message };
  if (statusCode === 409 && code === 'conflict' && issues.length > 0) {
    const lines = issues.flatMap((issue) => {
      const index = startIndex(issue.path);
      return index === null ? [] : [{ index, message: issue.message }];
    });
    if (lines.length === issues.length) return { kind: 'outsideHours', message, lines };
  }
  if (statusCode === 400 && issues.length > 0) return { kind: 'fields', message, issues };
  return { kind: 'refused', message };
}
