import { and, eq, inArray } from 'drizzle-orm';
import { groupBy } from '../../../src/schema/group-by';
import { manychatSettingsSchema } from '../../../src/schema/messages/provider-settings';
import type { DbTransaction } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { integrations, orderServices } from '../../db/tables';
import { integrationOfBranch } from '../integrations/integrations.repository';
import type { OutboxInsert } from './message-planner';

/**
 * Which bookings speak by Instagram. Integrations → ManyChat → Services says "Bookings of the services switched on
 * here send ManyChat messages; the others do not": a message about an order goes by Instagram only when one of the
 * order's services is among those of the ManyChat integration its branch's messages leave through (the branch's own,
 * else the chain's, as the transport resolver picks), so none switched on means none. Without a ManyChat integration
 * nothing is held back: Instagram messages go to the log like those of any channel not set up, showing what would go.
 */

/** Whether ManyChat carries a booking of these services; `chosen` is null where no ManyChat integration is set up. */
export const manychatCarries = (chosen: readonly number[] | null, orderServiceIds: readonly (number | null)[]): boolean =>
  chosen === null || orderServiceIds.some((id) => id !== null && chosen.includes(id));

const asksInstagram = (row: OutboxInsert) => row.channel === 'instagram' && row.status === 'pending' && row.orderId != null;

/** `rows` with each pending Instagram message about an order ManyChat does not carry skipped, saying why. */
export async function withUncarriedInstagramSkipped(tx: DbTransaction, rows: readonly OutboxInsert[]): Promise<readonly OutboxInsert[]> {
  const asking = rows.filter(asksInstagram);
  if (asking.length === 0) return rows;
  const organizationIds = [...new Set(asking.map((row) => row.organizationId!))];
  const orderIds = [...new Set(asking.map((row) => row.orderId!))];
  const [manychats, lines] = await readTogether(
    tx,
    () =>
      tx
        .select({ organizationId: integrations.organizationId, branchId: integrations.branchId, settings: integrations.settings })
        .from(integrations)
        .where(and(inArray(integrations.organizationId, organizationIds), eq(integrations.provider, 'manychat'), eq(integrations.enabled, true))),
    () =>
      tx
        .select({ orderId: orderServices.orderId, serviceId: orderServices.serviceId })
        .from(orderServices)
        .where(and(inArray(orderServices.organizationId, organizationIds), inArray(orderServices.orderId, orderIds))),
  );
  const manychatsOf = groupBy(manychats, (row) => row.organizationId);
  const linesOf = groupBy(lines, (line) => line.orderId);
  const chosenFor = (row: OutboxInsert): number[] | null => {
    const manychat = integrationOfBranch(manychatsOf.get(row.organizationId!) ?? [], row.branchId ?? null);
    return manychat ? (manychatSettingsSchema.safeParse(manychat.settings).data?.serviceIds ?? []) : null;
  };
  const carried = (row: OutboxInsert) => manychatCarries(chosenFor(row), (linesOf.get(row.orderId!) ?? []).map((line) => line.serviceId));
  return rows.map((row) => (asksInstagram(row) && !carried(row) ? { ...row, status: 'skipped', reason: 'not_manychat_service' } : row));
}
