import { randomBytes } from 'node:crypto';
import { promises as dns } from 'node:dns';
import {
  domainTxtPrefix,
  domainTxtValue,
  presenceDomainsMax,
  type DomainCheck,
  type DomainStatus,
  type PresenceDomain,
  type PresenceDomains,
} from '../../../src/schema/online-booking/presence-domain';
import type { Db, DbTransaction } from '../../db/client';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { deleteDomain, insertDomain, listDomains, markChecked, type DomainRow } from './domain.repository';
import { forgetDomainHosts } from './domain-host';
import type { PresenceScope } from './presence.repository';
import { openPresence } from './presence.service';

/**
 * Online booking → Presence → Domain: the salon's own domains for its branch's page. A domain is added pending with a
 * random token; the owner sets a CNAME to the product's public host and a TXT record `_branchbook.<domain>` with the
 * token; "check" looks the TXT up and the domain is served once found (domain-host.ts). A new token per addition, so
 * a record left behind by a former owner proves nothing for the next.
 */

/** Looks up a name's TXT records (node's resolver, or the tests' stand-in given to the app). */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** A few seconds at most, so the check button answers even when a name server does not. */
const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 });
export const systemTxtResolver: TxtResolver = (name) => resolver.resolveTxt(name);

export type DomainOrigins = { pageUrl: (slug: string) => string; cnameTarget: string };

const answerOf = (row: DomainRow): PresenceDomain => ({
  domain: row.domain,
  status: row.verifiedAt ? 'verified' : 'pending',
  txtName: `${domainTxtPrefix}.${row.domain}`,
  txtValue: domainTxtValue(row.token),
  checkedAt: row.checkedAt?.toISOString() ?? null,
  verifiedAt: row.verifiedAt?.toISOString() ?? null,
  missingSince: row.missingSince?.toISOString() ?? null,
});

/**
 * What DNS says of a domain's token: `found` (a TXT record `_branchbook.<domain>` holds it), `missing` (the name or its
 * TXT records do not exist, or none holds it), or `unanswered` (a timeout, SERVFAIL, a refusal: nothing learnt).
 */
export async function lookUpToken(resolveTxt: TxtResolver, domain: string, token: string): Promise<'found' | 'missing' | 'unanswered'> {
  const expected = domainTxtValue(token);
  try {
    // A TXT record may come in several strings of up to 255 characters: joined, as the record's one value.
    const records = await resolveTxt(`${domainTxtPrefix}.${domain}`);
    return records.some((parts) => parts.join('').trim() === expected) ? 'found' : 'missing';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return code === dns.NOTFOUND || code === dns.NODATA ? 'missing' : 'unanswered';
  }
}

/**
 * A domain's status moved by a check (a person's, or the daily re-check's with no one as its author). The change is
 * keyed by the domain, so the entry names it (a branch has up to five, and the audit keeps only what changed).
 */
export async function auditDomainStatus(tx: DbTransaction, scope: PresenceScope, actorUserId: number | null, domain: string, before: DomainStatus, after: DomainStatus) {
  // No `branchId`: the audit's branch column is for money events (Sales → Events lists the rows that have it).
  await recordAudit(tx, { organizationId: scope.organizationId, actorUserId, entity: 'booking_domain', entityId: scope.branchId, action: 'update', before: { [domain]: before }, after: { [domain]: after } });
}

export async function getDomains(db: Db, userId: number, branchId: number, origins: DomainOrigins): Promise<PresenceDomains> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'view');
  return { pageUrl: origins.pageUrl(slug), cnameTarget: origins.cnameTarget, domains: (await listDomains(db, scope)).map(answerOf) };
}

/** Adds a domain pending (listed here already: as it is). Another chain's or branch's: 409 with a sentence. */
export async function addDomain(db: Db, userId: number, branchId: number, domain: string, origins: DomainOrigins): Promise<PresenceDomains> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'edit');
  if (domain === origins.cnameTarget) throw badInput([{ path: ['domain'], message: (m) => m.presence.domainOwnHost }]);
  await db.transaction(async (tx) => {
    const listed = await listDomains(tx, scope);
    if (listed.some((row) => row.domain === domain)) return;
    if (listed.length >= presenceDomainsMax) throw conflict((m) => m.presence.tooManyDomains({ max: presenceDomainsMax }));
    const outcome = await insertDomain(tx, scope, domain, randomBytes(16).toString('base64url'));
    if ('holder' in outcome) {
      throw conflict(outcome.holder.organizationId === scope.organizationId ? (m) => m.presence.domainInChain : (m) => m.presence.domainTaken);
    }
    await recordAudit(tx, { ...scope, actorUserId: userId, entity: 'booking_domain', entityId: branchId, action: 'create', before: null, after: { domain } });
  });
  return { pageUrl: origins.pageUrl(slug), cnameTarget: origins.cnameTarget, domains: (await listDomains(db, scope)).map(answerOf) };
}

/** Stops serving it at once (this process; others within their few seconds) and frees it for anyone. */
export async function removeDomain(db: Db, userId: number, branchId: number, domain: string, origins: DomainOrigins): Promise<PresenceDomains> {
  const { scope, slug } = await openPresence(db, userId, branchId, 'edit');
  await db.transaction(async (tx) => {
    if (!(await deleteDomain(tx, scope, domain))) throw notFound();
    await recordAudit(tx, { ...scope, actorUserId: userId, entity: 'booking_domain', entityId: branchId, action: 'delete', before: { domain }, after: null });
  });
  forgetDomainHosts(db);
  return { pageUrl: origins.pageUrl(slug), cnameTarget: origins.cnameTarget, domains: (await listDomains(db, scope)).map(answerOf) };
}

/**
 * Looks the TXT record up and keeps the outcome: found with the token, verified (and served); else pending. A name
 * server that does not answer counts as not found: the answer says so, and the owner may check again. A change of
 * status is audited.
 */
export async function checkDomain(db: Db, userId: number, branchId: number, domain: string, resolveTxt: TxtResolver): Promise<DomainCheck> {
  const { scope } = await openPresence(db, userId, branchId, 'edit');
  const row = (await listDomains(db, scope)).find((listed) => listed.domain === domain);
  if (!row) throw notFound();
  const found = (await lookUpToken(resolveTxt, domain, row.token)) === 'found';
  const checked = await db.transaction(async (tx) => {
    const after = await markChecked(tx, scope, domain, found);
    if (!after) throw notFound();
    await auditDomainStatus(tx, scope, userId, domain, answerOf(row).status, answerOf(after).status);
    return after;
  });
  forgetDomainHosts(db);
  return { domain: answerOf(checked), found };
}
