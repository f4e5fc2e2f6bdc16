import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';
import { maxEnteredAmount, maxStoredAmount } from './money-text';
import { partMinimum, type PayFacts, type PayLine, type PayScheme, payLines, paySchemeSchema } from './pay-scheme';

const scheme = (change: Partial<PayScheme> = {}): PayScheme => paySchemeSchema.parse({ name: 'Stylist', ...change });
const facts = (change: Partial<PayFacts> = {}): PayFacts => ({ periodFrom: '2026-01-01', periodTo: '2026-01-31', shifts: 0, services: [], products: [], ...change });
const service = (ref: string, amount: string, categoryId: number | null = null) => ({ ref, categoryId, amount, date: '2026-01-10', label: `Service ${ref}` });
const product = (ref: string, amount: string) => ({ ref, amount, date: '2026-01-10', label: `Product ${ref}` });
const line = (kind: PayLine['kind'], ref: string | null, label: string, base: string, percent: string | null, amount: string): PayLine => ({ kind, ref, label, base, percent, amount });

describe('paySchemeSchema', () => {
  it('fills in the defaults', () => {
    expect(paySchemeSchema.parse({ name: '  Stylist ' })).toEqual({
      name: 'Stylist',
      fixedAmount: '0',
      fixedPer: 'none',
      servicePercent: '0',
      productPercent: '0',
      categoryPercents: [],
      minimum: '0',
    });
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['a long name', { name: 'x'.repeat(121) }],
    ['a negative fixed amount', { name: 'A', fixedAmount: '-1' }],
    ['an unknown period', { name: 'A', fixedPer: 'week' }],
    ['a percentage over 100', { name: 'A', servicePercent: '100.5' }],
    ['a category listed twice', { name: 'A', categoryPercents: [{ categoryId: 1, percent: '10' }, { categoryId: 1, percent: '20' }] }],
    ['a category id of 0', { name: 'A', categoryPercents: [{ categoryId: 0, percent: '10' }] }],
    ['over 100 categories', { name: 'A', categoryPercents: Array.from({ length: 101 }, (_, i) => ({ categoryId: i + 1, percent: '1' })) }],
    ['a negative minimum', { name: 'A', minimum: '-5' }],
  ])('refuses %s', (_, body) => {
    expect(paySchemeSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['fixedAmount', '9999999.99', true],
    ['fixedAmount', '10000000.00', false],
    ['fixedAmount', '9999999999.99', false],
    ['minimum', '9999999.99', true],
    ['minimum', '10000000', false],
  ])('%s %s is accepted: %s, naming the field and the bound', (field, amount, accepted) => {
    const result = paySchemeSchema.safeParse({ name: 'A', [field]: amount });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message: 'At most 9999999.99' })]);
  });

  it('the largest amounts over the longest period stay inside numeric(12,2)', () => {
    const largest = scheme({ fixedAmount: maxEnteredAmount, fixedPer: 'shift', minimum: maxEnteredAmount });
    const { total } = payLines(largest, facts({ periodFrom: '2028-01-01', periodTo: '2028-12-31', shifts: 366 }));
    expect(total).toBe('3659999996.34');
    expect(decimal(total).lte(maxStoredAmount)).toBe(true);
    const monthly = payLines(scheme({ fixedAmount: maxEnteredAmount, fixedPer: 'month' }), facts({ periodFrom: '2028-01-01', periodTo: '2028-12-31' }));
    expect(monthly.total).toBe('119999999.88');
  });
});

