import type { FastifyInstance } from 'fastify';
import { orderClients, orderServices, orders } from '../../server/db/tables';
import type { OrderStatus } from '../../src/schema/schedule/order-status';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import type { WorkingHours } from '../../src/schema/organization';
import { chainWithOwner, type Chain } from './settings-support';

/**
 * Shared by the schedule-*, slots-* and availability-* suites: a chain made through onboarding whose branch keeps
 * the given zone and hours, members, services and clients made through the engine's API, and orders written
 * straight to the tables (the orders API is built beside these suites).
 */
export type Headers = { authorization: string };
export type ScheduleChain = Chain & { timeZone: string };

export async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) {
  return app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}

async function created(app: FastifyInstance, url: string, headers: Headers, payload: object): Promise<number> {
  const res = await call(app, 'POST', url, headers, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${url} failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function scheduleChain(
  app: FastifyInstance,
  name: string,
  branch: { timeZone: string; workingHours: WorkingHours } = { timeZone: 'Europe/Belgrade', workingHours: { start: '09:00', end: '18:00' } },
): Promise<ScheduleChain> {
  const chain = await chainWithOwner(app, name);
  const res = await call(app, 'PATCH', `/branches/${chain.branchId}`, chain.owner, { ...branch, version: 1 });
  if (res.statusCode !== 200) throw new Error(`branch update failed: ${res.statusCode} ${res.body}`);
  return { ...chain, timeZone: branch.timeZone };
}

export const addEmployee = (app: FastifyInstance, chain: Chain, firstName: string, color = '#3366aa') =>
  created(app, `/branches/${chain.branchId}/employees`, chain.owner, { firstName, lastName: 'Staff', color });
export const addService = (app: FastifyInstance, chain: Chain, name: string, duration: number, price = '25.00') =>
  created(app, `/branches/${chain.branchId}/services`, chain.owner, { name, duration, price });
export const addClient = (app: FastifyInstance, chain: Chain, firstName: string, phone: string | null = null) =>
  created(app, `/branches/${chain.branchId}/clients`, chain.owner, { firstName, lastName: 'Client', phone });
export const addResource = (app: FastifyInstance, chain: Chain, name: string) =>
  created(app, `/branches/${chain.branchId}/resources`, chain.owner, { name });

export async function performs(app: FastifyInstance, chain: Chain, employeeId: number, serviceIds: number[]): Promise<void> {
  const items = serviceIds.map((serviceId) => ({ serviceId, price: null }));
  const res = await call(app, 'PUT', `/branches/${chain.branchId}/employees/${employeeId}/services`, chain.owner, { items });
  if (res.statusCode !== 200) throw new Error(`employee services failed: ${res.statusCode} ${res.body}`);
}

export type LineInput = { employeeId: number; serviceId?: number | null; resourceId?: number | null; start: string; end: string; endDate?: string };
export type OrderInput = {
  date: string;
  mode?: 'order.single' | 'order.group' | 'order.break';
  clientId?: number | null;
  status?: OrderStatus;
  capacity?: number | null;
  groupClientIds?: number[];
  description?: string | null;
  lines: LineInput[];
};

/** An order (or break) with its lines, wall clock in the branch's zone; a cancelled one holds no time. */
export async function insertOrder(app: FastifyInstance, chain: ScheduleChain, input: OrderInput): Promise<{ orderId: number; lineIds: number[] }> {
  const scope = { organizationId: chain.orgId, branchId: chain.branchId };
  const instant = (date: string, time: string) => new Date(zonedToInstant(date, time, chain.timeZone));
  const times = input.lines.map((line) => ({ startsAt: instant(input.date, line.start), endsAt: instant(line.endDate ?? input.date, line.end) }));
  const status = input.status ?? 'order_status.waiting';
  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        ...scope,
        mode: input.mode ?? 'order.single',
        clientId: input.clientId ?? null,
        status,
        capacity: input.capacity ?? null,
        description: input.description ?? null,
        localDate: input.date,
        startsAt: new Date(Math.min(...times.map((t) => t.startsAt.getTime()))),
        endsAt: new Date(Math.max(...times.map((t) => t.endsAt.getTime()))),
        currency: 'EUR',
      })
      .returning({ id: orders.id });
    const lines = await tx
      .insert(orderServices)
      .values(
        input.lines.map((line, position) => ({
          ...scope,
          orderId: order!.id,
          serviceId: line.serviceId ?? null,
          employeeId: line.employeeId,
          resourceId: line.resourceId ?? null,
          ...times[position]!,
          price: line.serviceId ? '25.00' : null,
          holdsTime: status !== 'order_status.canceled',
          position,
        })),
      )
      .returning({ id: orderServices.id });
    if (input.groupClientIds?.length) {
      await tx.insert(orderClients).values(input.groupClientIds.map((clientId) => ({ organizationId: chain.orgId, orderId: order!.id, clientId })));
    }
    return { orderId: order!.id, lineIds: lines.map((line) => line.id) };
  });
}

/** The fields a 400 names. */
export const issuePaths = (body: { issues?: { path: (string | number)[] }[] }) => (body.issues ?? []).map((issue) => issue.path.join('.'));
