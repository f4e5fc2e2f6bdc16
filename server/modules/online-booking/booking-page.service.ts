import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BookingPage } from '../../../src/schema/online-booking/booking-page';
import { smsCountryOf } from '../../../src/schema/online-booking/verification';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { bookingAddresses, branches, employees, employeeServices, organizations, serviceCategories, services } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import { paymentIntegrationOfBranch } from '../online-payments/payment-setup.service';
import { listRuleRows } from './booking-rules.repository';
import { findPageSettings } from './page-settings.repository';
import { telegramBotOf } from '../integrations/integrations.repository';
import { offeredChannels, termsInForce, verificationOf } from './page-settings.service';
import { openBookingPages } from './open-pages.repository';
import { pageOwner } from './public-page';
import { keptForBranch } from './public-times-cache';
import { branchRules } from './rules-in-force';

/**
 * `GET /public/book/{slug}/page`: what the page shows, for a branch closed online or an unknown slug the same 404.
 * Prices are the service's; a member with their own price for it shows it when chosen (the hold's answer).
 */
export async function bookingPage(db: Db, slug: string): Promise<BookingPage> {
  const owner = await pageOwner(db, slug);
  if (!owner) throw notFound((m) => m.onlineBooking.pageNotFound);
  if (!owner.branch) return chainPage(db, slug, owner.organizationId);
  // Kept as briefly as the times, and dropped with them by the branch's live events and settings saved here.
  return keptForBranch(db, owner.branch, `page|${slug}`, () => branchPage(db, slug, { organizationId: owner.organizationId, branchId: owner.branch!.id }));
}

const chainName = async (db: Db, organizationId: number) =>
  (await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)))[0]!.name;

/** A chain none of whose branches is open online is closed too: the same 404 as a closed branch. */
async function chainPage(db: Db, slug: string, organizationId: number): Promise<BookingPage> {
  const [name, list] = await Promise.all([chainName(db, organizationId), chainBranches(db, organizationId)]);
  if (list.length === 0) throw notFound((m) => m.onlineBooking.pageNotFound);
  return { kind: 'chain', slug, chainName: name, branches: list };
}

async function branchPage(db: Db, slug: string, scope: { organizationId: number; branchId: number }): Promise<BookingPage> {
  const [[branch], rows, offered, team, settings, chain, telegramBot, payments] = await readTogether(
    db,
    () => db.select({ name: branches.name, address: branches.address, phone: branches.phone, timeZone: branches.timeZone, currency: branches.isoCurrency }).from(branches).where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId))),
    () => listRuleRows(db, scope.organizationId, scope.branchId),
    () => offeredServices(db, scope),
    () =>
      db
        .select({ id: employees.id, name: sql<string>`trim(${employees.firstName} || ' ' || ${employees.lastName})`, title: employees.specialtyDisplayName })
        .from(employees)
        .where(and(eq(employees.organizationId, scope.organizationId), eq(employees.branchId, scope.branchId), isNull(employees.deletedAt), eq(employees.bookableOnline, true)))
        .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id)),
    () => findPageSettings(db, scope),
    () => chainName(db, scope.organizationId),
    () => telegramBotOf(db, scope),
    () => paymentIntegrationOfBranch(db, scope.organizationId, scope.branchId),
  );
  const rules = branchRules(rows).values;
  if (!rules.bookable) throw notFound((m) => m.onlineBooking.pageNotFound);
  const verification = verificationOf(settings, branch!);
  const categories: { name: string | null; services: (typeof offered)[number]['service'][] }[] = [];
  for (const { category, service } of offered) {
    const last = categories.at(-1);
    if (last && last.name === category) last.services.push(service);
    else categories.push({ name: category, services: [service] });
  }
  return {
    kind: 'branch',
    slug,
    chainName: chain,
    branch: branch!,
    categories,
    employees: team,
    rules: {
      holdMinutes: rules.holdMinutes,
      horizonDays: rules.horizonDays,
      minNoticeMinutes: rules.minNoticeMinutes,
      // As deposit-hold.ts decides: asked only where the branch takes payments online.
      deposit: rules.paymentAtBooking !== 'none' && payments ? { paymentAtBooking: rules.paymentAtBooking, depositValue: rules.depositValue } : null,
    },
    channels: offeredChannels(verification, telegramBot),
    smsCountries: verification.channels.includes('sms') ? verification.smsCountries.map(smsCountryOf) : [],
    terms: termsInForce(settings),
  };
}

/** The branch's services open online that someone bookable does, in the catalog's order, each with who does it. */
async function offeredServices(db: Db, scope: { organizationId: number; branchId: number }) {
  const rows = await db
    .select({
      category: serviceCategories.name,
      id: services.id,
      name: services.name,
      description: services.description,
      duration: services.duration,
      price: sql<string>`${services.price}::text`,
      employeeIds: sql<string[]>`array_agg(${employees.id}::text order by ${employees.id})`,
    })
    .from(services)
    .innerJoin(employeeServices, and(eq(employeeServices.organizationId, services.organizationId), eq(employeeServices.serviceId, services.id)))
    .innerJoin(employees, and(eq(employees.organizationId, employeeServices.organizationId), eq(employees.id, employeeServices.employeeId), eq(employees.branchId, services.branchId), isNull(employees.deletedAt), eq(employees.bookableOnline, true)))
    .leftJoin(serviceCategories, and(eq(serviceCategories.organizationId, services.organizationId), eq(serviceCategories.id, services.categoryId)))
    .where(and(eq(services.organizationId, scope.organizationId), eq(services.branchId, scope.branchId), isNull(services.deletedAt), eq(services.bookableOnline, true)))
    .groupBy(services.organizationId, services.id, serviceCategories.organizationId, serviceCategories.id)
    .orderBy(sql`${serviceCategories.sortOrder} asc nulls last`, asc(serviceCategories.name), asc(services.sortOrder), asc(services.name), asc(services.id));
  return rows.map(({ category, employeeIds, ...service }) => ({ category, service: { ...service, employeeIds: employeeIds.map(Number) } }));
}

/** A chain's live branches open online, by name (a closed one's page is the 404 a stranger would meet). */
async function chainBranches(db: Db, organizationId: number) {
  const [listed, open] = await Promise.all([
    db
      .select({ slug: bookingAddresses.address, name: branches.name, address: branches.address })
      .from(bookingAddresses)
      .innerJoin(branches, and(eq(branches.organizationId, bookingAddresses.organizationId), eq(branches.id, bookingAddresses.branchId), isNull(branches.deletedAt)))
      .where(and(eq(bookingAddresses.organizationId, organizationId), eq(bookingAddresses.kind, 'slug')))
      .orderBy(asc(branches.name)),
    openBookingPages(db, organizationId),
  ]);
  const openSlugs = new Set(open.map((page) => page.slug));
  return listed.filter((branch) => openSlugs.has(branch.slug));
}
