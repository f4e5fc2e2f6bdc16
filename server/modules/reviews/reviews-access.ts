import { and, eq } from 'drizzle-orm';
import type { ResourceAction } from '../../../src/schema/resource-definition';
import { reviewListDefinition } from '../../../src/schema/reviews';
import { employeesResource } from '../../../src/schema/resources/employees';
import type { Db } from '../../db/client';
import { clients, employees, orderServices, orders, reviews } from '../../db/tables';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller } from '../../crud/branch-records';
import { forbidden, notFound, type MissingThing } from '../../plugins/app/domain-error';
import { employeeViewOf } from '../settings/employee-view';

/**
 * Reviews are read in the clients area (src/schema/access.ts: owners and administrators everything, employees view
 * and edit) under the licence's `clients` menu: the engine's `authorize` decides with the review list definition
 * standing for the area (a view-only licence answers 403 to writes, a foreign branch 404). An employee reaches only
 * the reviews of visits they worked (`ownMemberIds`); another's answers 404, as an unknown id does. A member's
 * average is the team area's. Hiding is a manager's: an employee never hides what is said about their own work.
 */
export const reviewsResource = areaResource(reviewListDefinition, reviews);
const teamResource = areaResource(employeesResource, employees);

export type ReviewCaller = BranchCaller & {
  /** The employee's own team members in the branch; null for an owner or administrator (the whole branch). */
  ownMemberIds: number[] | null;
};

async function withView(db: Db, caller: BranchCaller): Promise<ReviewCaller> {
  const view = await employeeViewOf(db, { userId: caller.userId, role: caller.role, organizationId: caller.organizationId, branchId: caller.branchId });
  return { ...caller, ownMemberIds: view ? view.ownMemberIds : null };
}

export const authorizeReviewBranch = async (db: Db, userId: number, branchId: number, action: ResourceAction): Promise<ReviewCaller> =>
  withView(db, await authorizeBranchCaller(db, reviewsResource, userId, branchId, action));

/** A record named by id alone: its branch, then the caller's access to it (another chain's: 404). */
const authorizeHome = (db: Db, userId: number, table: Parameters<typeof authorizeRecordHome>[1], id: number, what: MissingThing, action: ResourceAction, resource = reviewsResource) =>
  authorizeRecordHome(db, table, id, what, async (branchId) => withView(db, await authorizeBranchCaller(db, resource, userId, branchId, action)));

export const authorizeClientReviews = (db: Db, userId: number, clientId: number) => authorizeHome(db, userId, clients, clientId, 'client', 'list');

/** A member's average: the team area's; an employee reads only their own (a colleague's: 404). */
export async function authorizeMemberSummary(db: Db, userId: number, employeeId: number): Promise<ReviewCaller> {
  const caller = await authorizeHome(db, userId, employees, employeeId, 'teamMember', 'show', teamResource);
  if (caller.ownMemberIds !== null && !caller.ownMemberIds.includes(employeeId)) throw notFound('teamMember');
  return caller;
}

const reviewOfOwnVisit = async (db: Db, caller: ReviewCaller, id: number) => {
  if (caller.ownMemberIds === null) return true;
  const [row] = await db.select({ employeeIds: reviews.employeeIds }).from(reviews).where(and(eq(reviews.organizationId, caller.organizationId), eq(reviews.id, id)));
  return row !== undefined && row.employeeIds.some((employeeId) => caller.ownMemberIds!.includes(employeeId));
};

/** Replying: whoever may edit in the clients area and reaches the review (an employee: of their own visit). */
export async function authorizeReview(db: Db, userId: number, id: number, action: ResourceAction, managersOnly = false): Promise<ReviewCaller> {
  const caller = await authorizeHome(db, userId, reviews, id, 'review', action);
  if (!(await reviewOfOwnVisit(db, caller, id))) throw notFound('review');
  if (managersOnly && caller.ownMemberIds !== null) throw forbidden((m) => m.reviews.managersOnly);
  return caller;
}

/** Asking for a review: editing in the clients area, and for an employee a visit with a line of theirs. */
export async function authorizeOrderReviewLink(db: Db, userId: number, orderId: number): Promise<ReviewCaller> {
  const caller = await authorizeHome(db, userId, orders, orderId, 'order', 'edit');
  if (caller.ownMemberIds !== null) {
    const lines = await db
      .select({ employeeId: orderServices.employeeId })
      .from(orderServices)
      .where(and(eq(orderServices.organizationId, caller.organizationId), eq(orderServices.orderId, orderId)));
    if (!lines.some((line) => caller.ownMemberIds!.includes(line.employeeId))) throw notFound('order');
  }
  return caller;
}
