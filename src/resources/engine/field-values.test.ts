import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import {
  acceptsNull,
  createFormValues,
  editFormValues,
  isRequiredField,
  joinMinutes,
  parseIntegerInput,
  parseMoneyInput,
  recordTitle,
  splitMinutes,
  textInputValue,
} from './field-values';

const services = findResource('services')!;
const replies = findResource('vacancyReplies')!;
const clients = findResource('clients')!;

describe('form values', () => {
  it('start from the schema defaults, empty by kind where there is none', () => {
    expect(createFormValues(services)).toEqual({
      name: '',
      categoryId: null,
      duration: 60,
      price: '',
      description: null,
      bookableOnline: true,
    });
  });

  it('take given values, also for writable fields the form does not show, never read-only ones', () => {
    const values = createFormValues(replies, { vacancyId: 9, status: 'invited', createdAt: 'x' });
    expect(values.vacancyId).toBe(9);
    expect(values.status).toBe('invited');
    expect(values).not.toHaveProperty('createdAt');
    expect(createFormValues(clients, { balance: '5.00' })).not.toHaveProperty('balance');
  });

  it('edit the record’s writable fields and carry its version', () => {
    const record = { id: 3, version: 4, name: 'Cut', categoryId: 2, duration: 45, price: '10.00', description: null, bookableOnline: false, sortOrder: 1 };
    expect(editFormValues(services, record)).toEqual({
      name: 'Cut',
      categoryId: 2,
      duration: 45,
      price: '10.00',
      description: null,
      bookableOnline: false,
      version: 4,
    });
  });

  it('validate with the definition’s own schemas', () => {
    const values = { ...createFormValues(services), name: 'Cut', price: '12.50' };
    expect(services.createSchema.safeParse(values).success).toBe(true);
    expect(services.updateSchema.safeParse({ ...values, version: 1 }).success).toBe(true);
  });

  it('know which fields may stay empty and which are required', () => {
    expect(acceptsNull(clients, 'email')).toBe(true);
    expect(acceptsNull(clients, 'firstName')).toBe(false);
    expect(isRequiredField(clients, 'firstName')).toBe(true);
    expect(isRequiredField(clients, 'lastName')).toBe(false);
    expect(isRequiredField(services, 'price')).toBe(true);
  });
});

describe('value conversions', () => {
  it('split and join minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(joinMinutes('1', '30')).toBe(90);
    expect(joinMinutes('', '15')).toBe(15);
    expect(joinMinutes('2', '')).toBe(120);
    expect(joinMinutes('', '')).toBeNull();
  });

  it('read typed numbers, amounts and texts', () => {
    expect(parseIntegerInput('42')).toBe(42);
    expect(parseIntegerInput(' ')).toBeNull();
    expect(parseIntegerInput('4x')).toBe('4x');
    expect(parseMoneyInput('12,5', false)).toBe('12.5');
    expect(parseMoneyInput('', true)).toBeNull();
    expect(parseMoneyInput('', false)).toBe('');
    expect(textInputValue('', true)).toBeNull();
    expect(textInputValue('', false)).toBe('');
  });

  it('names a record by its title fields', () => {
    expect(recordTitle(clients, { id: 1, firstName: 'Ana', lastName: 'Kovač' })).toBe('Ana Kovač');
    expect(recordTitle(clients, { id: 1, firstName: 'Ana', lastName: '' })).toBe('Ana');
    expect(recordTitle(clients, { id: 7, firstName: '', lastName: '' })).toBe('#7');
  });
});
