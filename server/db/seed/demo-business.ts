import type { DbTransaction } from '../client';
import {
  clientBalanceEntries,
  clients,
  employees,
  employeeServices,
  jobTitles,
  memberships,
  resources,
  serviceCategories,
  services,
  vacancies,
  vacancyReplies,
} from '../tables';
import {
  clientNames,
  clientNotes,
  clientsPerBranch,
  demoCategories,
  demoJobTitles,
  demoMemberships,
  demoResources,
  demoTeams,
  demoVacancies,
  stylistCareServices,
} from './demo-business-data';

/** A branch the seed has created, with what its data depends on. */
export type SeededBranch = { organizationId: number; branchId: number; name: string; currency: 'RSD' | 'EUR'; region: 'RS' | 'SI' };

/** mulberry32: a tiny PRNG with a fixed seed, so every demo database holds the same clients. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
/** E-mail addresses are ASCII: diacritics dropped, đ written dj as Serbians do. */
const ascii = (text: string) => text.replace(/đ/g, 'dj').replace(/Đ/g, 'Dj').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

type ClientRow = typeof clients.$inferInsert;

/** A team member's mobile number in E.164, one of the region's first three prefixes. */
export function demoEmployeePhone(region: SeededBranch['region'], index: number): string {
  const { dialCode, mobilePrefixes, subscriberDigits } = clientNames[region];
  return `${dialCode}${mobilePrefixes[index % 3]}${String(5_550_100 + index * 37).slice(0, subscriberDigits)}`;
}

/** Sixty plausible clients of one branch: local and English names, mobile numbers, some e-mails and birthdays. */
export function demoClients(branch: SeededBranch, seed: number): ClientRow[] {
  const random = seededRandom(seed);
  const local = clientNames[branch.region];
  return Array.from({ length: clientsPerBranch }, (_, index) => {
    const names = random() < 0.2 ? clientNames.EN : local;
    const firstName = pick(random, random() < 0.65 ? names.female : names.male);
    const lastName = pick(random, names.last);
    const phone = `${local.dialCode}${pick(random, local.mobilePrefixes)}${digits(random, local.subscriberDigits)}`;
    const email = random() < 0.55 ? `${ascii(firstName)}.${ascii(lastName)}${index + 1}@example.com` : null;
    const birthDate = random() < 0.75 ? isoDate(new Date(Date.UTC(1960 + Math.floor(random() * 46), Math.floor(random() * 12), 1 + Math.floor(random() * 28)))) : null;
    const visitCount = Math.floor(random() ** 1.6 * 45);
    const missedVisitCount = visitCount > 0 && random() < 0.2 ? 1 + Math.floor(random() * 3) : 0;
    return {
      organizationId: branch.organizationId,
      branchId: branch.branchId,
      firstName,
      lastName,
      phone,
      dialCode: local.dialCode,
      email,
      birthDate,
      visitCount,
      missedVisitCount,
      balance: random() < 0.08 ? (branch.currency === 'RSD' ? '2000.00' : '20.00') : '0.00',
      description: random() < 0.12 ? pick(random, clientNotes) : null,
    };
  });
}

const key = (branchId: number, name: string) => `${branchId}:${name}`;

/**
 * Everything a demo branch runs on, inserted table by table for all branches at once (one statement each),
 * so the whole seed stays a handful of round trips inside the seed transaction.
 */
