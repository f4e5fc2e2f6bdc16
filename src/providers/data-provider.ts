import type {
  BaseRecord,
  CreateParams,
  CrudFilter,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  HttpError,
  LogicalFilter,
  Pagination,
  UpdateParams,
  ValidationErrors,
} from '@refinedev/core';
import { isAxiosError, type AxiosInstance } from 'axios';
import { z } from 'zod';
import { appConfig } from '@/schema/config';
import {
  defaultPerPage,
  encodeFilters,
  encodeSort,
  filterGroupSchema,
  maxPerPage,
  type FilterCondition,
  type FilterGroup,
} from '@/schema/list-query';
import { errorEnvelopeSchema, listMetaSchema, type MatchMode } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';

/**
 * REST conventions of the management API (src/schema/list-query.ts is the server side of the same grammar):
 *
 *   GET    /{resource}?page=1&perPage=25&sort=lastName:asc,createdAt:desc&q=text&filters=<FilterGroup JSON>
 *            → { items: [...], meta: { totalItems, totalPages, currentPage, itemsPerPage, itemCount } }
 *   GET    /{resource}/{id}      POST /{resource}      PATCH /{resource}/{id}      DELETE /{resource}/{id}
 *
 *   FilterGroup = { "combiner": "and" | "or", "conditions": [ { "field", "matchMode", "value" } ] }
 *
 * Refine operators map onto match modes: eq→equals, ne→notEquals, lt, lte, gt, gte, in, contains,
 * ncontains→notContains, startswith→startsWith, endswith→endsWith, between (value [from, to]).
 * Refine filters at the top level combine with `and`; a single top-level `or` (or `and`) group of plain
 * conditions becomes the combiner. A filter on the field `q` is the free-text search. The date modes
 * (dateIs, dateIsNot, dateBefore, dateAfter) and deeper nesting have no Refine operator: pass a ready
 * FilterGroup as `meta.filterGroup` instead (our filter bar does). Resource names may be nested paths
 * (`organizations/5/branches`) and pass through unchanged.
 */

export const operatorMatchModes: Partial<Record<LogicalFilter['operator'], MatchMode>> = {
  eq: 'equals',
  ne: 'notEquals',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
  in: 'in',
  contains: 'contains',
  ncontains: 'notContains',
  startswith: 'startsWith',
  endswith: 'endsWith',
  between: 'between',
};

/** The free-text search travels as `q`, not as a condition. */
export const searchField = 'q';

const isLogical = (filter: CrudFilter): filter is LogicalFilter =>
  filter.operator !== 'and' && filter.operator !== 'or';

// A cleared filter input leaves its filter behind with an empty value; it means "no condition".
const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const toWireValue = (value: unknown): FilterCondition['value'] => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.map((v) => (v instanceof Date ? v.toISOString() : (v as string | number)));
  return value as FilterCondition['value'];
};

const toCondition = (filter: LogicalFilter): FilterCondition => {
  const matchMode = operatorMatchModes[filter.operator];
  if (!matchMode) throw new Error(`The filter operator "${filter.operator}" is not supported by the API`);
  return { field: filter.field, matchMode, value: toWireValue(filter.value) };
};

export type EncodedFilters = { filters?: string; q?: string };

/** Refine CrudFilters → our `filters` and `q` query parameters (see the grammar above). */
export function encodeCrudFilters(filters: readonly CrudFilter[] | undefined): EncodedFilters {
  if (!filters || filters.length === 0) return {};
  let combiner: FilterGroup['combiner'] = 'and';
  let flat: CrudFilter[] = [...filters];
  const only = filters.length === 1 ? filters[0] : undefined;
  if (only && !isLogical(only)) {
    combiner = only.operator;
    flat = only.value;
  } else {
    flat = filters.flatMap((f) => (!isLogical(f) && f.operator === 'and' ? f.value : [f]));
  }
  const result: EncodedFilters = {};
  const conditions: FilterCondition[] = [];
  for (const filter of flat) {
    if (!isLogical(filter)) throw new Error('Nested filter groups are not supported; pass meta.filterGroup');
    if (isEmptyValue(filter.value)) continue;
    if (filter.field === searchField && combiner === 'and') {
      result.q = String(filter.value);
      continue;
    }
    conditions.push(toCondition(filter));
  }
  if (conditions.length > 0)
    result.filters = encodeFilters(filterGroupSchema.parse({ combiner, conditions }));
  return result;
}

const pageParams = (pagination: Pagination | undefined): { page: number; perPage: number } => {
  // "off" and "client" paging want everything: the most the API gives in one page.
  if (pagination?.mode === 'off' || pagination?.mode === 'client') return { page: 1, perPage: maxPerPage };
  return {
    page: pagination?.currentPage ?? 1,
    perPage: Math.min(pagination?.pageSize ?? defaultPerPage, maxPerPage),
  };
};

const sortParam = (sorters: readonly CrudSort[] | undefined): { sort?: string } =>
  sorters && sorters.length > 0 ? { sort: encodeSort(sorters) } : {};

