import { z } from 'zod';

/** What the booking page's address field says about a slug refused, as a sentence key of `address.errors`. */
export type SlugProblemKey = 'slug_format' | 'slug_reserved' | 'length';

/**
 * The slug schema's and the server's refusals of a slug (src/schema/online-booking/slug.ts): its own messages and
 * the length bounds have sentences of their own; anything else is said as it came.
 */
export function slugProblem(issue: Pick<z.core.$ZodIssue, 'code' | 'message'> | undefined): { key: SlugProblemKey } | { key: null; message: string } {
  if (!issue) return { key: 'slug_format' };
  if (issue.message === 'slug_format' || issue.message === 'slug_reserved') return { key: issue.message };
  if (issue.message === 'slug_length' || issue.code === 'too_small' || issue.code === 'too_big') return { key: 'length' };
  return { key: null, message: issue.message };
}
