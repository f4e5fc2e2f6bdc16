import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../src/schema/list-query';
import type { ListMeta } from '../../../src/schema/protocol';
import { reviewListDefinition, type Review, type ReviewSummary } from '../../../src/schema/reviews';
import type { DbExecutor } from '../../db/client';
import { conditionSql } from '../../crud/crud-sql';
import { validateListQuery, type ValidCondition } from '../../crud/list-query.rules';
import { clients, employees, orderServices, orders, reviews, services, users } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import type { ReviewCaller } from './reviews-access';
import { readTogether } from '../../db/read-together';

export type ReviewRow = typeof reviews.$inferSelect;

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** An employee reaches the reviews of visits they worked; owners and administrators the whole branch. */
export const reachable = (caller: ReviewCaller): SQL | undefined =>
  caller.ownMemberIds === null ? undefined : sql`${reviews.employeeIds} && ${sql.param(caller.ownMemberIds)}::bigint[]`;

const idList = (values: readonly unknown[]) => sql`${sql.param(values.map(Number))}::bigint[]`;

/** `employeeId` matches any employee of the visit; `hidden` is whether a manager hid it. */
function conditionOf(condition: ValidCondition): SQL {
  const { field, matchMode, value } = condition;
  if (field === 'hidden') return value === true ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt);
  if (field === 'employeeId') {
    if (value === null) return matchMode === 'notEquals' ? sql`cardinality(${reviews.employeeIds}) > 0` : sql`cardinality(${reviews.employeeIds}) = 0`;
    const any = Array.isArray(value) ? sql`${reviews.employeeIds} && ${idList(value)}` : sql`${value} = any(${reviews.employeeIds})`;
    return matchMode === 'notEquals' ? not(any) : any;
  }
  const columns = { rating: reviews.rating, clientId: reviews.clientId, createdAt: reviews.createdAt } as const;
  return conditionSql(columns[field as keyof typeof columns], condition);
}

const sortColumns = { rating: reviews.rating, createdAt: reviews.createdAt, id: reviews.id } as const;

/** The answers for rows: the client, the visit's date, services and employees, and who replied or hid. */
export async function reviewsOf(db: DbExecutor, organizationId: number, rows: readonly ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const clientIds = [...new Set(rows.map((row) => row.clientId))];
  const employeeIds = [...new Set(rows.flatMap((row) => row.employeeIds))];
  const userIds = [...new Set(rows.flatMap((row) => [row.repliedBy, row.hiddenBy]).filter((id): id is number => id !== null))];
  const [visits, lines, people, staff, accounts] = await readTogether(
    db,
    () => db.select({ id: orders.id, date: orders.localDate }).from(orders).where(and(eq(orders.organizationId, organizationId), inArray(orders.id, orderIds))),
    () => db
      .select({ orderId: orderServices.orderId, name: services.name })
      .from(orderServices)
      .innerJoin(services, and(eq(services.organizationId, orderServices.organizationId), eq(services.id, orderServices.serviceId)))
      .where(and(eq(orderServices.organizationId, organizationId), inArray(orderServices.orderId, orderIds)))
      .orderBy(asc(orderServices.position), asc(orderServices.id)),
    () => db.select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName }).from(clients).where(and(eq(clients.organizationId, organizationId), inArray(clients.id, clientIds))),
    () => employeeIds.length === 0
      ? []
      : db.select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName }).from(employees).where(and(eq(employees.organizationId, organizationId), inArray(employees.id, employeeIds))),
    () => userIds.length === 0 ? [] : db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds)),
  );
  const dateOf = new Map(visits.map((visit) => [visit.id, visit.date]));
  const nameOf = (list: readonly { id: number; firstName: string; lastName: string }[]) => new Map(list.map((row) => [row.id, fullName(row)]));
  const clientName = nameOf(people);
  const employeeName = nameOf(staff);
  const userName = nameOf(accounts);
  return rows.map((row) => ({
    id: row.id,
    branchId: row.branchId,
    orderId: row.orderId,
    client: { id: row.clientId, name: clientName.get(row.clientId) ?? '' },
    visitDate: dateOf.get(row.orderId) ?? row.createdAt.toISOString().slice(0, 10),
    services: [...new Set(lines.filter((line) => line.orderId === row.orderId).map((line) => line.name))],
    employees: row.employeeIds.map((id) => ({ id, name: employeeName.get(id) ?? '' })),
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedBy: row.repliedBy === null ? null : (userName.get(row.repliedBy) ?? null),
    repliedAt: row.repliedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    hiddenBy: row.hiddenBy === null ? null : (userName.get(row.hiddenBy) ?? null),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    version: row.version,
  }));
}

/** A branch's reviews (or one client's: `clientId`), in the engine's list grammar: paging, sort, filters. */
export async function listReviews(db: DbExecutor, caller: ReviewCaller, query: ListQuery, clientId?: number): Promise<{ items: Review[]; meta: ListMeta }> {
  const valid = validateListQuery(reviewListDefinition, query);
  const conditions = valid.conditions.map(conditionOf);
  const where = and(
    eq(reviews.organizationId, caller.organizationId),
    eq(reviews.branchId, caller.branchId),
    clientId === undefined ? undefined : eq(reviews.clientId, clientId),
    reachable(caller),
    conditions.length > 0 ? (valid.combiner === 'or' ? or(...conditions) : and(...conditions)) : undefined,
  );
  const [rows, [counted]] = await readTogether(
    db,
    () => db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(sortColumns[entry.field as keyof typeof sortColumns])))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    () => db.select({ total: count() }).from(reviews).where(where),
  );
  const total = counted?.total ?? 0;
  return {
    items: await reviewsOf(db, caller.organizationId, rows),
    meta: { totalItems: total, totalPages: Math.ceil(total / valid.perPage), currentPage: valid.page, itemsPerPage: valid.perPage, itemCount: rows.length },
  };
}

export async function showReview(db: DbExecutor, caller: ReviewCaller, id: number): Promise<Review> {
  const [row] = await db.select().from(reviews).where(and(eq(reviews.organizationId, caller.organizationId), eq(reviews.id, id)));
  if (!row) throw notFound('review');
  return (await reviewsOf(db, caller.organizationId, [row]))[0]!;
}

/** A member's average and count, hidden reviews left out. */
export async function memberSummary(db: DbExecutor, caller: ReviewCaller, employeeId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.organizationId, caller.organizationId), sql`${employeeId} = any(${reviews.employeeIds})`, isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
  const byRating = [1, 2, 3, 4, 5].map((rating) => rows.find((row) => row.rating === rating)?.count ?? 0);
  const total = byRating.reduce((sum, n) => sum + n, 0);
  const sum = byRating.reduce((acc, n, index) => acc + n * (index + 1), 0);
  return { employeeId, average: total === 0 ? null : Math.round((sum / total) * 100) / 100, count: total, byRating };
}
