import { z } from 'zod';
import { storableTextSchema } from './primitives';
import { filterCombinerSchema, matchModeSchema } from './protocol';

/**
 * The list query grammar shared by the web data provider and the server's list endpoints:
 *   ?page=1&perPage=25&sort=lastName:asc,createdAt:desc&q=free text&filters=<JSON FilterGroup>
 * where FilterGroup = { combiner: 'and' | 'or', conditions: [{ field, matchMode, value }] }.
 * Which fields and match modes a list accepts is whitelisted per resource; anything else is a 400.
 */
export const maxPerPage = 100;
export const defaultPerPage = 25;

export const filterConditionSchema = z.object({
  field: z.string().min(1).max(64),
  matchMode: matchModeSchema,
  value: z.union([storableTextSchema, z.number(), z.boolean(), z.null(), z.array(z.union([storableTextSchema, z.number()])).max(100)]),
});
export type FilterCondition = z.infer<typeof filterConditionSchema>;

export const filterGroupSchema = z.object({
  combiner: filterCombinerSchema.default('and'),
  conditions: z.array(filterConditionSchema).max(20),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

export const sortEntrySchema = z.object({ field: z.string().min(1).max(64), order: z.enum(['asc', 'desc']) });
export type SortEntry = z.infer<typeof sortEntrySchema>;

export const encodeSort = (sort: readonly SortEntry[]): string => sort.map((s) => `${s.field}:${s.order}`).join(',');
export const encodeFilters = (group: FilterGroup): string => JSON.stringify(group);

const sortParamSchema = z
  .string()
  .max(500)
  .transform((raw, ctx) => {
    const entries = raw
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const [field, order = 'asc'] = part.split(':');
        return { field, order };
      });
    const parsed = z.array(sortEntrySchema).max(5).safeParse(entries);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Use sort=field:asc,other:desc' });
      return z.NEVER;
    }
    return parsed.data;
  });

const filtersParamSchema = z
  .string()
  .max(10_000)
  .transform((raw, ctx) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filters must be JSON' });
      return z.NEVER;
    }
    const parsed = filterGroupSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return parsed.data;
  });

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
  sort: sortParamSchema.optional(),
  q: z.string().trim().max(200).optional(),
  filters: filtersParamSchema.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
