import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../server/db/tables';
import { unsubscribeKeyOf } from '../../server/modules/broadcasts/unsubscribe-token';
import { planDailyMessages, unsubscribeLinks } from '../../server/modules/notifications/daily/daily-planner';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { api, branchRecords, type World } from './orders-support';
import { chainWithOwner, type Chain } from './settings-support';

/** Shared by the daily-messages suites: branches of one chain in time zones of their own, clients, rules, the outbox. */

export type Place = World & { zone: string };

/** A chain with three branches: its first in Lisbon (Downtown), Beograd in Belgrade and São Paulo. */
export async function threeZones(
  app: FastifyInstance,
  name: string,
): Promise<{ lisbon: Place; belgrade: Place; saoPaulo: Place }> {
  const chain = await chainWithOwner(app, name);
  return {
    lisbon: {
      ...chain,
      ...(await branchRecords(app, chain.owner, chain.branchId)),
      guid: '',
      zone: 'Europe/Lisbon',
    },
    belgrade: await branchIn(app, chain, 'Beograd', 'Europe/Belgrade'),
    saoPaulo: await branchIn(app, chain, 'São Paulo', 'America/Sao_Paulo'),
  };
}

/** One planner pass at the instant the branch's clock reads `date` `time`. */
export const planAt = (app: FastifyInstance, place: Place, date: string, time: string) =>
  planOnce(app, zonedToInstant(date, time, place.zone));

/** One planner pass at `now`, its marketing e-mails carrying links as the server signs them. */
export const planOnce = (app: FastifyInstance, now: number) =>
  planDailyMessages(app.db, now, {
    unsubscribeLinkOf: unsubscribeLinks(
      () => 'https://salon.example',
      unsubscribeKeyOf(app.secrets.integrationKey),
    ),
  });

/** A branch of `chain` in `timeZone` with the order world's records (Ana, Boris, Cut, a room, Clara). */
async function branchIn(app: FastifyInstance, chain: Chain, name: string, timeZone: string): Promise<Place> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${chain.orgId}/branches`,
    headers: chain.owner,
    payload: { name, ISOCurrency: 'EUR', timeZone },
  });
  if (res.statusCode !== 201) throw new Error(`branch: ${res.statusCode} ${res.body}`);
  const branchId = res.json().id as number;
  return {
    ...chain,
    branchId,
    ...(await branchRecords(app, chain.owner, branchId)),
    guid: '',
    zone: timeZone,
  };
}

/** A client of the branch through the engine's API. */
export async function clientOf(
  app: FastifyInstance,
  world: World,
  values: Record<string, unknown>,
): Promise<number> {
  const res = await api(app, 'POST', `/branches/${world.branchId}/clients`, world.owner, values);
  if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Sets a rule (the branch's, or the chain's with `orgId`), over whatever version it had. */
export async function setRule(
  app: FastifyInstance,
  world: World,
  event: string,
  rule: { enabled: boolean; channels: string[]; settings: object },
  scope: 'branch' | 'chain' = 'branch',
) {
  const base = scope === 'branch' ? `/branches/${world.branchId}` : `/organizations/${world.orgId}`;
  const current = (await api(app, 'GET', `${base}/notification-rules`, world.owner))
    .json()
    .items.find((item: { event: string }) => item.event === event);
  const version = current.source === scope ? current.version : 0;
  const res = await api(app, 'PUT', `${base}/notification-rules/${event}`, world.owner, { ...rule, version });
  if (res.statusCode !== 200) throw new Error(`rule ${event}: ${res.statusCode} ${res.body}`);
}

export async function forgetRule(
  app: FastifyInstance,
  world: World,
  event: string,
  scope: 'branch' | 'chain' = 'branch',
) {
  const base = scope === 'branch' ? `/branches/${world.branchId}` : `/organizations/${world.orgId}`;
  const res = await api(app, 'DELETE', `${base}/notification-rules/${event}`, world.owner);
  if (res.statusCode !== 204) throw new Error(`forget ${event}: ${res.statusCode} ${res.body}`);
}

/** The outbox rows of `event` in the branch, oldest first (of some clients, employees or users only, when given). */
export function plannedOf(
  app: FastifyInstance,
  branchId: number,
  event: string,
  who: { clientIds?: number[]; employeeIds?: number[]; userIds?: number[] } = {},
) {
  return app.db
    .select({
      key: outbox.dedupeKey,
      channel: outbox.channel,
      status: outbox.status,
      reason: outbox.reason,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      due: outbox.nextAttemptAt,
      expiresAt: outbox.expiresAt,
      clientId: outbox.clientId,
      employeeId: outbox.employeeId,
      userId: outbox.userId,
      language: outbox.language,
      meta: outbox.meta,
      kind: outbox.kind,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.branchId, branchId),
        eq(outbox.event, event),
        who.clientIds ? inArray(outbox.clientId, who.clientIds) : undefined,
        who.employeeIds ? inArray(outbox.employeeId, who.employeeIds) : undefined,
        who.userIds ? inArray(outbox.userId, who.userIds) : undefined,
      ),
    )
    .orderBy(asc(outbox.id));
}
