import { and, asc, eq, gt } from 'drizzle-orm';
import { reviewLinkTtlDays, type ReviewLink, type ReviewSubmit } from '../../../src/schema/reviews';
import type { Db, DbExecutor } from '../../db/client';
import { branches, employees, orderClients, orderServices, orders, reviewLinks, reviews, services } from '../../db/tables';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { randomToken, sha256 } from '../id/secure-token';
import type { ReviewCaller } from './reviews-access';
import { readTogether } from '../../db/read-together';

const ttlMs = reviewLinkTtlDays * 86_400_000;
/** The review page's path; the token is the whole capability. */
export const reviewPagePath = (token: string) => `/r/${token}`;
/** `randomToken()`: 32 bytes, base64url. Anything else is refused before the database is asked. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const completed = 'order_status.success';

async function existingReview(db: DbExecutor, organizationId: number, orderId: number, clientId: number) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.organizationId, organizationId), eq(reviews.orderId, orderId), eq(reviews.clientId, clientId)));
  return row ?? null;
}

/**
 * A link asking one client of a completed visit for a review. The token is made here, when staff ask, not when the
 * visit completes: only its hash is stored, so a token made at completion could never be shown to anyone, and most
 * visits are never asked about. Every request makes a new link (links handed out before stay valid until they
 * expire); a visit the client has reviewed answers 409.
 */
export async function createReviewLink(db: Db, caller: ReviewCaller, orderId: number, requestedClientId: number | undefined, origin: string): Promise<ReviewLink> {
  const [order] = await db
    .select({ mode: orders.mode, status: orders.status, clientId: orders.clientId, branchId: orders.branchId })
    .from(orders)
    .where(and(eq(orders.organizationId, caller.organizationId), eq(orders.id, orderId)));
  if (!order || order.mode === 'order.break') throw notFound('order');
  if (order.status !== completed) throw conflict((m) => m.reviews.visitNotCompleted);
  let clientId: number;
  if (order.mode === 'order.group') {
    if (requestedClientId === undefined) throw badInput([{ path: ['clientId'], message: (m) => m.reviews.chooseClient }]);
    const [joined] = await db
      .select({ clientId: orderClients.clientId })
      .from(orderClients)
      .where(and(eq(orderClients.organizationId, caller.organizationId), eq(orderClients.orderId, orderId), eq(orderClients.clientId, requestedClientId)));
    if (!joined) throw badInput([{ path: ['clientId'], message: (m) => m.reviews.notClientOfVisit }]);
    clientId = requestedClientId;
  } else {
    if (order.clientId === null) throw conflict((m) => m.reviews.noClientOnVisit);
    if (requestedClientId !== undefined && requestedClientId !== order.clientId) throw badInput([{ path: ['clientId'], message: (m) => m.reviews.notClientOfVisit }]);
    clientId = order.clientId;
  }
  if (await existingReview(db, caller.organizationId, orderId, clientId)) throw conflict((m) => m.reviews.alreadyReviewed);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(reviewLinks)
      .values({ organizationId: caller.organizationId, branchId: order.branchId, orderId, clientId, tokenHash: sha256(token), expiresAt, createdBy: caller.userId })
      .returning({ id: reviewLinks.id });
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: order.branchId,
      actorUserId: caller.userId,
      entity: 'reviewLink',
      entityId: link!.id,
      action: 'create',
      before: null,
      after: { orderId, clientId, expiresAt: expiresAt.toISOString() },
    });
  });
  return { url: `${origin}${reviewPagePath(token)}`, expiresAt: expiresAt.toISOString(), orderId, clientId };
}

export type ReviewVisit = {
  organizationId: number;
  branchId: number;
  orderId: number;
  clientId: number;
  branchName: string;
  timeZone: string;
  startsAt: Date;
  services: string[];
  employees: string[];
  /** The review given through any link of this visit, or null while the form is still open. */
  given: { rating: number; comment: string | null; reply: string | null; createdAt: Date } | null;
};

