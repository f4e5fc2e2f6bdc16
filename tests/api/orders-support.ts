import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { branches, workSlots } from '../../server/db/tables';
import { accessToken, liveUrl, openLive, type LiveTestClient } from './live-support';
import { chainWithOwner, type Chain } from './settings-support';

/** Shared by the orders-* suites: a branch with people, a service, a room and a client, made through the engine's API. */

export type Auth = { authorization: string };
export type World = Chain & { ana: number; boris: number; cut: number; room: number; client: number; guid: string };

export const api = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

async function created(app: FastifyInstance, auth: Auth, url: string, payload: object): Promise<number> {
  const res = await api(app, 'POST', url, auth, payload);
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** A branch's records through the engine: two employees, a 60-minute service, a room, a client. */
export async function branchRecords(app: FastifyInstance, auth: Auth, branchId: number) {
  const base = `/branches/${branchId}`;
  return {
    ana: await created(app, auth, `${base}/employees`, { firstName: 'Ana', lastName: 'Petrović' }),
    boris: await created(app, auth, `${base}/employees`, { firstName: 'Boris' }),
    cut: await created(app, auth, `${base}/services`, { name: 'Cut', duration: 60, price: '25.00' }),
    room: await created(app, auth, `${base}/resources`, { name: 'Room 1' }),
    client: await created(app, auth, `${base}/clients`, { firstName: 'Clara', lastName: 'Client' }),
  };
}

/** A chain through onboarding (Europe/Lisbon, open 08:30–19:00) and its branch's records. */
export async function orderWorld(app: FastifyInstance, name: string): Promise<World> {
  const chain = await chainWithOwner(app, name);
  const records = await branchRecords(app, chain.owner, chain.branchId);
  const [branch] = await app.db.select({ guid: branches.guid }).from(branches).where(eq(branches.id, chain.branchId));
  return { ...chain, ...records, guid: branch!.guid };
}

/** Work slots are another module's API: written here as rows, one per employee and date. */
export async function workSlot(app: FastifyInstance, world: Chain, employeeId: number, date: string, slotStart = '08:30', slotEnd = '19:00') {
  await app.db.insert(workSlots).values({ organizationId: world.orgId, branchId: world.branchId, employeeId, date, slotStart, slotEnd });
}

export const line = (world: World, values: Partial<{ employeeId: number; serviceId: number; resourceId: number | null; date: string; startTime: string; duration: number; price: string }> = {}) => ({
  serviceId: world.cut,
  employeeId: world.ana,
  resourceId: null,
  date: '2031-06-10',
  startTime: '10:00',
  duration: 60,
  price: '25.00',
  ...values,
});

/** Books an order (outside hours confirmed unless told) and answers the response. */
export const book = (app: FastifyInstance, world: World, lines: ReturnType<typeof line>[], extra: object = { confirmOutsideWorkingHours: true }, auth: Auth = world.owner) =>
  api(app, 'POST', `/branches/${world.branchId}/orders`, auth, { clientId: world.client, services: lines, ...extra });

/** The owner's live socket, following the branch's channel (the app must be listening). */
export async function ownerLive(app: FastifyInstance, world: World): Promise<LiveTestClient> {
  const live = await openLive(liveUrl(app, await accessToken(app, world.ownerId)));
  live.send({ event: 'subscribe', data: { channel: world.guid } });
  await live.sync();
  return live;
}
