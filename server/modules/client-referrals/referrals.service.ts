import { aliasedTable, and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ClientReferral, ClientReferralCard, ClientReferralList } from '../../../src/schema/client-referrals/client-referrals';
import type { BranchScope } from '../../crud/branch-records';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { clientReferrals, clients, sales } from '../../db/tables';
import { badInput, conflict, type Sentence } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { codeHolder, referralCodeOf, referralLinkOf } from './referral-codes';
import { programmeTerms } from './referral-programme.service';

const referrer = aliasedTable(clients, 'referrer');
const newcomer = aliasedTable(clients, 'newcomer');
const nameOf = (table: typeof clients) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** A sale of an appointment of the client, not cancelled: their first visit has been paid, the newcomer's offer is spent. */
export async function hasPaidVisit(db: DbExecutor, organizationId: number, clientId: number): Promise<boolean> {
  const [sale] = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.organizationId, organizationId), eq(sales.clientId, clientId), isNotNull(sales.orderId), isNull(sales.canceledAt)))
    .limit(1);
  return sale !== undefined;
}

/**
 * A client with visits counted (completed, or brought over from before) or a visit paid is no newcomer and cannot be
 * referred. Once referred, only a paid visit spends the offer: completing the first visit counts it before its checkout.
 */
async function hasVisited(db: DbExecutor, organizationId: number, clientId: number): Promise<boolean> {
  const [client] = await db.select({ visits: clients.visitCount }).from(clients).where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)));
  return (client?.visits ?? 0) > 0 || hasPaidVisit(db, organizationId, clientId);
}

/**
 * Why this newcomer cannot be recorded as referred by the code's holder, or null with the referrer's id: an unknown
 * code, their own code, a client referred already, a client with visits.
 */
async function refusal(tx: DbTransaction, scope: BranchScope, newcomerId: number, code: string): Promise<{ why: Sentence } | { referrerId: number }> {
  const referrerId = await codeHolder(tx, scope, code);
  if (referrerId === null) return { why: (m) => m.clientReferrals.codeUnknown };
  if (referrerId === newcomerId) return { why: (m) => m.clientReferrals.ownCode };
  if (await hasVisited(tx, scope.organizationId, newcomerId)) return { why: (m) => m.clientReferrals.notNewcomer };
  return { referrerId };
}

/** Records the referral (one per newcomer: a second is nothing inserted), audited; false when one was there already. */
async function insertReferral(tx: DbTransaction, scope: BranchScope, referrerId: number, newcomerId: number, actorUserId: number | null, source: string): Promise<boolean> {
  const [made] = await tx
    .insert(clientReferrals)
    .values({ ...scope, referrerClientId: referrerId, newcomerClientId: newcomerId, createdBy: actorUserId })
    .onConflictDoNothing()
    .returning({ id: clientReferrals.id });
  if (!made) return false;
  await recordAudit(tx, { ...scope, actorUserId, entity: 'client_referral', entityId: made.id, action: 'create', before: null, after: { referrerClientId: referrerId, newcomerClientId: newcomerId, source } });
  return true;
}

/** Staff set "referred by" with the referrer's code on a new client's card: 400 naming `code`, 409 when referred already. */
export async function setReferredBy(tx: DbTransaction, scope: BranchScope, newcomerId: number, code: string, actorUserId: number): Promise<void> {
  const checked = await refusal(tx, scope, newcomerId, code);
  if ('why' in checked) throw badInput([{ path: ['code'], message: checked.why }]);
  if (!(await insertReferral(tx, scope, checked.referrerId, newcomerId, actorUserId, 'staff'))) throw conflict((m) => m.clientReferrals.alreadyReferred);
}

/**
 * A friend booking through a referral link: the code came with the booking, in the booking's transaction. A code that
 * does not fit (unknown, their own, a client with visits, referred already) is ignored: the booking goes ahead as any.
 */
export async function referFromBooking(tx: DbTransaction, scope: BranchScope, newcomerId: number, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const checked = await refusal(tx, scope, newcomerId, code.trim().toUpperCase());
  if ('referrerId' in checked) await insertReferral(tx, scope, checked.referrerId, newcomerId, null, 'online booking');
}

/** The client card's referral section; the code is made on the first read. */
export async function readReferralCard(db: DbExecutor, scope: BranchScope, clientId: number, origin: string): Promise<ClientReferralCard> {
  const code = await referralCodeOf(db, scope, clientId);
  const [link, programme, [by], [referred], visited] = await Promise.all([
    referralLinkOf(db, scope, origin, code),
    programmeTerms(db, scope),
    db
      .select({ referralId: clientReferrals.id, state: clientReferrals.state, id: referrer.id, name: nameOf(referrer) })
      .from(clientReferrals)
      .innerJoin(referrer, and(eq(referrer.organizationId, clientReferrals.organizationId), eq(referrer.id, clientReferrals.referrerClientId)))
      .where(and(eq(clientReferrals.organizationId, scope.organizationId), eq(clientReferrals.newcomerClientId, clientId))),
    db.select({ n: count() }).from(clientReferrals).where(and(eq(clientReferrals.organizationId, scope.organizationId), eq(clientReferrals.referrerClientId, clientId))),
    hasPaidVisit(db, scope.organizationId, clientId),
  ]);
  const waiting = by?.state === 'signed_up' && programme.enabled && !visited;
  return {
    code,
    link,
    programme: { enabled: programme.enabled, rewardAmount: programme.rewardAmount, discountPercent: programme.discountPercent },
    referredBy: by ?? null,
    referred: referred?.n ?? 0,
    newcomerDiscountPercent: waiting ? programme.discountPercent : null,
  };
}

/** `GET /branches/{id}/client-referrals`: the branch's referrals, newest first, a page at a time. */
export async function listReferrals(db: DbExecutor, scope: BranchScope, page: number, perPage: number): Promise<ClientReferralList> {
  const where = and(eq(clientReferrals.organizationId, scope.organizationId), eq(clientReferrals.branchId, scope.branchId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: clientReferrals, referrerName: nameOf(referrer), newcomerName: nameOf(newcomer) })
      .from(clientReferrals)
      .innerJoin(referrer, and(eq(referrer.organizationId, clientReferrals.organizationId), eq(referrer.id, clientReferrals.referrerClientId)))
      .innerJoin(newcomer, and(eq(newcomer.organizationId, clientReferrals.organizationId), eq(newcomer.id, clientReferrals.newcomerClientId)))
      .where(where)
      .orderBy(desc(clientReferrals.createdAt), desc(clientReferrals.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(clientReferrals).where(where),
  ]);
  const items = rows.map(({ row, referrerName, newcomerName }): ClientReferral => ({
    id: row.id,
    referrer: { id: row.referrerClientId, name: referrerName },
    newcomer: { id: row.newcomerClientId, name: newcomerName },
    state: row.state,
    rewardAmount: row.rewardAmount,
    discountPercent: row.discountPercent,
    saleId: row.saleId,
    createdAt: row.createdAt.toISOString(),
    rewardedAt: row.rewardedAt?.toISOString() ?? null,
  }));
  const totalItems = total?.n ?? 0;
  return { items, meta: { totalItems, totalPages: Math.ceil(totalItems / perPage), currentPage: page, itemsPerPage: perPage, itemCount: items.length } };
}
