import { and, eq } from 'drizzle-orm';
import { decimal } from '../../../src/schema/money/decimal';
import type { NotificationEventKey } from '../../../src/schema/messages/notification-events';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../../db/client';
import { branches, users } from '../../db/tables';
import { signedMoneyOf } from './daily/daily-dates';
import { insertPlanned, type PlannedMessage } from './message-planner';
import { composeMessage, formatMessageDate, loadTemplates } from './message-text';
import { fullName, staffOfBranches } from './recipients';
import { rulesInForce } from './rules-in-force';
import { readTogether } from '../../db/read-together';

export type ClosedShift = {
  id: number;
  difference: string;
  closedAt: Date;
  closedBy: number | null;
  openedBy: number | null;
};

const eventOf = {
  owner: 'owner.cashShiftDifference',
  administrator: 'administrator.cashShiftDifference',
} as const satisfies Record<string, NotificationEventKey>;

/**
 * A cash shift closed with a difference tells the branch's administrators and owners (each their own rule), in the
 * transaction that closes it: the close and its message commit or roll back together, and the key (`cs123`) makes a
 * second message of one shift impossible. The person who closed it counted the drawer and is not told. A shift that
 * adds up tells nobody.
 */
export async function planCashShiftMessages(
  tx: DbTransaction,
  scope: { organizationId: number; branchId: number; timeZone: string },
  shift: ClosedShift,
): Promise<void> {
  if (decimal(shift.difference).eq(0)) return;
  const { rules, on } = await rulesInForce(tx, scope);
  if (!Object.values(eventOf).some(on)) return;

  const [staff, [branch], [opener], templates] = await readTogether(
    tx,
    () => staffOfBranches(tx, [scope]),
    () => tx
      .select({ name: branches.name, address: branches.address, currency: branches.isoCurrency })
      .from(branches)
      .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId))),
    () => shift.openedBy === null
      ? []
      : tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, shift.openedBy)),
    () => loadTemplates(tx, scope),
  );
  if (!branch) return;
  const closedOn = instantToZoned(shift.closedAt.getTime(), scope.timeZone).date;
  const messages: PlannedMessage[] = staff
    .filter((recipient) => recipient.userId !== shift.closedBy && on(eventOf[recipient.type]))
    .map((recipient) => ({
      event: eventOf[recipient.type],
      rule: rules[eventOf[recipient.type]],
      recipient,
      cause: `cs${shift.id}`,
      due: shift.closedAt.getTime(),
      values: {
        branchName: branch.name,
        date: formatMessageDate(closedOn, recipient.language),
        difference: signedMoneyOf(shift.difference, branch.currency),
        shiftOpenedBy: opener ? fullName(opener) : '',
      },
    }));
  await insertPlanned(tx, scope, messages, composeMessage(templates));
}
