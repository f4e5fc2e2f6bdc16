import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '@/schema/list-query';
import { bodyOf, fakeAdapter, type FakeHandler } from '@/lib/testing/fake-adapter';
import { createDataProvider, encodeCrudFilters, toHttpError } from './data-provider';

const meta = { totalItems: 42, totalPages: 5, currentPage: 2, itemsPerPage: 10, itemCount: 10 };

function provider(handler: FakeHandler = () => ({ status: 200, data: { items: [{ id: 1 }], meta } })) {
  const adapter = fakeAdapter(handler);
  const client = axios.create({ baseURL: '/api/v1' });
  client.defaults.adapter = adapter;
  return { dp: createDataProvider(client), adapter };
}

const paramsOf = (config: { params?: unknown }) => config.params as Record<string, string | number>;

describe('data provider: lists', () => {
  it('GETs /{resource} with page, perPage, sort and JSON filters, and reads items and meta.totalItems', async () => {
    const { dp, adapter } = provider();
    const result = await dp.getList({
      resource: 'clients',
      pagination: { currentPage: 2, pageSize: 10 },
      sorters: [
        { field: 'lastName', order: 'asc' },
        { field: 'createdAt', order: 'desc' },
      ],
      filters: [
        { field: 'lastName', operator: 'startswith', value: 'Pe' },
        { field: 'visitCount', operator: 'gte', value: 3 },
      ],
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 42, totalIsLowerBound: false });
    const call = adapter.calls[0]!;
    expect(call.url).toBe('/clients');
    const params = paramsOf(call);
    expect(params).toMatchObject({ page: 2, perPage: 10, sort: 'lastName:asc,createdAt:desc' });
    expect(JSON.parse(String(params.filters))).toEqual({
      combiner: 'and',
      conditions: [
        { field: 'lastName', matchMode: 'startsWith', value: 'Pe' },
        { field: 'visitCount', matchMode: 'gte', value: 3 },
      ],
    });
    // What we send is exactly what the server's grammar accepts.
    expect(listQuerySchema.safeParse(params).success).toBe(true);
  });

  it('says when a broad search stopped counting (meta.totalItemsIsLowerBound)', async () => {
    const { dp } = provider(() => ({ status: 200, data: { items: [{ id: 1 }], meta: { ...meta, totalItems: 1000, totalItemsIsLowerBound: true } } }));
    const result = await dp.getList({ resource: 'clients', filters: [{ field: 'q', operator: 'contains', value: 'mil' }] });
    expect(result).toMatchObject({ total: 1000, totalIsLowerBound: true });
  });

  it('passes nested resource paths through', async () => {
    const { dp, adapter } = provider();
    await dp.getList({ resource: 'organizations/5/branches' });
    expect(adapter.calls[0]?.url).toBe('/organizations/5/branches');
    expect(paramsOf(adapter.calls[0]!)).toEqual({ page: 1, perPage: 25 });
  });

  it('asks for the largest page when paging is off or client-side', async () => {
    const { dp, adapter } = provider();
    await dp.getList({ resource: 'clients', pagination: { mode: 'off' } });
    expect(paramsOf(adapter.calls[0]!)).toMatchObject({ page: 1, perPage: 100 });
  });

  it('rejects an answer that is not a list envelope', async () => {
    const { dp } = provider(() => ({ status: 200, data: [{ id: 1 }] }));
    await expect(dp.getList({ resource: 'clients' })).rejects.toMatchObject({ statusCode: 0 });
  });

  it('uses meta.filterGroup as is, for the date modes and our filter bar', async () => {
    const { dp, adapter } = provider();
    const filterGroup = {
      combiner: 'or',
      conditions: [{ field: 'date', matchMode: 'dateBefore', value: '2025-01-01' }],
    };
    await dp.getList({ resource: 'orders', meta: { filterGroup } });
    expect(JSON.parse(String(paramsOf(adapter.calls[0]!).filters))).toEqual(filterGroup);
  });

  it('getMany asks for the ids with an `in` condition', async () => {
    const { dp, adapter } = provider();
    await dp.getMany?.({ resource: 'employees', ids: [3, 4] });
    expect(JSON.parse(String(paramsOf(adapter.calls[0]!).filters))).toEqual({
      combiner: 'and',
      conditions: [{ field: 'id', matchMode: 'in', value: [3, 4] }],
    });
  });
});

