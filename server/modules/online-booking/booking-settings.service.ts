import type { RuleLevel, RuleOverrides } from '../../../src/schema/online-booking/rules';
import type { BranchOnlineBooking, RuleRow } from '../../../src/schema/online-booking/settings';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { findSlugs, replaceSlug, type AddressOwner } from './booking-addresses.repository';
import { listRuleRows, writeRuleRow } from './booking-rules.repository';
import { bookableEmployees, bookableServices } from './booking-settings.repository';
import { authorizeBranchBooking, authorizeChainBooking, mayEditChain } from './online-booking-access';
import { forgetPageOwners } from './public-page';
import { forgetBranchTimes } from './public-times-cache';

/** The booking page's full address, from the trusted origin links are made with (request-helpers.ts `linkOrigin`). */
export const pageUrlOf = (origin: string, slug: string | null): string | null => (slug === null ? null : `${origin}/book/${slug}`);

/** `GET /branches/{id}/online-booking`: the addresses, every level's rules and the switches of services and employees. */
export async function getBranchOnlineBooking(db: Db, userId: number, branchId: number, origin: string): Promise<BranchOnlineBooking> {
  const context = await authorizeBranchBooking(db, userId, branchId, 'view');
  const scope = { organizationId: context.access.organizationId, branchId };
  const [slugs, rules, services, employees] = await readTogether(
    db,
    () => findSlugs(db, scope.organizationId, branchId),
    () => listRuleRows(db, scope.organizationId, branchId),
    () => bookableServices(db, scope),
    () => bookableEmployees(db, scope),
  );
  return {
    branchId,
    slug: slugs.branch,
    pageUrl: pageUrlOf(origin, slugs.branch),
    chainSlug: slugs.chain,
    chainPageUrl: pageUrlOf(origin, slugs.chain),
    rules,
    services,
    employees,
    canEditChain: mayEditChain(context),
    slotStepMinutes: context.branch.slotStepMinutes,
  };
}

async function setSlug(db: Db, owner: AddressOwner, slug: string, origin: string) {
  const given = await db.transaction((tx) => replaceSlug(tx, owner, slug));
  forgetPageOwners(db);
  if (!given) throw conflict((m) => m.onlineBooking.slugTaken({ slug }));
  return { slug, pageUrl: pageUrlOf(origin, slug)! };
}

export async function setBranchSlug(db: Db, userId: number, branchId: number, slug: string, origin: string) {
  const context = await authorizeBranchBooking(db, userId, branchId, 'edit');
  return setSlug(db, { organizationId: context.access.organizationId, branchId }, slug, origin);
}

export async function setChainSlug(db: Db, userId: number, organizationId: number, slug: string, origin: string) {
  await authorizeChainBooking(db, userId, organizationId, 'edit');
  return setSlug(db, { organizationId, branchId: null }, slug, origin);
}

type RuleWrite = { overrides: RuleOverrides; version: number };

async function writeRules(db: Db, owner: Parameters<typeof writeRuleRow>[1], write: RuleWrite): Promise<RuleRow> {
  const row = await writeRuleRow(db, owner, write.overrides, write.version);
  if (!row) throw new DomainError('stale_version', (m) => m.onlineBooking.rulesChanged);
  return row;
}

export async function setChainRules(db: Db, userId: number, organizationId: number, write: RuleWrite): Promise<RuleRow> {
  await authorizeChainBooking(db, userId, organizationId, 'edit');
  const row = await writeRules(db, { organizationId, level: 'chain', branchId: null, refId: null }, write);
  // Every branch of the chain inherits them: this process's answers go at once, the others' within seconds.
  forgetBranchTimes(db, null);
  return row;
}

/** A branch's own rules, or those of one of its live services or employees (`level`, `refId`). */
export async function setBranchRules(db: Db, userId: number, branchId: number, level: Exclude<RuleLevel, 'chain'>, refId: number | null, write: RuleWrite): Promise<RuleRow> {
  const context = await authorizeBranchBooking(db, userId, branchId, 'edit');
  const scope = { organizationId: context.access.organizationId, branchId };
  if (level !== 'branch') {
    const things = await (level === 'service' ? bookableServices(db, scope) : bookableEmployees(db, scope));
    if (!things.some((thing) => thing.id === refId)) throw notFound(level === 'service' ? 'service' : 'employee');
  }
  const row = await writeRules(db, { ...scope, level, refId }, write);
  forgetBranchTimes(db, branchId);
  return row;
}
