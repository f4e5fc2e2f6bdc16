import type { HttpError } from '@refinedev/core';

/**
 * What a refused move means for the person (server/modules/orders): a time outside the working hours or the
 * work slot is a 409 `conflict` carrying the reasons as field issues, and is asked again with
 * `confirmOutsideWorkingHours` once they confirm; a version changed by someone else is `stale_version` (the
 * schedule is read again); anything else (someone busy, a cancelled order, no permission) is refused with the
 * server's sentence.
 */
export type MoveRefusal = { kind: 'confirm' | 'stale' | 'refused'; message: string };

export function moveRefusalOf(error: HttpError): MoveRefusal {
  const { message } = error;
  const hasIssues = Object.keys(error.errors ?? {}).length > 0;
  if (error.statusCode === 409 && error.code === 'conflict' && hasIssues) return { kind: 'confirm', message };
  if (error.statusCode === 409 && error.code === 'stale_version') return { kind: 'stale', message };
  return { kind: 'refused', message };
}
