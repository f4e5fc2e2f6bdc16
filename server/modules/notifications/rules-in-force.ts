import { licenceMenus } from '../../../src/schema/license-access';
import { automatedMessagesOpen } from '../../../src/schema/licence-gates';
import type { NotificationEventKey } from '../../../src/schema/messages/notification-events';
import type { DbExecutor } from '../../db/client';
import { activeLicensesOf } from '../account/license.repository';
import { effectiveRules, type RuleSet } from './notification-rules.repository';

/**
 * Whether the chain's licence lets automated messages be planned (src/schema/licence-gates.ts automatedMessagesOpen:
 * the system settings `notifications` block and the Marketing area). Every planner asks before it writes a row: the
 * order messages, cash shifts and the daily planner.
 *
 * Messages planned while the licence was open stay planned when it closes, and go: they were planned for bookings made
 * under the licence in force then, a licence renewed a day late would otherwise drop the reminders of every visit
 * already booked, and the worker stays free of a licence read per message. What a later change withdraws (a move, a
 * cancellation) is still withdrawn, so no reminder goes for a visit that is no longer there.
 */
export async function chainsWithMessages(db: DbExecutor, organizationIds: readonly number[]): Promise<Set<number>> {
  const licences = await activeLicensesOf(db, [...new Set(organizationIds)]);
  const open = licences.filter((licence) => automatedMessagesOpen(licenceMenus(licence)));
  return new Set(open.map((licence) => licence.organizationId));
}

/** The branch's rules as planning reads them: an event is on when its rule is, with a channel, and the licence sells it. */
export async function rulesInForce(db: DbExecutor, scope: { organizationId: number; branchId: number }): Promise<{ rules: RuleSet; on: (event: NotificationEventKey) => boolean }> {
  const licensed = (await chainsWithMessages(db, [scope.organizationId])).has(scope.organizationId);
  const rules = await effectiveRules(db, scope);
  return { rules, on: (event) => licensed && rules[event].enabled && rules[event].channels.length > 0 };
}
