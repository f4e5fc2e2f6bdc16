import { and, asc, count, eq, getTableColumns, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { noneLeftOut, type AudienceHeadcount, type BroadcastAudience, type BroadcastChannel, type LeftOutReason } from '../../../src/schema/messages/broadcast';
import type { FrequencyCap } from '../../../src/schema/messages/marketing-settings';
import { clientsResource } from '../../../src/schema/resources/clients';
import { listFilterSql } from '../../crud/crud-sql';
import type { DbExecutor } from '../../db/client';
import { validateListQuery } from '../../crud/list-query.rules';
import { clients, marketingUnsubscribes, outbox } from '../../db/tables';
import { badInput, DomainError } from '../../plugins/app/domain-error';

/**
 * Who a broadcast reaches: the branch's live clients that the clients list's search and filter pick, each with the
 * reason it will not reach them, decided in SQL so that counting 100 000 clients reads no row into the server. Consent
 * comes first (a client who never agreed has no "missing e-mail" to fix), then the channel's address; a client who
 * gave consent up through a link or STOP reads "unsubscribed". The frequency cap is counted for the preview only:
 * the worker decides it at send time, when it is true.
 */

export type AudienceScope = { organizationId: number; branchId: number };

const clientColumns = getTableColumns(clients) as Record<string, PgColumn>;

const channelColumns: Record<BroadcastChannel, { consent: PgColumn; address: PgColumn; missing: LeftOutReason }> = {
  email: { consent: clients.marketingEmail, address: clients.email, missing: 'no_email' },
  sms: { consent: clients.marketingSms, address: clients.phone, missing: 'no_phone' },
  telegram: { consent: clients.marketingTelegram, address: clients.tgChatId, missing: 'no_telegram' },
};

/** The search and filter as the clients list checks them: a bad one is a 400 naming `audience.filters…`. */
function audienceFilterSql(audience: BroadcastAudience): SQL | undefined {
  try {
    const valid = validateListQuery(clientsResource, { page: 1, perPage: 1, ...(audience.q ? { q: audience.q } : {}), filters: audience.filters });
    return listFilterSql(clientsResource, clientColumns, valid);
  } catch (error) {
    if (error instanceof DomainError && error.fieldIssues) throw badInput(error.fieldIssues.map((issue) => ({ ...issue, path: ['audience', ...issue.path] })));
    throw error;
  }
}

/** Checks the audience's filter without reading anything (saving a draft). */
export const checkAudience = (audience: BroadcastAudience): void => void audienceFilterSql(audience);

export const audienceWhere = (scope: AudienceScope, audience: BroadcastAudience): SQL =>
  and(eq(clients.organizationId, scope.organizationId), eq(clients.branchId, scope.branchId), isNull(clients.deletedAt), audienceFilterSql(audience))!;

/** Why this client is left out (null: they get it), before the cap. */
export function leftOutReasonSql(scope: AudienceScope, channel: BroadcastChannel): SQL<LeftOutReason | null> {
  const { consent, address, missing } = channelColumns[channel];
  const unsubscribed = sql`exists (select 1 from ${marketingUnsubscribes} where ${marketingUnsubscribes.organizationId} = ${scope.organizationId} and ${marketingUnsubscribes.clientId} = ${clients.id} and ${marketingUnsubscribes.channel} = ${channel})`;
  return sql<LeftOutReason | null>`case
    when not ${consent} then case when ${unsubscribed} then 'unsubscribed' else 'no_consent' end
    when coalesce(${address}, '') = '' then ${missing}
    else null end`;
}

/**
 * A client's marketing messages that count against the cap: sent (or delivered) within the window, and the ones a
 * worker holds a place for while sending them (marketing-gate.ts).
 */
export function recentMarketingSql(organizationId: number, clientId: SQL | number, cap: FrequencyCap, exceptId?: number): SQL<number> {
  return sql<number>`(select count(*)::int from ${outbox} where ${outbox.organizationId} = ${organizationId} and ${outbox.clientId} = ${clientId}
    and ${outbox.kind} = 'marketing' ${exceptId === undefined ? sql`` : sql`and ${outbox.id} <> ${exceptId}`}
    and ((${outbox.status} in ('sent', 'delivered') and ${outbox.sentAt} > now() - make_interval(days => ${cap.days}))
      or (${outbox.status} = 'pending' and ${outbox.meta} ? 'capHeld')))`;
}

/** How many the filter picks, how many will get it, and why the others will not. */
export async function countAudience(db: DbExecutor, scope: AudienceScope, channel: BroadcastChannel, audience: BroadcastAudience, cap: FrequencyCap | null): Promise<AudienceHeadcount> {
  const reason = leftOutReasonSql(scope, channel);
  const withCap = cap
    ? sql<LeftOutReason | null>`case when (${reason}) is null and ${recentMarketingSql(scope.organizationId, sql`${clients.id}`, cap)} >= ${cap.max} then 'capped' else (${reason}) end`
    : reason;
  const classified = db.select({ reason: withCap.as('reason') }).from(clients).where(audienceWhere(scope, audience)).as('classified');
  const rows = await db.select({ reason: classified.reason, total: count() }).from(classified).groupBy(classified.reason);
  const leftOut = noneLeftOut();
  let matching = 0;
  let recipients = 0;
  for (const row of rows) {
    matching += row.total;
    if (row.reason === null) recipients += row.total;
    else leftOut[row.reason] += row.total;
  }
  return { matching, recipients, leftOut };
}

export type AudienceClient = { id: number; firstName: string; lastName: string; address: string | null; reason: LeftOutReason | null };

/** The next clients of the audience after `afterId`, in id order, each with its reason (expansion's batches). */
export function audienceBatch(db: DbExecutor, scope: AudienceScope, channel: BroadcastChannel, audience: BroadcastAudience, afterId: number, limit: number): Promise<AudienceClient[]> {
  return db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      address: sql<string | null>`${channelColumns[channel].address}`,
      reason: leftOutReasonSql(scope, channel),
    })
    .from(clients)
    .where(and(audienceWhere(scope, audience), gt(clients.id, afterId)))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** The first client the broadcast would reach (else the first the filter picks), to preview it with real values. */
export async function sampleClient(db: DbExecutor, scope: AudienceScope, channel: BroadcastChannel, audience: BroadcastAudience): Promise<AudienceClient | null> {
  const reason = leftOutReasonSql(scope, channel);
  const [row] = await db
    .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, address: sql<string | null>`${channelColumns[channel].address}`, reason })
    .from(clients)
    .where(audienceWhere(scope, audience))
    .orderBy(sql`(${reason}) is not null`, asc(clients.id))
    .limit(1);
  return row ?? null;
}