/**
 * What a review link opens: the visit (branch, time, services, employees) and the review given, if any. A token
 * that is malformed, unknown or expired, or whose visit is no longer completed, reads as null: the page says only
 * that the link cannot be used, never whether a visit exists.
 */
export async function readReviewLink(db: DbExecutor, token: string): Promise<ReviewVisit | null> {
  if (!tokenShape.test(token)) return null;
  const [link] = await db
    .select({
      organizationId: reviewLinks.organizationId,
      branchId: reviewLinks.branchId,
      orderId: reviewLinks.orderId,
      clientId: reviewLinks.clientId,
      status: orders.status,
      startsAt: orders.startsAt,
      branchName: branches.name,
      timeZone: branches.timeZone,
    })
    .from(reviewLinks)
    .innerJoin(orders, and(eq(orders.organizationId, reviewLinks.organizationId), eq(orders.id, reviewLinks.orderId)))
    .innerJoin(branches, and(eq(branches.organizationId, reviewLinks.organizationId), eq(branches.id, reviewLinks.branchId)))
    .where(and(eq(reviewLinks.tokenHash, sha256(token)), gt(reviewLinks.expiresAt, new Date())));
  if (!link || link.status !== completed) return null;
  const [lines, [given]] = await readTogether(
    db,
    () => db
      .select({ service: services.name, firstName: employees.firstName, lastName: employees.lastName })
      .from(orderServices)
      .leftJoin(services, and(eq(services.organizationId, orderServices.organizationId), eq(services.id, orderServices.serviceId)))
      .innerJoin(employees, and(eq(employees.organizationId, orderServices.organizationId), eq(employees.id, orderServices.employeeId)))
      .where(and(eq(orderServices.organizationId, link.organizationId), eq(orderServices.orderId, link.orderId)))
      .orderBy(asc(orderServices.position), asc(orderServices.id)),
    () => db
      .select({ rating: reviews.rating, comment: reviews.comment, reply: reviews.reply, createdAt: reviews.createdAt, hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(and(eq(reviews.organizationId, link.organizationId), eq(reviews.orderId, link.orderId), eq(reviews.clientId, link.clientId))),
  );
  return {
    organizationId: link.organizationId,
    branchId: link.branchId,
    orderId: link.orderId,
    clientId: link.clientId,
    branchName: link.branchName,
    timeZone: link.timeZone,
    startsAt: link.startsAt,
    services: [...new Set(lines.map((line) => line.service).filter((name): name is string => name !== null))],
    employees: [...new Set(lines.map((line) => `${line.firstName} ${line.lastName}`.trim()))],
    given: given ? { rating: given.rating, comment: given.comment, reply: given.hiddenAt ? null : given.reply, createdAt: given.createdAt } : null,
  };
}

/**
 * Stores the review of a link's visit: once per order and client (the unique key decides between two posts at
 * once; the second finds the link used). The visit's employees are kept with it, for their averages.
 */
export async function submitReview(db: Db, token: string, input: ReviewSubmit): Promise<'stored' | 'unusable'> {
  return db.transaction(async (tx) => {
    const visit = await readReviewLink(tx, token);
    if (!visit || visit.given) return 'unusable';
    const lines = await tx
      .select({ employeeId: orderServices.employeeId })
      .from(orderServices)
      .where(and(eq(orderServices.organizationId, visit.organizationId), eq(orderServices.orderId, visit.orderId)));
    const [row] = await tx
      .insert(reviews)
      .values({
        organizationId: visit.organizationId,
        branchId: visit.branchId,
        orderId: visit.orderId,
        clientId: visit.clientId,
        employeeIds: [...new Set(lines.map((line) => line.employeeId))],
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return 'unusable';
    await recordAudit(tx, {
      organizationId: visit.organizationId,
      branchId: visit.branchId,
      actorUserId: null,
      entity: 'review',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { orderId: row.orderId, clientId: row.clientId, rating: row.rating, comment: row.comment },
    });
    return 'stored';
  });
}
