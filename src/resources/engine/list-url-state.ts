import {
  defaultPerPage,
  encodeFilters,
  encodeSort,
  filterConditionSchema,
  type FilterCondition,
  type FilterGroup,
  type SortEntry,
} from '@/schema/list-query';
import { filterCombinerSchema } from '@/schema/protocol';
import type { RecordValues } from './field-values';
import { filterableFields, sortableFields, type AnyResourceDefinition } from '@/schema/resource-definition';

/**
 * A list's state (page, page size, sort, search, filters) kept in the URL query, so a reload, a shared link
 * or the back button brings the same list back. Decoding is forgiving: anything a hand-edited URL gets
 * wrong (unknown fields, modes the field does not take, bad numbers) is dropped, never sent to the server.
 */

export const pageSizes = [25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

export type ListState = {
  page: number;
  perPage: PageSize;
  /** The person's sort; empty means the definition's default sort. */
  sort: SortEntry[];
  q: string;
  filters: FilterGroup;
  /** A record just created, shown first and marked until what is listed changes (`?created=`). */
  created: number | null;
};

export const initialListState: ListState = {
  page: 1,
  perPage: defaultPerPage as PageSize,
  sort: [],
  q: '',
  filters: { combiner: 'and', conditions: [] },
  created: null,
};

export const listParamNames = ['page', 'perPage', 'sort', 'q', 'filters', 'created'] as const;

const positiveInt = (raw: string | null): number | null => {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
};

function decodeSort(raw: string | null, definition: AnyResourceDefinition): SortEntry[] {
  if (!raw) return [];
  const sortable = new Set(sortableFields(definition));
  return raw
    .split(',')
    .map((part) => part.split(':'))
    .filter(([field, order]) => !!field && sortable.has(field) && (order === 'asc' || order === 'desc'))
    .slice(0, 5)
    .map(([field, order]) => ({ field: field!, order: order as SortEntry['order'] }));
}

function decodeFilters(raw: string | null, definition: AnyResourceDefinition): FilterGroup {
  const empty: FilterGroup = { combiner: 'and', conditions: [] };
  if (!raw) return empty;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (typeof json !== 'object' || json === null) return empty;
  const { combiner, conditions } = json as { combiner?: unknown; conditions?: unknown };
  const modes = filterableFields(definition);
  const kept: FilterCondition[] = Array.isArray(conditions)
    ? conditions.flatMap((c) => {
        const parsed = filterConditionSchema.safeParse(c);
        if (!parsed.success) return [];
        const allowed = modes[parsed.data.field];
        return allowed?.includes(parsed.data.matchMode) ? [parsed.data] : [];
      })
    : [];
  const parsedCombiner = filterCombinerSchema.safeParse(combiner);
  return { combiner: parsedCombiner.success ? parsedCombiner.data : 'and', conditions: kept.slice(0, 20) };
}

export function decodeListState(params: URLSearchParams, definition: AnyResourceDefinition): ListState {
  const perPage = positiveInt(params.get('perPage'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: pageSizes.find((size) => size === perPage) ?? initialListState.perPage,
    sort: decodeSort(params.get('sort'), definition),
    q: (params.get('q') ?? '').slice(0, 200),
    filters: decodeFilters(params.get('filters'), definition),
    created: positiveInt(params.get('created')),
  };
}

/** Writes the state into `base` (other query parameters are kept); defaults are left out of the URL. */
export function encodeListState(state: ListState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of listParamNames) next.delete(name);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.perPage !== initialListState.perPage) next.set('perPage', String(state.perPage));
  if (state.sort.length > 0) next.set('sort', encodeSort(state.sort));
  if (state.q !== '') next.set('q', state.q);
  if (state.filters.conditions.length > 0) next.set('filters', encodeFilters(state.filters));
  if (state.created !== null) next.set('created', String(state.created));
  return next;
}

/** A list's address showing a record just created at its top (after a create page, which has no list of its own). */
export function withCreated(listPath: string, id: number): string {
  const [path, query = ''] = listPath.split('?');
  const params = new URLSearchParams(query);
  params.set('created', String(id));
  return `${path}?${params.toString()}`;
}

/** A page's rows with the record just created first (moved up when the page holds it already). */
export function withCreatedFirst(rows: RecordValues[], created: RecordValues | undefined): RecordValues[] {
  return created ? [created, ...rows.filter((row) => row.id !== created.id)] : rows;
}
