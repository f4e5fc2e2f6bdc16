import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import { formatsFor } from '@/i18n/formats';
import type { FormatContext } from '../field-format';
import { columnCsvRows, definitionColumns, type ListColumn } from './list-columns';

const services = findResource('services')!;
const format: FormatContext = {
  t: (key) => key,
  formats: formatsFor('EN', 'DE'),
  currency: 'EUR',
  optionLabel: (field, option) => `${field}:${option}`,
  referenceLabel: (_field, id) => (id === 2 ? 'Hair' : undefined),
};
const record = { id: 5, name: 'Cut', categoryId: 2, duration: 90, price: '12.50', bookableOnline: true };

describe('list columns', () => {
  const columns = definitionColumns(services, ['name', 'categoryId', 'price', 'bookableOnline'], (field) => `L:${field}`, new Set(['name', 'price']));

  it("are the definition's list fields: label, sort, layout, title", () => {
    expect(columns.map(({ field, label, sortable, numeric, narrow, inTitle }) => ({ field, label, sortable, numeric, narrow, inTitle }))).toEqual([
      { field: 'name', label: 'L:name', sortable: true, numeric: false, narrow: false, inTitle: true },
      { field: 'categoryId', label: 'L:categoryId', sortable: false, numeric: false, narrow: false, inTitle: false },
      { field: 'price', label: 'L:price', sortable: true, numeric: true, narrow: false, inTitle: false },
      { field: 'bookableOnline', label: 'L:bookableOnline', sortable: false, numeric: false, narrow: true, inTitle: false },
    ]);
  });

  it('show formatted text and export plain cells', () => {
    expect(columns.map((column) => column.text(record, format))).toEqual(['Cut', 'Hair', '€12.50', 'engine.yes']);
    expect(columnCsvRows(columns, [record], format)).toEqual([
      ['L:name', 'L:categoryId', 'L:price', 'L:bookableOnline'],
      ['Cut', 'Hair', '12.50', 'engine.yes'],
    ]);
  });

  it("export a column's text when it has no CSV cell of its own", () => {
    const own: ListColumn = { field: 'both', label: 'Both', sortable: false, text: (row) => `${String(row.name)} ${String(row.duration)}` };
    expect(columnCsvRows([own], [record], format)).toEqual([['Both'], ['Cut 90']]);
  });

  it('leave out fields the definition does not have', () => {
    expect(definitionColumns(services, ['nope'], String, new Set()).length).toBe(0);
  });
});