export async function seedDemoBusiness(tx: DbTransaction, branches: SeededBranch[]): Promise<void> {
  const scope = (b: SeededBranch) => ({ organizationId: b.organizationId, branchId: b.branchId });
  const titleRows = await tx
    .insert(jobTitles)
    .values(branches.flatMap((b) => demoJobTitles.map((title) => ({ ...scope(b), ...title }))))
    .returning({ id: jobTitles.id, branchId: jobTitles.branchId, name: jobTitles.name });
  const titleIds = new Map(titleRows.map((r) => [key(r.branchId, r.name), r.id]));

  const categoryRows = await tx
    .insert(serviceCategories)
    .values(branches.flatMap((b) => demoCategories.map((c, sortOrder) => ({ ...scope(b), name: c.name, color: c.color, sortOrder }))))
    .returning({ id: serviceCategories.id, branchId: serviceCategories.branchId, name: serviceCategories.name });
  const categoryIds = new Map(categoryRows.map((r) => [key(r.branchId, r.name), r.id]));

  const serviceRows = await tx
    .insert(services)
    .values(
      branches.flatMap((b) =>
        demoCategories.flatMap((c) =>
          c.services.map((s, sortOrder) => ({ ...scope(b), name: s.name, categoryId: categoryIds.get(key(b.branchId, c.name))!, duration: s.minutes, price: s[b.currency], sortOrder })),
        ),
      ),
    )
    .returning({ id: services.id, branchId: services.branchId, name: services.name });
  const serviceIds = new Map(serviceRows.map((r) => [key(r.branchId, r.name), r.id]));

  const team = branches.flatMap((b) => (demoTeams[b.name] ?? []).map((e, index) => ({ branch: b, employee: e, index })));
  const employeeRows = await tx
    .insert(employees)
    .values(
      team.map(({ branch, employee, index }) => ({
        ...scope(branch),
        firstName: employee.firstName,
        lastName: employee.lastName,
        specialtyDisplayName: employee.jobTitle,
        jobTitleId: titleIds.get(key(branch.branchId, employee.jobTitle))!,
        color: employee.color,
        hiredOn: employee.hiredOn,
        phone: demoEmployeePhone(branch.region, index),
        dialCode: clientNames[branch.region].dialCode,
        email: `${ascii(employee.firstName)}.${ascii(employee.lastName)}@example.com`,
        bookableOnline: employee.jobTitle !== 'Receptionist',
      })),
    )
    .returning({ id: employees.id });

  await tx.insert(employeeServices).values(
    team.flatMap(({ branch, employee }, index) =>
      demoCategories
        .filter((c) => c.performedBy.includes(employee.jobTitle))
        .flatMap((c) => c.services.filter((s) => c.name !== 'Care' || employee.jobTitle !== 'Stylist' || stylistCareServices.includes(s.name)))
        .map((s) => ({
          organizationId: branch.organizationId,
          employeeId: employeeRows[index]!.id,
          serviceId: serviceIds.get(key(branch.branchId, s.name))!,
          price: employee.ownPrices?.[s.name]?.[branch.currency] ?? null,
        })),
    ),
  );

  await tx.insert(memberships).values(
    branches.flatMap((b) =>
      demoMemberships.map((m) => ({
        ...scope(b),
        name: m.name,
        kind: m.kind,
        visits: m.visits,
        periodDays: m.periodDays,
        serviceIds: m.services.map((name) => serviceIds.get(key(b.branchId, name))!),
        price: m[b.currency],
        validityDays: m.validityDays,
        description: m.description,
      })),
    ),
  );

  await tx.insert(resources).values(branches.flatMap((b) => demoResources.map((r) => ({ ...scope(b), ...r }))));
  const seededClients = await tx
    .insert(clients)
    .values(branches.flatMap((b, index) => demoClients(b, 20_250_301 + index)))
    .returning({ organizationId: clients.organizationId, branchId: clients.branchId, id: clients.id, balance: clients.balance });
  // A balance is the sum of its ledger's entries (docs/client-referrals.md): the demo's opening balances are entries too.
  const opening = seededClients.filter((client) => client.balance !== '0.00');
  if (opening.length > 0) {
    await tx.insert(clientBalanceEntries).values(
      opening.map((client) => ({ organizationId: client.organizationId, branchId: client.branchId, clientId: client.id, kind: 'adjustment' as const, amount: client.balance, balanceAfter: client.balance, note: 'Opening balance' })),
    );
  }
}

/** The openings of one chain and their replies; `branchIds` by branch name. */
export async function seedDemoVacancies(tx: DbTransaction, organizationId: number, branchIds: Record<string, number>, now = new Date()): Promise<void> {
  const rows = await tx
    .insert(vacancies)
    .values(
      demoVacancies.map((v) => ({
        organizationId,
        title: v.title,
        branchId: branchIds[v.branch] ?? null,
        status: 'published' as const,
        salaryFrom: v.salaryFrom,
        salaryTo: v.salaryTo,
        closesOn: isoDate(new Date(now.getTime() + v.closesInDays * 86_400_000)),
        description: v.description,
      })),
    )
    .returning({ id: vacancies.id });
  await tx.insert(vacancyReplies).values(demoVacancies.flatMap((v, index) => v.replies.map((r) => ({ organizationId, vacancyId: rows[index]!.id, ...r }))));
}