describe('data provider: filters grammar', () => {
  it.each([
    ['eq', 'equals'],
    ['ne', 'notEquals'],
    ['lt', 'lt'],
    ['lte', 'lte'],
    ['gt', 'gt'],
    ['gte', 'gte'],
    ['contains', 'contains'],
    ['ncontains', 'notContains'],
    ['startswith', 'startsWith'],
    ['endswith', 'endsWith'],
  ] as const)('%s → %s', (operator, matchMode) => {
    const { filters } = encodeCrudFilters([{ field: 'name', operator, value: 'x' }]);
    expect(JSON.parse(filters!)).toEqual({
      combiner: 'and',
      conditions: [{ field: 'name', matchMode, value: 'x' }],
    });
  });

  it('maps in and between with array values, and dates to ISO strings', () => {
    const { filters } = encodeCrudFilters([
      { field: 'status', operator: 'in', value: ['a', 'b'] },
      {
        field: 'createdAt',
        operator: 'between',
        value: [new Date('2025-01-01T00:00:00Z'), new Date('2025-02-01T00:00:00Z')],
      },
    ]);
    expect(JSON.parse(filters!).conditions).toEqual([
      { field: 'status', matchMode: 'in', value: ['a', 'b'] },
      {
        field: 'createdAt',
        matchMode: 'between',
        value: ['2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z'],
      },
    ]);
  });

  it('turns a single or-group into the combiner', () => {
    const { filters } = encodeCrudFilters([
      {
        operator: 'or',
        value: [
          { field: 'firstName', operator: 'contains', value: 'an' },
          { field: 'lastName', operator: 'contains', value: 'an' },
        ],
      },
    ]);
    expect(JSON.parse(filters!).combiner).toBe('or');
    expect(JSON.parse(filters!).conditions).toHaveLength(2);
  });

  it('sends q as free-text search and skips cleared filters', () => {
    expect(
      encodeCrudFilters([
        { field: 'q', operator: 'contains', value: 'ana' },
        { field: 'lastName', operator: 'eq', value: '' },
        { field: 'status', operator: 'in', value: [] },
        { field: 'phone', operator: 'eq', value: undefined },
      ]),
    ).toEqual({ q: 'ana' });
    expect(encodeCrudFilters(undefined)).toEqual({});
  });

  it('refuses operators and nesting the API cannot express', () => {
    expect(() => encodeCrudFilters([{ field: 'x', operator: 'null', value: true }])).toThrow(/not supported/);
    expect(() =>
      encodeCrudFilters([
        { field: 'a', operator: 'eq', value: 1 },
        { operator: 'or', value: [{ field: 'b', operator: 'eq', value: 2 }] },
      ]),
    ).toThrow(/Nested/);
  });
});

describe('data provider: records', () => {
  it('getOne, create (POST), update (PATCH), deleteOne (DELETE) on /{resource}[/{id}]', async () => {
    const { dp, adapter } = provider((config) =>
      config.method === 'delete' ? { status: 204, data: '' } : { status: 200, data: { id: 5, name: 'A' } },
    );
    await expect(dp.getOne({ resource: 'clients', id: 5 })).resolves.toEqual({ data: { id: 5, name: 'A' } });
    await dp.create({ resource: 'clients', variables: { name: 'A' } });
    await dp.update({ resource: 'clients', id: 5, variables: { name: 'B' } });
    await expect(dp.deleteOne({ resource: 'clients', id: 5 })).resolves.toEqual({ data: { id: 5 } });
    expect(adapter.calls.map((c) => [c.method, c.url])).toEqual([
      ['get', '/clients/5'],
      ['post', '/clients'],
      ['patch', '/clients/5'],
      ['delete', '/clients/5'],
    ]);
    expect(bodyOf(adapter.calls[2]!)).toEqual({ name: 'B' });
  });

  it('custom passes url, method, payload and query through', async () => {
    const { dp, adapter } = provider(() => ({ status: 200, data: { ok: true } }));
    await expect(
      dp.custom?.({ url: '/orders/9/cancel', method: 'patch', query: { d: '2025-01-01' } }),
    ).resolves.toEqual({ data: { ok: true } });
    expect(adapter.calls[0]?.url).toBe('/orders/9/cancel');
    expect(adapter.calls[0]?.params).toEqual({ d: '2025-01-01' });
    expect(dp.getApiUrl()).toBe('/api/v1');
  });
});

describe('data provider: errors', () => {
  it('turns the error envelope into Refine’s HttpError with field errors by path', async () => {
    const { dp } = provider(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Check the highlighted fields',
        issues: [
          { path: ['phone'], message: 'Digits only' },
          { path: ['branch', 'name'], message: 'Required' },
          { path: ['phone'], message: 'Too short' },
        ],
      },
    }));
    await expect(dp.create({ resource: 'clients', variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Check the highlighted fields',
      errors: { phone: ['Digits only', 'Too short'], 'branch.name': 'Required' },
    });
  });

  it('passes an error it already converted through unchanged (Refine hooks reject with it)', () => {
    const converted = { message: 'Stale', statusCode: 409, code: 'stale_version', errors: { name: 'Taken' } };
    expect(toHttpError(converted)).toBe(converted);
    expect(toHttpError({ message: 'no status' })).toMatchObject({ statusCode: 0 });
  });

  it('keeps the generic transport message when there is no envelope', () => {
    const error = toHttpError(new axios.AxiosError('Network Error', 'ERR_NETWORK'));
    expect(error).toMatchObject({ message: 'Network Error', statusCode: 0 });
  });
});
