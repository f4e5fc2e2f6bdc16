import { describe, expect, it } from 'vitest';
import { matchingOptions, serviceOptions, type ServiceOption } from './catalog-pickers-options';

const categories = [
  { id: 2, name: 'Šišanje', color: '#111111' },
  { id: 1, name: 'Color', color: '#222222' },
];
const service = (id: number, name: string, categoryId: number | null, price = '1000.00') => ({ id, name, categoryId, duration: 30, price });
// In the catalog's order: the API sorts by sortOrder, then name.
const services = [service(10, 'Žensko šišanje', 2), service(11, 'Muško', 2), service(20, 'Pramenovi', 1), service(30, 'Konsultacija', null)];
const listed = (options: ServiceOption[]) => options.map((o) => `${o.group} ${o.service.name} ${o.price} ${o.duration}`);

describe('the drawer’s service list', () => {
  it('groups by category in the catalog’s order, services without one last', () => {
    expect(listed(serviceOptions({ services, categories, performed: null, onlyPerformed: false, chosenId: null }))).toEqual([
      'all/2 Žensko šišanje 1000.00 30',
      'all/2 Muško 1000.00 30',
      'all/1 Pramenovi 1000.00 30',
      'all/none Konsultacija 1000.00 30',
    ]);
  });

  const performed = [
    { serviceId: 20, price: '2500.00', duration: null },
    { serviceId: 11, price: null, duration: 20 },
  ];
  it('puts what the employee does first, at their own price and length, then the rest', () => {
    expect(listed(serviceOptions({ services, categories, performed, onlyPerformed: false, chosenId: null }))).toEqual([
      'mine/2 Muško 1000.00 20',
      'mine/1 Pramenovi 2500.00 30',
      'others/2 Žensko šišanje 1000.00 30',
      'others/none Konsultacija 1000.00 30',
    ]);
  });

  it('lists only what the employee does when asked, and the service already chosen', () => {
    expect(listed(serviceOptions({ services, categories, performed, onlyPerformed: true, chosenId: null }))).toEqual(['mine/2 Muško 1000.00 20', 'mine/1 Pramenovi 2500.00 30']);
    expect(listed(serviceOptions({ services, categories, performed, onlyPerformed: true, chosenId: 30 }))).toEqual([
      'mine/2 Muško 1000.00 20',
      'mine/1 Pramenovi 2500.00 30',
      'others/none Konsultacija 1000.00 30',
    ]);
  });

  it('finds a service by its name or its category, accents and case aside', () => {
    const options = serviceOptions({ services, categories, performed: null, onlyPerformed: false, chosenId: null });
    expect(matchingOptions(options, 'SISANJE').map((o) => o.service.name)).toEqual(['Žensko šišanje', 'Muško']);
    expect(matchingOptions(options, 'pramen').map((o) => o.service.name)).toEqual(['Pramenovi']);
    expect(matchingOptions(options, '  ')).toHaveLength(4);
  });
});
