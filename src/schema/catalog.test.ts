import { describe, expect, it } from 'vitest';
import { employeeServicesUpdateSchema, memberServiceTerms } from './catalog';

describe("a member's terms for a service", () => {
  const service = { price: '2500.00', duration: 60 };
  it.each([
    ['their own price and length', { price: '3000.00', duration: 45 }, { price: '3000.00', duration: 45 }],
    ['their own length at the service price', { price: null, duration: 90 }, { price: '2500.00', duration: 90 }],
    ['their own price for the service length', { price: '2000.00', duration: null }, { price: '2000.00', duration: 60 }],
    ['the service’s own where they keep none', { price: null, duration: null }, service],
    ['the service’s own where they do not perform it', undefined, service],
  ])('%s', (_, own, expected) => {
    expect(memberServiceTerms(service, own)).toEqual(expected);
  });
});

describe("a member's own length in the services body", () => {
  const lengthIssues = (duration: unknown) => {
    const parsed = employeeServicesUpdateSchema.safeParse({ items: [{ serviceId: 1, price: null, duration }] });
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  it.each([null, 5, 45, 1440])('takes %s', (duration) => expect(lengthIssues(duration)).toEqual([]));
  it.each([
    [42, 'Use 5-minute steps'],
    [0, 'At least 5 minutes'],
    [1445, 'At most 24 hours'],
  ])('refuses %s naming the field', (duration, message) => expect(lengthIssues(duration)).toEqual([`items.0.duration: ${message}`]));
  it('keeps the service length when a body leaves the length out', () => {
    expect(employeeServicesUpdateSchema.parse({ items: [{ serviceId: 1, price: '10.00' }] }).items).toEqual([{ serviceId: 1, price: '10.00', duration: null }]);
  });
});
