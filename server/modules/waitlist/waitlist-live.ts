import { and, eq } from 'drizzle-orm';
import { resourceChangedEventName, type ResourceChangedData } from '../../../src/schema/live';
import type { DbTransaction } from '../../db/client';
import { branches } from '../../db/tables';
import { enqueueLiveEvent } from '../live/live-outbox';

/**
 * Announces a change of the branch's waitlist (a join, a staff add, an offer, a removal, an acceptance) on the
 * branch's channel, in the change's own transaction, so the drawer beside the schedule reads the list again at
 * once. It is the engine's `resource:changed` named `waitlist`: the drawer follows `resources/branches/{id}/waitlist`,
 * the list's own path, as engine lists follow theirs (live-provider.ts), so no event name is added to the channel's
 * contract. Returns the outbox row's id, for the caller to publish after commit (LiveOutbox.publishAfterCommit).
 */
export async function enqueueWaitlistChanged(
  tx: DbTransaction,
  entry: { organizationId: number; branchId: number; id: number },
  action: ResourceChangedData['action'],
): Promise<number> {
  const [branch] = await tx.select({ guid: branches.guid }).from(branches).where(and(eq(branches.organizationId, entry.organizationId), eq(branches.id, entry.branchId)));
  return enqueueLiveEvent(tx, { organizationId: entry.organizationId, channel: branch!.guid, message: { event: resourceChangedEventName, data: { resource: 'waitlist', id: entry.id, action } } });
}
