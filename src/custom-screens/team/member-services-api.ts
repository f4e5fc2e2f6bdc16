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

/**
 * The editor's state: which services are ticked, and the own price and length typed for each ('' = the service's).
 * The length stays text until it is sent, so the schema names a half-typed one rather than the field dropping it.
 */
export type ServiceChoice = { performs: boolean; ownPrice: string; ownLength: string };

export const choicesOf = (items: readonly EmployeeService[]): Record<number, ServiceChoice> =>
  Object.fromEntries(
    items.map((item) => [item.serviceId, { performs: true, ownPrice: item.price ?? '', ownLength: item.duration === null ? '' : String(item.duration) }]),
  );

/** A typed length as the API takes it: blank is the service's (null), anything else a number the schema judges. */
const lengthOf = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed.trim()));

export function itemsOf(choices: Readonly<Record<number, ServiceChoice>>): EmployeeService[] {
  return Object.entries(choices)
    .filter(([, choice]) => choice.performs)
    .map(([serviceId, choice]) => ({
      serviceId: Number(serviceId),
      price: choice.ownPrice.trim() === '' ? null : choice.ownPrice.trim().replace(',', '.'),
      duration: lengthOf(choice.ownLength),
    }));
}

const samePrice = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Number(a) === Number(b));

/** Whether two sets of performed services say the same (order aside; "2100" and "2100.00" are one price). */
export function sameServices(a: readonly EmployeeService[], b: readonly EmployeeService[]): boolean {
  if (a.length !== b.length) return false;
  const saved = new Map(b.map((item) => [item.serviceId, item]));
  return a.every((item) => {
    const other = saved.get(item.serviceId);
    return other !== undefined && samePrice(item.price, other.price) && item.duration === other.duration;
  });
}

/** A row's messages: its own price's, its own length's, and the service's itself (gone since the page was read). */
export type RowErrors = { price?: string; duration?: string; service?: string };

/**
 * The issues of a PUT body (the schema's, or the server's 400: `items.<index>.<field>`) put on the rows they belong
 * to, by service; `items` is the list that was judged.
 */
export function errorsByService(items: readonly EmployeeService[], issues: Iterable<[path: string, message: string]>): Record<number, RowErrors> {
  const errors: Record<number, RowErrors> = {};
  for (const [path, message] of issues) {
    const match = /^items\.(\d+)(?:\.(\w+))?$/.exec(path);
    const item = match ? items[Number(match[1])] : undefined;
    if (!match || !item) continue;
    const field: keyof RowErrors = match[2] === 'price' || match[2] === 'duration' ? match[2] : 'service';
    errors[item.serviceId] = { ...errors[item.serviceId], [field]: message };
  }
  return errors;
}
