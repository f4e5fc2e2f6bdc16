import type { FastifyInstance } from 'fastify';
import { cashRegisterSettings, cashShifts } from '../../server/db/tables';
import { api, orderWorld, type Auth, type World } from './orders-support';

/** Shared by the sales-* suites: an order world with a membership and a product to sell, and a checkout call. */

export type SalesWorld = World & { tenVisits: number; shampoo: number };

async function created(app: FastifyInstance, auth: Auth, url: string, payload: object): Promise<number> {
  const res = await api(app, 'POST', url, auth, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function salesWorld(app: FastifyInstance, name: string): Promise<SalesWorld> {
  const world = await orderWorld(app, name);
  const base = `/branches/${world.branchId}`;
  return {
    ...world,
    tenVisits: await created(app, world.owner, `${base}/memberships`, { name: 'Ten cuts', kind: 'visits', visits: 10, price: '200.00', validityDays: 90 }),
    shampoo: await created(app, world.owner, `${base}/products`, { name: 'Shampoo', price: '12.50', stock: 5 }),
  };
}

export const today = () => new Date().toISOString().slice(0, 10);

type Item = { kind: 'service' | 'membership' | 'product'; refId: number } & Record<string, unknown>;
let uid = 0;
export const item = (values: Item) => ({ uid: `line-${++uid}`, price: '25.00', startsAt: today(), ...values });
export const cut = (w: SalesWorld, values: Record<string, unknown> = {}) => item({ kind: 'service', refId: w.cut, employeeId: w.ana, ...values });

export const sell = (app: FastifyInstance, w: SalesWorld, body: object, auth: Auth = w.owner) => api(app, 'POST', `/branches/${w.branchId}/sales`, auth, body);

/** The cash register is another module's API: its setting and shifts are written here as rows. */
export async function registerOn(app: FastifyInstance, w: SalesWorld, enabled: boolean) {
  await app.db
    .insert(cashRegisterSettings)
    .values({ organizationId: w.orgId, branchId: w.branchId, enabled })
    .onConflictDoUpdate({ target: [cashRegisterSettings.organizationId, cashRegisterSettings.branchId], set: { enabled } });
}

export async function openShift(app: FastifyInstance, w: SalesWorld) {
  const [row] = await app.db.insert(cashShifts).values({ organizationId: w.orgId, branchId: w.branchId, openingFloat: '100.00' }).returning({ id: cashShifts.id });
  return row!.id;
}
