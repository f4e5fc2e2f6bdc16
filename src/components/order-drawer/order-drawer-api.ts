import { isAxiosError } from 'axios';
import { z } from 'zod';
import { auditHistorySchema, type AuditHistory } from '@/schema/audit';
import { employeeServicesSchema, serviceEmployeesSchema, type EmployeeService, type ServiceEmployee } from '@/schema/catalog';
import { maxPerPage } from '@/schema/list-query';
import { listResponseSchema } from '@/schema/protocol';
import { clientsResource } from '@/schema/resources/clients';
import { employeesResource } from '@/schema/resources/employees';
import { resourcesResource } from '@/schema/resources/resources';
import { serviceCategoriesResource } from '@/schema/resources/service-categories';
import { servicesResource } from '@/schema/resources/services';
import { availabilitySchema, type Availability } from '@/schema/schedule/availability';
import {
  breakCreateSchema,
  breakSchema,
  breakUpdateSchema,
  groupOrderClientSchema,
  groupOrderCreatedSchema,
  groupOrderCreateSchema,
  orderCancelSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderSchema,
  orderUpdateSchema,
  type Break,
  type Order,
  type OrderDetail,
} from '@/schema/schedule/order';
import { httpClient } from '@/lib/http-client';

/**
 * The drawer's calls (spec §7 and issue 9's additions). Bodies are parsed with the API's schemas before they
 * leave and answers when they come back, so a drifted contract fails here, loudly.
 */

export type Client = z.infer<typeof clientsResource.recordSchema>;
export type Service = z.infer<typeof servicesResource.recordSchema>;
export type Employee = z.infer<typeof employeesResource.recordSchema>;
export type Resource = z.infer<typeof resourcesResource.recordSchema>;
export type Category = z.infer<typeof serviceCategoriesResource.recordSchema>;

/** The order with its payments (spec §3's payment fields), which only this read carries. */
export async function getOrder(orderId: number): Promise<OrderDetail> {
  const { data } = await httpClient.get<unknown>(`/orders/${orderId}`);
  return orderDetailSchema.parse(data);
}

export async function createOrder(branchId: number, body: unknown): Promise<Order> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/orders`, orderCreateSchema.parse(body));
  return orderSchema.parse(data);
}

export async function updateOrder(orderId: number, body: unknown): Promise<Order> {
  const { data } = await httpClient.patch<unknown>(`/orders/${orderId}`, orderUpdateSchema.parse(body));
  return orderSchema.parse(data);
}

export async function cancelOrder(orderId: number, version: number): Promise<Order> {
  const { data } = await httpClient.patch<unknown>(`/orders/${orderId}/cancel`, orderCancelSchema.parse({ version }));
  return orderSchema.parse(data);
}

export async function getOrderHistory(orderId: number): Promise<AuditHistory> {
  const { data } = await httpClient.get<unknown>(`/orders/${orderId}/history`, { params: { perPage: 50 } });
  return auditHistorySchema.parse(data);
}

/**
 * Books a group class on its dates. When none could be booked the server answers 409 with the same lists (the
 * dates refused and why), which is answered here like a 201, so the drawer words every refusal the same way.
 */
export async function createGroupOrder(branchId: number, body: unknown) {
  try {
    const { data } = await httpClient.post<unknown>(`/branches/${branchId}/group-orders`, groupOrderCreateSchema.parse(body));
    return groupOrderCreatedSchema.parse(data);
  } catch (error) {
    const noneBooked = isAxiosError(error) && error.response?.status === 409 ? groupOrderCreatedSchema.safeParse(error.response.data) : null;
    if (noneBooked?.success) return noneBooked.data;
    throw error;
  }
}

export async function joinGroupOrder(orderId: number, clientId: number): Promise<Order> {
  const { data } = await httpClient.post<unknown>(`/orders/${orderId}/clients`, groupOrderClientSchema.parse({ clientId }));
  return orderSchema.parse(data);
}

export async function leaveGroupOrder(orderId: number, clientId: number): Promise<Order> {
  const { data } = await httpClient.delete<unknown>(`/orders/${orderId}/clients/${clientId}`);
  return orderSchema.parse(data);
}

export async function createBreak(branchId: number, body: unknown): Promise<Break> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/breaks`, breakCreateSchema.parse(body));
  return breakSchema.parse(data);
}

export async function updateBreak(breakId: number, body: unknown): Promise<Break> {
  const { data } = await httpClient.patch<unknown>(`/breaks/${breakId}`, breakUpdateSchema.parse(body));
  return breakSchema.parse(data);
}

export async function deleteBreak(breakId: number): Promise<void> {
  await httpClient.delete(`/breaks/${breakId}`);
}

export async function getAvailability(
  branchId: number,
  query: { serviceIds: readonly number[]; employeeId: number | null; date: string },
): Promise<Availability> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/availability`, {
    params: {
      serviceIds: query.serviceIds.join(','),
      ...(query.employeeId === null ? {} : { employeeId: query.employeeId }),
      from: query.date,
      to: query.date,
    },
  });
  return availabilitySchema.parse(data);
}

export async function getServiceEmployees(branchId: number, serviceId: number): Promise<ServiceEmployee[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/services/${serviceId}/employees`);
  return serviceEmployeesSchema.parse(data).items;
}

/** The services a team member performs, each with their own price and length (null: the service's). */
export async function getEmployeeServices(branchId: number, employeeId: number): Promise<EmployeeService[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/employees/${employeeId}/services`);
  return employeeServicesSchema.parse(data).items;
}

const clientListSchema = listResponseSchema(clientsResource.recordSchema);

/** Clients whose name, phone or e-mail holds `q` (the engine's search), the first page. */
export async function searchClients(branchId: number, q: string): Promise<Client[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/clients`, {
    params: { q: q || undefined, perPage: 20 },
  });
  return clientListSchema.parse(data).items;
}

export async function getClient(branchId: number, clientId: number): Promise<Client> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/clients/${clientId}`);
  return clientsResource.recordSchema.parse(data);
}

export async function createClient(branchId: number, body: unknown): Promise<Client> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/clients`, clientsResource.createSchema.parse(body));
  return clientsResource.recordSchema.parse(data);
}

/** A branch's whole catalog, team or rooms, page after page (small sets the drawer picks from). */
async function everyRecord<T extends z.ZodType>(path: string, record: T): Promise<z.infer<T>[]> {
  const schema = listResponseSchema(record);
  const records: z.infer<T>[] = [];
  for (let page = 1; ; page++) {
    const { data } = await httpClient.get<unknown>(path, { params: { page, perPage: maxPerPage } });
    const { items, meta } = schema.parse(data);
    records.push(...items);
    if (items.length < maxPerPage || page >= meta.totalPages) return records;
  }
}

export const listServices = (branchId: number): Promise<Service[]> =>
  everyRecord(`/branches/${branchId}/services`, servicesResource.recordSchema);
export const listEmployees = (branchId: number): Promise<Employee[]> =>
  everyRecord(`/branches/${branchId}/employees`, employeesResource.recordSchema);
/** In the catalog's order (sortOrder, then name: the resource's default sort), as services come too. */
export const listCategories = (branchId: number): Promise<Category[]> =>
  everyRecord(`/branches/${branchId}/${serviceCategoriesResource.name}`, serviceCategoriesResource.recordSchema);
export const listResources = (branchId: number): Promise<Resource[]> =>
  everyRecord(`/branches/${branchId}/resources`, resourcesResource.recordSchema);
