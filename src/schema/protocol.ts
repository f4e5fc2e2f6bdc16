import { z } from 'zod';

/** The one error envelope every API and sign-in endpoint answers with. */
export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(errorIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Domain error codes; the server maps each to an HTTP status in one exhaustive switch. */
export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'license_forbidden',
  'not_found',
  'conflict',
  'stale_version',
  'overlap',
  'limit_reached',
  'key_reused',
  'payload_too_large',
  'rate_limited',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const listMetaSchema = z.object({
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  itemsPerPage: z.number().int(),
  itemCount: z.number().int(),
  /**
   * Present (true) when a searched or filtered list stopped counting: more than `totalItems` records match
   * (server/crud/crud.repository.ts, countWindow). The whole list is always counted exactly.
   */
  totalItemsIsLowerBound: z.literal(true).optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), meta: listMetaSchema });

export const itemsResponseSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** Table filter match modes (spec §3) and how they combine. */
export const matchModes = [
  'startsWith',
  'contains',
  'notContains',
  'endsWith',
  'equals',
  'notEquals',
  'in',
  'lt',
  'lte',
  'gt',
  'gte',
  'between',
  'dateIs',
  'dateIsNot',
  'dateBefore',
  'dateAfter',
] as const;
export const matchModeSchema = z.enum(matchModes);
export type MatchMode = z.infer<typeof matchModeSchema>;
export const filterCombinerSchema = z.enum(['and', 'or']);
