import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PayAssignment } from '../../../src/schema/pay/pay-api';
import type { Db } from '../../db/client';
import { employees, payAssignments, paySchemes } from '../../db/tables';
import { inTransaction } from '../../crud/crud.repository';
import { badInput, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import type { PayCaller } from './pay-access';
import { findScheme } from './pay-schemes.service';

/**
 * Who is paid by which scheme from which day (a member card's salaryScheme tab). The latest assignment starting
 * on or before a day is the one in force that day. Assigning again on a day that already has one replaces it:
 * picking another scheme for the same day is a correction, not a change of pay, and one day has one scheme.
 */

const assignmentColumns = {
  id: payAssignments.id,
  employeeId: payAssignments.employeeId,
  schemeId: payAssignments.schemeId,
  schemeName: paySchemes.name,
  schemeDeletedAt: paySchemes.deletedAt,
  startsOn: payAssignments.startsOn,
  createdAt: payAssignments.createdAt,
};

type AssignmentRow = {
  id: number;
  employeeId: number;
  schemeId: number;
  schemeName: string;
  schemeDeletedAt: Date | null;
  startsOn: string;
  createdAt: Date;
};

const assignmentOf = (row: AssignmentRow): PayAssignment => ({
  id: row.id,
  employeeId: row.employeeId,
  schemeId: row.schemeId,
  schemeName: row.schemeName,
  schemeDeleted: row.schemeDeletedAt !== null,
  startsOn: row.startsOn,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first: the first one starting on or before today is the scheme in force. */
export async function listAssignments(
  db: Db,
  caller: PayCaller,
  employeeId: number,
): Promise<{ items: PayAssignment[] }> {
  const rows = await db
    .select(assignmentColumns)
    .from(payAssignments)
    .innerJoin(
      paySchemes,
      and(
        eq(paySchemes.organizationId, payAssignments.organizationId),
        eq(paySchemes.id, payAssignments.schemeId),
      ),
    )
    .where(
      and(
        eq(payAssignments.organizationId, caller.organizationId),
        eq(payAssignments.employeeId, employeeId),
      ),
    )
    .orderBy(desc(payAssignments.startsOn));
  return { items: rows.map(assignmentOf) };
}

export async function assignScheme(
  db: Db,
  caller: PayCaller,
  employeeId: number,
  input: { schemeId: number; startsOn: string },
): Promise<PayAssignment> {
  return inTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.organizationId, caller.organizationId),
          eq(employees.id, employeeId),
          isNull(employees.deletedAt),
        ),
      );
    if (!member) throw notFound('teamMember');
    // Locked, so the scheme cannot be deleted while someone is being assigned to it.
    const scheme = await findScheme(tx, caller, input.schemeId, true);
    if (!scheme) throw badInput([{ path: ['schemeId'], message: (m) => m.pay.notAScheme }]);
    const [before] = await tx
      .select()
      .from(payAssignments)
      .where(
        and(
          eq(payAssignments.organizationId, caller.organizationId),
          eq(payAssignments.employeeId, employeeId),
          eq(payAssignments.startsOn, input.startsOn),
        ),
      );
    const [row] = await tx
      .insert(payAssignments)
      .values({ ...caller.scope, employeeId, schemeId: scheme.id, startsOn: input.startsOn })
      .onConflictDoUpdate({
        target: [payAssignments.organizationId, payAssignments.employeeId, payAssignments.startsOn],
        set: { schemeId: scheme.id, createdAt: new Date() },
      })
      .returning();
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_assignment',
      entityId: row!.id,
      action: before ? 'update' : 'create',
      before: before ? { employeeId, schemeId: before.schemeId, startsOn: before.startsOn } : null,
      after: { employeeId, schemeId: scheme.id, startsOn: input.startsOn },
    });
    return assignmentOf({ ...row!, schemeName: scheme.name, schemeDeletedAt: null });
  });
}

export async function deleteAssignment(db: Db, caller: PayCaller, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(payAssignments)
      .where(and(eq(payAssignments.organizationId, caller.organizationId), eq(payAssignments.id, id)))
      .returning();
    if (!row) throw notFound('payAssignment');
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_assignment',
      entityId: row.id,
      action: 'delete',
      before: { employeeId: row.employeeId, schemeId: row.schemeId, startsOn: row.startsOn },
      after: null,
    });
  });
}