const listQueryParams = (
  pagination: Pagination | undefined,
  sorters: readonly CrudSort[] | undefined,
  filters: readonly CrudFilter[] | undefined,
  meta: Record<string, unknown> | undefined,
): Record<string, string | number> => {
  const override = meta?.filterGroup === undefined ? undefined : filterGroupSchema.parse(meta.filterGroup);
  const encoded = encodeCrudFilters(filters);
  return {
    ...pageParams(pagination),
    ...sortParam(sorters),
    ...(encoded.q === undefined ? {} : { q: encoded.q }),
    ...(override
      ? { filters: encodeFilters(override) }
      : encoded.filters
        ? { filters: encoded.filters }
        : {}),
  };
};

const listEnvelopeSchema = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  meta: listMetaSchema,
});

const issuesToErrors = (
  issues: readonly { path: readonly (string | number)[]; message: string }[],
): ValidationErrors => {
  const errors: ValidationErrors = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '_';
    const existing = errors[key];
    errors[key] = Array.isArray(existing)
      ? [...existing, issue.message]
      : typeof existing === 'string'
        ? [existing, issue.message]
        : issue.message;
  }
  return errors;
};

/** An error this provider already converted (a plain object, as Refine's mutation hooks hand it back). */
export const isHttpError = (error: unknown): error is HttpError =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof Error) &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number' &&
  typeof (error as { message?: unknown }).message === 'string';

/**
 * Refine's error shape: the server's message and status, and the field issues keyed by path so `useForm`
 * puts each message on its input. Transport messages ("Network Error", "timeout exceeded") pass through.
 */
export function toHttpError(error: unknown): HttpError {
  // Refine's data hooks reject with what the provider threw: already converted, so it passes as it is.
  if (isHttpError(error)) return error;
  if (isAxiosError(error)) {
    const envelope = errorEnvelopeSchema.safeParse(error.response?.data);
    const statusCode = error.response?.status ?? 0;
    if (envelope.success) {
      return {
        message: envelope.data.message,
        statusCode,
        ...(envelope.data.code ? { code: envelope.data.code } : {}),
        ...(envelope.data.issues ? { errors: issuesToErrors(envelope.data.issues) } : {}),
        cause: error,
      };
    }
    return { message: error.message, statusCode, cause: error };
  }
  if (error instanceof Error) return { message: error.message, statusCode: 0, cause: error };
  return { message: String(error), statusCode: 0 };
}

const call = async <T>(request: () => Promise<T>): Promise<T> => {
  try {
    return await request();
  } catch (error) {
    throw toHttpError(error);
  }
};

const path = (resource: string, id?: string | number): string =>
  `/${resource.replace(/^\/+|\/+$/g, '')}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

export function createDataProvider(client: AxiosInstance = httpClient): DataProvider {
  return {
    getApiUrl: () => appConfig.apiBasePath,

    getList: async <TData extends BaseRecord = BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: GetListParams) =>
      call(async () => {
        const { data } = await client.get<unknown>(path(resource), {
          params: listQueryParams(pagination, sorters, filters, meta),
        });
        const parsed = listEnvelopeSchema.parse(data);
        // A broad search answers "more than totalItems" (meta.totalItemsIsLowerBound): the list says so.
        return { data: parsed.items as TData[], total: parsed.meta.totalItems, totalIsLowerBound: parsed.meta.totalItemsIsLowerBound ?? false };
      }),

    // Reference fields ask for a handful of ids at once: one list call with `id in [...]`.
    getMany: async <TData extends BaseRecord = BaseRecord>({ resource, ids }: GetManyParams) =>
      call(async () => {
        const group: FilterGroup = {
          combiner: 'and',
          conditions: [{ field: 'id', matchMode: 'in', value: [...ids] }],
        };
        const { data } = await client.get<unknown>(path(resource), {
          params: {
            page: 1,
            perPage: Math.min(Math.max(ids.length, 1), maxPerPage),
            filters: encodeFilters(group),
          },
        });
        return { data: listEnvelopeSchema.parse(data).items as TData[] };
      }),

    getOne: async <TData extends BaseRecord = BaseRecord>({ resource, id }: GetOneParams) =>
      call(async () => {
        const { data } = await client.get<TData>(path(resource, id));
        return { data };
      }),

    create: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      variables,
    }: CreateParams<TVariables>) =>
      call(async () => {
        const { data } = await client.post<TData>(path(resource), variables);
        return { data };
      }),

    update: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
      variables,
    }: UpdateParams<TVariables>) =>
      call(async () => {
        const { data } = await client.patch<TData>(path(resource, id), variables);
        return { data };
      }),

    deleteOne: async <TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
    }: DeleteOneParams<TVariables>) =>
      call(async () => {
        const { data } = await client.delete<TData | ''>(path(resource, id));
        // A 204 has no body; Refine only needs the id to drop the row from its caches.
        return { data: data === '' || data == null ? ({ id } as TData) : data };
      }),

    custom: async <TData extends BaseRecord = BaseRecord>({
      url,
      method,
      payload,
      query,
      headers,
      sorters,
      filters,
    }: CustomParams) =>
      call(async () => {
        const encoded = encodeCrudFilters(filters);
        const { data } = await client.request<TData>({
          url,
          method,
          data: payload,
          headers: headers as Record<string, string> | undefined,
          params: {
            ...(query && typeof query === 'object' ? query : {}),
            ...sortParam(sorters),
            ...(encoded.q === undefined ? {} : { q: encoded.q }),
            ...(encoded.filters ? { filters: encoded.filters } : {}),
          },
        });
        return { data };
      }),
  };
}

export const dataProvider: DataProvider = createDataProvider();
