import {
  employeeServicesSchema,
  employeeServicesUpdateSchema,
  type EmployeeService,
} from '@/schema/catalog';
import { httpClient } from '@/lib/http-client';

/** The services a member performs and their own prices (server/modules/catalog). */
export const memberServicesKey = (branchId: number, employeeId: number) => ['member-services', branchId, employeeId] as const;

const servicesPath = (branchId: number, employeeId: number) => `/branches/${branchId}/employees/${employeeId}/services`;

export async function getMemberServices(branchId: number, employeeId: number): Promise<EmployeeService[]> {
  const { data } = await httpClient.get<unknown>(servicesPath(branchId, employeeId));
  return employeeServicesSchema.parse(data).items;
}

export async function saveMemberServices(branchId: number, employeeId: number, items: EmployeeService[]): Promise<EmployeeService[]> {
  const { data } = await httpClient.put<unknown>(servicesPath(branchId, employeeId), employeeServicesUpdateSchema.parse({ items }));
  return employeeServicesSchema.parse(data).items;
}

/** The editor's state: which services are ticked, and the own price typed for each ('' = the service's). */
export type ServiceChoice = { performs: boolean; ownPrice: string };

export const choicesOf = (items: readonly EmployeeService[]): Record<number, ServiceChoice> =>
  Object.fromEntries(items.map((item) => [item.serviceId, { performs: true, ownPrice: item.price ?? '' }]));

export function itemsOf(choices: Readonly<Record<number, ServiceChoice>>): EmployeeService[] {
  return Object.entries(choices)
    .filter(([, choice]) => choice.performs)
    .map(([serviceId, choice]) => ({
      serviceId: Number(serviceId),
      price: choice.ownPrice.trim() === '' ? null : choice.ownPrice.trim().replace(',', '.'),
    }));
}

const samePrice = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** Whether two sets of performed services say the same (order aside; "2100" and "2100.00" are one price). */
export function sameServices(a: readonly EmployeeService[], b: readonly EmployeeService[]): boolean {
  if (a.length !== b.length) return false;
  const prices = new Map(b.map((item) => [item.serviceId, item.price]));
  return a.every((item) => prices.has(item.serviceId) && samePrice(item.price, prices.get(item.serviceId) ?? null));
}
