import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceAction } from '../../../src/schema/resource-definition';
import { payCalculationListDefinition, paySchemeListDefinition } from '../../../src/schema/pay/pay-lists';
import { employeesResource } from '../../../src/schema/resources/employees';
import type { Db } from '../../db/client';
import { employees, payAssignments, payCalculationLines, payCalculations, paySchemes } from '../../db/tables';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller } from '../../crud/branch-records';
import { DomainError, notFound, type MissingThing } from '../../plugins/app/domain-error';
import { ownMemberIds } from '../settings/staff-accounts.repository';

/**
 * Staff pay is its own area (`pay` in src/schema/access.ts: owners and administrators, never employees) under
 * the licence's `team` menu: the engine's own `authorize` decides with the pay definitions standing for the area,
 * so a view-only licence answers 403 to writes and a foreign branch 404. An employee reads only their own pay
 * (`employeeOwnReach.pay`): their member's assignments, the schemes they are paid by and their share of each
 * calculation; a colleague's answers 404, as an unknown id does, and the branch's lists 403.
 */
export const paySchemesResource = areaResource(paySchemeListDefinition, paySchemes);
export const payCalculationsResource = areaResource(payCalculationListDefinition, payCalculations);
/** The team area, which employees may view: it lets them in to read their own pay. */
const teamResource = areaResource(employeesResource, employees);

export type PayCaller = BranchCaller & {
  /** The employee's own team members in the branch; null for a caller who reads the whole branch's pay. */
  ownMemberIds: number[] | null;
};

/** `/branches/{id}/…`: the caller's access to the whole branch's pay (employees: 403). */
export const authorizePayBranch = async (db: Db, userId: number, branchId: number, action: ResourceAction, resource = paySchemesResource): Promise<PayCaller> => ({
  ...(await authorizeBranchCaller(db, resource, userId, branchId, action)),
  ownMemberIds: null,
});

const isRead = (action: ResourceAction) => action === 'list' || action === 'show';
const roleRefusal = (error: unknown) => error instanceof DomainError && error.code === 'forbidden';

/** As `authorizePayBranch`, letting an employee read what is their own (checked by the caller). */
async function authorizeOwnOrBranch(db: Db, userId: number, branchId: number, action: ResourceAction, resource: typeof paySchemesResource): Promise<PayCaller> {
  try {
    return await authorizePayBranch(db, userId, branchId, action, resource);
  } catch (error) {
    if (!isRead(action) || !roleRefusal(error)) throw error;
    const caller = await authorizeBranchCaller(db, teamResource, userId, branchId, action);
    if (caller.role !== 'employee') throw error;
    return { ...caller, ownMemberIds: await ownMemberIds(db, caller.scope, userId) };
  }
}

/**
 * `/pay-schemes/{id}`, `/pay-calculations/{id}`, `/pay-assignments/{id}`, `/employees/{id}/…` name no chain: the
 * record is found by id alone, then the caller's access to its branch is checked (another chain's id: 404), then
 * for an employee whether it is theirs (`owns`; not theirs: the same 404).
 */
async function authorizeHome(
  db: Db,
  userId: number,
  home: Parameters<typeof authorizeRecordHome>[1],
  id: number,
  what: MissingThing,
  action: ResourceAction,
  resource: typeof paySchemesResource,
  owns: (ownIds: number[], caller: PayCaller) => Promise<boolean>,
): Promise<PayCaller> {
  const caller = await authorizeRecordHome(db, home, id, what, (branchId) => authorizeOwnOrBranch(db, userId, branchId, action, resource));
  if (caller.ownMemberIds !== null && (caller.ownMemberIds.length === 0 || !(await owns(caller.ownMemberIds, caller)))) throw notFound(what);
  return caller;
}

const paidBy = async (db: Db, caller: PayCaller, schemeId: number, ownIds: number[]) =>
  (
    await db
      .select({ id: payAssignments.id })
      .from(payAssignments)
      .where(and(eq(payAssignments.organizationId, caller.organizationId), eq(payAssignments.schemeId, schemeId), inArray(payAssignments.employeeId, ownIds)))
      .limit(1)
  ).length > 0;

const sharesIn = async (db: Db, caller: PayCaller, calculationId: number, ownIds: number[]) =>
  (
    await db
      .select({ id: payCalculationLines.id })
      .from(payCalculationLines)
      .where(
        and(
          eq(payCalculationLines.organizationId, caller.organizationId),
          eq(payCalculationLines.calculationId, calculationId),
          inArray(payCalculationLines.employeeId, ownIds),
        ),
      )
      .limit(1)
  ).length > 0;

export const authorizeScheme = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeHome(db, userId, paySchemes, id, 'payScheme', action, paySchemesResource, (ownIds, caller) => paidBy(db, caller, id, ownIds));

export const authorizeCalculation = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeHome(db, userId, payCalculations, id, 'payCalculation', action, payCalculationsResource, (ownIds, caller) => sharesIn(db, caller, id, ownIds));

export const authorizeAssignment = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeHome(db, userId, payAssignments, id, 'payAssignment', action, paySchemesResource, async () => false);

/** A team member, removed ones too: their pay history stays readable. */
export const authorizeEmployee = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeHome(db, userId, employees, id, 'teamMember', action, paySchemesResource, async (ownIds) => ownIds.includes(id));
