import { describe, expect, it } from 'vitest';
import type { BranchPage } from '@/schema/online-booking/booking-page';
import { chosenServices, employeesForAll, fill, visitTotals } from './visit';

const service = (id: number, duration: number, price: string, employeeIds: number[]) => ({ id, name: `S${id}`, description: null, duration, price, employeeIds });

const page: BranchPage = {
  kind: 'branch',
  slug: 'centre',
  chainName: 'Demo',
  branch: { name: 'Centre', address: null, phone: null, timeZone: 'Europe/Belgrade', currency: 'RSD' },
  categories: [
    { name: 'Hair', services: [service(1, 60, '2500.00', [10, 11]), service(2, 45, '1800.50', [10, 11, 12])] },
    { name: null, services: [service(3, 30, '900.00', [12])] },
  ],
  employees: [
    { id: 10, name: 'Ana', title: 'Stylist' },
    { id: 11, name: 'Jelena', title: 'Stylist' },
    { id: 12, name: 'Sara', title: 'Beautician' },
  ],
  rules: { holdMinutes: 10, horizonDays: 60, minNoticeMinutes: 60, deposit: null },
  channels: ['sms', 'email'],
  smsCountries: [{ country: 'RS', dialCode: '+381' }],
  terms: null,
};

describe('the visit the steps make', () => {
  it('keeps the services in the order they were chosen, across categories', () => {
    expect(chosenServices(page, [3, 1]).map((s) => s.id)).toEqual([3, 1]);
    expect(chosenServices(page, [99])).toEqual([]);
  });

  it('offers only the team members who do every chosen service', () => {
    expect(employeesForAll(page, chosenServices(page, [1, 2])).map((e) => e.name)).toEqual(['Ana', 'Jelena']);
    expect(employeesForAll(page, chosenServices(page, [2, 3])).map((e) => e.name)).toEqual(['Sara']);
    expect(employeesForAll(page, chosenServices(page, [1, 3]))).toEqual([]);
  });

  it('adds up length and price', () => {
    expect(visitTotals(chosenServices(page, [1, 2]))).toEqual({ duration: 105, price: '4300.50' });
    expect(visitTotals([])).toEqual({ duration: 0, price: '0.00' });
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Step {n} of {total}', { n: 2, total: 5 })).toBe('Step 2 of 5');
    expect(fill('Sent to {target} {x}', { target: '+381 •• 4567' })).toBe('Sent to +381 •• 4567 {x}');
  });
});
