import { z } from 'zod';

/**
 * The header a money write (a sale, a debt or instalment paid, a refund) may carry so that sending it again finds
 * the first one instead of writing twice (draft-ietf-httpapi-idempotency-key-header; server/modules/sales/idempotency.ts).
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Its value: printable text of 1 to 255 characters (a UUID as a rule), bare or as the draft's quoted string. */
export const idempotencyKeySchema = z
  .string()
  .transform((value) => value.trim().replace(/^"(.*)"$/, '$1'))
  .pipe(z.string().regex(/^[\x21-\x7e]{1,255}$/, 'An Idempotency-Key is 1 to 255 printable characters.'));
