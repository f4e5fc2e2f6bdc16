import type { BranchPage } from '@/schema/online-booking/booking-page';
import { sumAmounts } from '@/schema/online-booking/page-formats';

/** What the chosen services make: the visit the steps ask times for, in the order they were chosen. */
export type PageService = BranchPage['categories'][number]['services'][number];
export type PageEmployee = BranchPage['employees'][number];

/** At most this many services in one visit (the public calls' limit). */
export const maxServices = 5;

export function chosenServices(page: BranchPage, ids: readonly number[]): PageService[] {
  const byId = new Map(page.categories.flatMap((category) => category.services).map((service) => [service.id, service]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The team members who do every chosen service: one person takes the whole visit when one is picked. */
export function employeesForAll(page: BranchPage, services: readonly PageService[]): PageEmployee[] {
  return page.employees.filter((employee) => services.every((service) => service.employeeIds.includes(employee.id)));
}

/** The visit's length and price, the services' list prices (a member's own price shows once held). */
export const visitTotals = (services: readonly PageService[]) => ({
  duration: services.reduce((sum, service) => sum + service.duration, 0),
  price: sumAmounts(services.map((service) => service.price)),
});

/** A word with its `{name}` placeholders filled. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
