import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { employees, organizations, users } from '../tables';
import { hashPassword } from '../../plugins/app/passwords';
import type { LicenseTerms } from '../../modules/account/default-license';
import { subscribe } from '../../modules/billing/subscriptions';
import { grantAccess, insertBranch, insertOrganization } from '../../modules/account/organization.repository';
import type { DbTransaction } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { seedDemoBusiness, seedDemoVacancies, type SeededBranch } from './demo-business';
import { seedDemoMessages, thankByEmail } from './demo-messages';
import { seedDemoMoney } from './demo-money';
import { seedDemoSchedule } from './demo-schedule';
import { demoPassword, demoSalons, demoUsers, otherStudio, type DemoChain } from './demo-data';

/*
 * The demo of ARCHITECTURE "Demo and configuration", as far as tables exist today: two chains, their
 * branches, the three users with their access and a licence per chain; in every branch job titles, a team
 * of 4 to 6 with their services and a few own prices, four service categories with their services, three
 * memberships, two rooms and a piece of equipment, and 60 clients (demo-business.ts, deterministic: a PRNG
 * with a fixed seed); "Demo Salons" also has two openings with three replies; a lived-in schedule around
 * the day of seeding (demo-schedule.ts); and three months of money before it: sales, memberships, payments and
 * refunds, a closed cash shift a day before today and last month's staff pay (demo-money.ts); and the messages its orders
 * planned, those due before the seed delivered to the log (demo-messages.ts). All of it is one transaction of batch
 * inserts.
 */

const seedLockKey = 4_242_001;
const yearMs = 365 * 86_400_000;

/**
 * The demo chain's contract: the Business plan with the chain's public site open too, so the demo shows every area,
 * and Reports view-only, so access control shows in the UI (issue 17).
 */
export function demoSalonsContract(licence: LicenseTerms): LicenseTerms {
  const organizationMenu = { ...licence.organizationMenu };
  organizationMenu['network'] = { ...organizationMenu['network']!, enable: true };
  const branchMenu = { ...licence.branchMenu };
  branchMenu['branch_reports'] = { ...branchMenu['branch_reports']!, content: 'view' };
  return { ...licence, organizationMenu, branchMenu };
}

/** Each demo chain's plan for a year from the seed, paid: the second chain on the small plan, so plans differ. */
type DemoPlan = { code: string; adjust?: (licence: LicenseTerms) => LicenseTerms };

async function isEmpty(db: Db | DbTransaction): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(sql`select exists(select 1 from ${users}) or exists(select 1 from ${organizations}) as taken`);
  return result.rows[0]?.taken === false;
}

type SeededChain = { organizationId: number; branchIds: Record<string, number>; branches: SeededBranch[] };

async function seedChain(tx: DbTransaction, chain: DemoChain, plan: DemoPlan, userIds: Record<string, number>, now: Date): Promise<SeededChain> {
  const owner = chain.members.find((m) => m.role === 'owner');
  const organization = await insertOrganization(tx, { name: chain.name, createdBy: owner ? userIds[owner.user]! : null });
  const branchIds: Record<string, number> = {};
  const branches: SeededBranch[] = [];
  for (const branch of chain.branches) {
    const row = await insertBranch(tx, organization.id, branch);
    branchIds[branch.name] = row.id;
    branches.push({
      organizationId: organization.id,
      branchId: row.id,
      name: branch.name,
      currency: branch.ISOCurrency === 'RSD' ? 'RSD' : 'EUR',
      region: branch.ISOCurrency === 'RSD' ? 'RS' : 'SI',
    });
  }
  for (const member of chain.members) {
    const branchNames = member.branchNames ?? [];
    await grantAccess(tx, { organizationId: organization.id, userId: userIds[member.user]!, role: member.role, branchIds: branchNames.map((name) => branchIds[name]!) });
  }
  await subscribe(tx, organization.id, { planCode: plan.code, period: 'year', currency: 'EUR', status: 'active', start: now, end: new Date(now.getTime() + yearMs) }, plan.adjust);
  await recordAudit(tx, {
    organizationId: organization.id,
    actorUserId: null,
    entity: 'organization',
    entityId: organization.id,
    action: 'create',
    before: null,
    after: { name: chain.name, branches: chain.branches.map((b) => b.name), source: 'demo seed' },
  });
  return { organizationId: organization.id, branchIds, branches };
}

/** The demo's staff accounts are their team members (employee@demo.test is Marko of the Centre branch). */
async function linkTeamMembers(tx: DbTransaction, chain: DemoChain, seeded: SeededChain, userIds: Record<string, number>): Promise<void> {
  for (const member of chain.members) {
    if (!member.teamMember) continue;
    const branchId = seeded.branchIds[member.branchNames![0]!]!;
    await tx
      .update(employees)
      .set({ userId: userIds[member.user]! })
      .where(
        and(
          eq(employees.organizationId, seeded.organizationId),
          eq(employees.branchId, branchId),
          eq(employees.firstName, member.teamMember.firstName),
          eq(employees.lastName, member.teamMember.lastName),
        ),
      );
  }
}

/**
 * Seeds the demo on an empty database only, so it never touches real data. An advisory lock and a second
 * emptiness check inside the transaction keep two servers starting at once from seeding twice.
 * Returns whether it seeded. `now` is the moment the demo is laid out around (licences, openings, the schedule).
 */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const entries = Object.entries(demoUsers);
  const hashes = await Promise.all(entries.map(() => hashPassword(demoPassword)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (!(await isEmpty(tx))) return false;
    const userIds: Record<string, number> = {};
    for (const [index, [key, user]] of entries.entries()) {
      const [row] = await tx
        .insert(users)
        .values({ login: user.login, passwordHash: hashes[index]!, firstName: user.firstName, lastName: user.lastName, phone: user.phone, dialCode: user.dialCode })
        .returning({ id: users.id });
      userIds[key] = row!.id;
    }
    const salons = await seedChain(tx, demoSalons, { code: 'business', adjust: demoSalonsContract }, userIds, now);
    const studio = await seedChain(tx, otherStudio, { code: 'start' }, userIds, now);
    await seedDemoBusiness(tx, [...salons.branches, ...studio.branches]);
    const branchIds = [...salons.branches, ...studio.branches].map((b) => b.branchId);
    await seedDemoSchedule(tx, branchIds, now);
    await seedDemoMoney(tx, branchIds, now);
    await seedDemoVacancies(tx, salons.organizationId, salons.branchIds, now);
    for (const [chain, seeded] of [[demoSalons, salons], [otherStudio, studio]] as const) await linkTeamMembers(tx, chain, seeded, userIds);
    // After the team's accounts are linked: a team member with one hears of their bookings in the app.
    await thankByEmail(tx, salons.organizationId);
    await seedDemoMessages(tx, branchIds, now);
    return true;
  });
}

/** The logins to print at start, when the demo users exist. */
export async function demoLoginsPresent(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(sql`lower(${users.login}) = ${demoUsers.owner.login}`);
  return (row?.n ?? 0) > 0;
}
