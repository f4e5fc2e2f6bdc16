import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { employees, employeeServices, serviceCategories, services } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type BranchScope = { organizationId: number; branchId: number };

const liveEmployee = ({ organizationId, branchId }: BranchScope) =>
  and(eq(employees.organizationId, organizationId), eq(employees.branchId, branchId), isNull(employees.deletedAt));
const liveService = ({ organizationId, branchId }: BranchScope) =>
  and(eq(services.organizationId, organizationId), eq(services.branchId, branchId), isNull(services.deletedAt));

export async function findLiveEmployee(db: DbExecutor, scope: BranchScope, employeeId: number) {
  const [row] = await db.select({ id: employees.id }).from(employees).where(and(liveEmployee(scope), eq(employees.id, employeeId))).limit(1);
  return row ?? null;
}

export async function findLiveService(db: DbExecutor, scope: BranchScope, serviceId: number) {
  const [row] = await db.select({ id: services.id, price: services.price }).from(services).where(and(liveService(scope), eq(services.id, serviceId))).limit(1);
  return row ?? null;
}

/** Of the given ids, those that are live services of the branch. */
export async function liveServiceIds(db: DbExecutor, scope: BranchScope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(and(liveService(scope), inArray(services.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * What booking a service with a member takes, read where `employee_services` joins `services`: their own price and
 * length where set, else the service's. The web's `memberServiceTerms` (src/schema/catalog.ts) says the same.
 */
export const memberServiceTermsSql = {
  price: sql<string>`coalesce(${employeeServices.price}, ${services.price})`,
  duration: sql<number>`coalesce(${employeeServices.durationMinutes}, ${services.duration})`,
};

/** The member's services in catalog order; links to deleted services are not shown. */
export const listEmployeeServices = (db: DbExecutor, scope: BranchScope, employeeId: number) =>
  db
    .select({ serviceId: employeeServices.serviceId, price: employeeServices.price, duration: employeeServices.durationMinutes })
    .from(employeeServices)
    .innerJoin(services, and(eq(services.organizationId, employeeServices.organizationId), eq(services.id, employeeServices.serviceId)))
    .where(and(eq(employeeServices.organizationId, scope.organizationId), eq(employeeServices.employeeId, employeeId), liveService(scope)))
    .orderBy(asc(services.sortOrder), asc(services.name), asc(services.id));

export async function replaceEmployeeServices(
  db: DbExecutor,
  organizationId: number,
  employeeId: number,
  items: { serviceId: number; price: string | null; duration: number | null }[],
): Promise<void> {
  await db.delete(employeeServices).where(and(eq(employeeServices.organizationId, organizationId), eq(employeeServices.employeeId, employeeId)));
  if (items.length > 0) {
    await db
      .insert(employeeServices)
      .values(items.map((item) => ({ organizationId, employeeId, serviceId: item.serviceId, price: item.price, durationMinutes: item.duration })));
  }
}

/** Live members of the branch who perform the service, with their own price and length and what a booking takes. */
export const listServiceEmployees = (db: DbExecutor, scope: BranchScope, serviceId: number) =>
  db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      color: employees.color,
      price: employeeServices.price,
      effectivePrice: memberServiceTermsSql.price,
      duration: employeeServices.durationMinutes,
      effectiveDuration: memberServiceTermsSql.duration,
    })
    .from(employeeServices)
    .innerJoin(employees, and(eq(employees.organizationId, employeeServices.organizationId), eq(employees.id, employeeServices.employeeId)))
    .innerJoin(services, and(eq(services.organizationId, employeeServices.organizationId), eq(services.id, employeeServices.serviceId)))
    .where(and(eq(employeeServices.organizationId, scope.organizationId), eq(employeeServices.serviceId, serviceId), liveEmployee(scope)))
    .orderBy(asc(employees.firstName), asc(employees.lastName), asc(employees.id));

/** Category ids of the branch, in their current order (categories are deleted for good, not softly). */
export const listCategoryIds = async (db: DbExecutor, scope: BranchScope): Promise<number[]> =>
  (
    await db
      .select({ id: serviceCategories.id })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.organizationId, scope.organizationId), eq(serviceCategories.branchId, scope.branchId)))
      .orderBy(asc(serviceCategories.sortOrder), asc(serviceCategories.id))
      .for('update')
  ).map((r) => r.id);

/** Live service ids of one category (null: those without one), locked for the reordering that follows. */
export const listServiceIdsOfCategory = async (db: DbExecutor, scope: BranchScope, categoryId: number | null): Promise<number[]> =>
  (
    await db
      .select({ id: services.id })
      .from(services)
      .where(and(liveService(scope), categoryId === null ? isNull(services.categoryId) : eq(services.categoryId, categoryId)))
      .orderBy(asc(services.sortOrder), asc(services.id))
      .for('update')
  ).map((r) => r.id);

/** One statement: each id gets its position in the list as sort_order. */
const positions = (ids: number[]): SQL =>
  sql`unnest(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::bigint[]) with ordinality as o(id, position)`;

export async function setCategoryOrder(db: DbExecutor, scope: BranchScope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${serviceCategories} set sort_order = o.position - 1, updated_at = now()
    from ${positions(ids)}
    where ${serviceCategories.organizationId} = ${scope.organizationId} and ${serviceCategories.branchId} = ${scope.branchId} and ${serviceCategories.id} = o.id`);
}

export async function setServiceOrder(db: DbExecutor, scope: BranchScope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${services} set sort_order = o.position - 1, updated_at = now()
    from ${positions(ids)}
    where ${services.organizationId} = ${scope.organizationId} and ${services.branchId} = ${scope.branchId} and ${services.id} = o.id`);
}
