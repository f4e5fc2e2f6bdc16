import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import { csvColumns, csvRows } from './csv-rows';
import { formatFieldValue, type FormatContext } from './field-format';
import { hintOf } from './field-values';

const services = findResource('services')!;
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
const context: FormatContext = {
  t,
  locale: 'en',
  currency: 'EUR',
  optionLabel: (field, option) => `${field}:${option}`,
  referenceLabel: (_field, id) => (id === 2 ? 'Hair' : undefined),
};
const record = {
  id: 5,
  version: 1,
  name: '=Cut',
  categoryId: 2,
  duration: 90,
  price: '12.50',
  description: null,
  bookableOnline: true,
  sortOrder: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

describe('CSV export', () => {
  it('has a translated header and plain cells', () => {
    const rows = csvRows(services, [record], (field) => `H:${field}`, context);
    expect(rows[0]).toEqual(csvColumns(services).map((f) => `H:${f}`));
    expect(rows[1]).toEqual(['5', '=Cut', 'Hair', '90', '12.50', '', 'engine.yes', '0', record.createdAt, record.updatedAt]);
  });
});

describe('display values', () => {
  const show = (field: string, values: Record<string, unknown>) =>
    formatFieldValue(field, hintOf(services, field)!, { ...record, ...values }, context);

  it('formats by kind', () => {
    expect(show('duration', {})).toBe('engine.duration.hoursMinutes{"hours":1,"minutes":30}');
    expect(show('duration', { duration: 60 })).toBe('engine.duration.hours{"hours":1}');
    expect(show('price', {})).toBe('€12.50');
    expect(show('bookableOnline', { bookableOnline: false })).toBe('engine.no');
    expect(show('categoryId', {})).toBe('Hair');
    expect(show('categoryId', { categoryId: 9 })).toBe('#9');
    expect(show('description', {})).toBe('—');
  });

  it('prefixes a phone with its dial code and keeps calendar days in place', () => {
    const clients = findResource('clients')!;
    const client = { id: 1, phone: '601234567', dialCode: '+381', birthDate: '2000-01-31' };
    expect(formatFieldValue('phone', hintOf(clients, 'phone')!, client, context)).toBe('+381 601234567');
    expect(formatFieldValue('birthDate', hintOf(clients, 'birthDate')!, client, context)).toBe('Jan 31, 2000');
  });
});