describe('payLines', () => {
  it.each<[string, PayScheme, PayFacts, PayLine[], string]>([
    ['nothing to pay', scheme(), facts(), [], '0.00'],
    ['per shift', scheme({ fixedAmount: '45.50', fixedPer: 'shift' }), facts({ shifts: 12 }), [line('fixed_shift', null, '12', '45.50', null, '546.00')], '546.00'],
    ['per shift with no shifts', scheme({ fixedAmount: '45.50', fixedPer: 'shift' }), facts(), [], '0.00'],
    ['a whole month', scheme({ fixedAmount: '1000', fixedPer: 'month' }), facts(), [line('fixed_month', null, '2026-01', '1000.00', null, '1000.00')], '1000.00'],
    [
      'a month split across January and February',
      scheme({ fixedAmount: '1000', fixedPer: 'month' }),
      facts({ periodFrom: '2026-01-16', periodTo: '2026-02-15' }),
      [line('fixed_month', null, '2026-01', '1000.00', null, '516.13'), line('fixed_month', null, '2026-02', '1000.00', null, '535.71')],
      '1051.84',
    ],
    [
      'a leap February',
      scheme({ fixedAmount: '1000', fixedPer: 'month' }),
      facts({ periodFrom: '2028-02-15', periodTo: '2028-03-01' }),
      [line('fixed_month', null, '2028-02', '1000.00', null, '517.24'), line('fixed_month', null, '2028-03', '1000.00', null, '32.26')],
      '549.50',
    ],
    [
      'a period over the year end',
      scheme({ fixedAmount: '3100', fixedPer: 'month' }),
      facts({ periodFrom: '2026-12-31', periodTo: '2027-01-01' }),
      [line('fixed_month', null, '2026-12', '3100.00', null, '100.00'), line('fixed_month', null, '2027-01', '3100.00', null, '100.00')],
      '200.00',
    ],
    ['a fixed amount with no period pays nothing', scheme({ fixedAmount: '1000' }), facts({ shifts: 5 }), [], '0.00'],
    [
      'service percentages, a category overriding them, each rounded once',
      scheme({ servicePercent: '10', categoryPercents: [{ categoryId: 3, percent: '25' }, { categoryId: 4, percent: '0' }] }),
      facts({ services: [service('s1', '33.35'), service('s2', '80', 3), service('s3', '50', 4), service('s4', '12.05', 5)] }),
      [line('service_percent', 's1', 'Service s1', '33.35', '10', '3.34'), line('service_percent', 's2', 'Service s2', '80.00', '25', '20.00'), line('service_percent', 's4', 'Service s4', '12.05', '10', '1.21')],
      '24.55',
    ],
    ['no service lines at 0 %', scheme(), facts({ services: [service('s1', '100')], products: [product('p1', '20')] }), [], '0.00'],
    [
      'product percentages',
      scheme({ productPercent: '7.5' }),
      facts({ products: [product('p1', '19.99'), product('p2', '0.10')] }),
      [line('product_percent', 'p1', 'Product p1', '19.99', '7.5', '1.50'), line('product_percent', 'p2', 'Product p2', '0.10', '7.5', '0.01')],
      '1.51',
    ],
    [
      'a shortfall topped up to the minimum',
      scheme({ fixedAmount: '20', fixedPer: 'shift', servicePercent: '40', minimum: '500' }),
      facts({ shifts: 3, services: [service('s1', '250')] }),
      [line('fixed_shift', null, '3', '20.00', null, '60.00'), line('service_percent', 's1', 'Service s1', '250.00', '40', '100.00'), line('minimum_topup', null, '500.00', '160.00', null, '340.00')],
      '500.00',
    ],
    [
      'no top-up above the minimum',
      scheme({ servicePercent: '50', minimum: '100' }),
      facts({ services: [service('s1', '250')] }),
      [line('service_percent', 's1', 'Service s1', '250.00', '50', '125.00')],
      '125.00',
    ],
    ['the minimum alone', scheme({ minimum: '300' }), facts(), [line('minimum_topup', null, '300.00', '0.00', null, '300.00')], '300.00'],
  ])('%s', (_, payScheme, payFacts, lines, total) => {
    expect(payLines(payScheme, payFacts)).toEqual({ lines, total });
  });
});

describe('partMinimum', () => {
  const june = { from: '2031-06-01', to: '2031-06-30' };
  it.each([
    ['the whole period keeps the minimum', '500.00', june, '500.00'],
    ['half of June guarantees half', '500.00', { from: '2031-06-16', to: '2031-06-30' }, '250.00'],
    ['one day of 30, to the cent', '500.00', { from: '2031-06-30', to: '2031-06-30' }, '16.67'],
    ['no minimum stays none', '0', { from: '2031-06-01', to: '2031-06-10' }, '0.00'],
  ])('%s', (_, minimum, part, expected) => {
    expect(partMinimum(minimum, part, june)).toBe(expected);
  });

  it('two halves under schemes of one minimum add up to it, not twice it', () => {
    const halves = [partMinimum('500', { from: '2031-06-01', to: '2031-06-15' }, june), partMinimum('500', { from: '2031-06-16', to: '2031-06-30' }, june)];
    expect(halves).toEqual(['250.00', '250.00']);
  });
});
