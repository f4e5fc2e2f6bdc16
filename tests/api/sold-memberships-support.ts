import type { FastifyInstance } from 'fastify';
import { api, type World } from './orders-support';

/** Memberships sold through the checkout (`POST /branches/{id}/sales`), as the till sells them. */

export type Sold = { soldId: number; saleId: number; instalmentIds: number[] };

let names = 0;

/** A catalog membership of 3 visits for 90.00 (or a period one), covering `serviceIds` (none: every service). */
export async function catalogMembership(app: FastifyInstance, world: World, terms: { serviceIds?: number[]; validityDays?: number; kind?: 'visits' | 'period' } = {}): Promise<number> {
  const kind = terms.kind ?? 'visits';
  const res = await api(app, 'POST', `/branches/${world.branchId}/memberships`, world.owner, {
    name: `Pass ${++names}`,
    kind,
    ...(kind === 'visits' ? { visits: 3 } : { periodDays: terms.validityDays ?? 365 }),
    serviceIds: terms.serviceIds ?? [],
    price: '90.00',
    validityDays: terms.validityDays ?? 365,
  });
  if (res.statusCode !== 201) throw new Error(`membership: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/** Sells one membership to the client from `startsAt`, in `instalments` parts, with `tender` paid at the till. */
export async function sellMembership(
  app: FastifyInstance,
  world: World,
  sale: { membershipId: number; startsAt?: string; instalments?: number; tender?: { cash?: string; card?: string }; clientId?: number },
): Promise<Sold> {
  const res = await api(app, 'POST', `/branches/${world.branchId}/sales`, world.owner, {
    clientId: sale.clientId ?? world.client,
    items: [{ uid: 'pass', kind: 'membership', refId: sale.membershipId, price: '90.00', startsAt: sale.startsAt ?? '2021-01-01', instalments: sale.instalments ?? 1 }],
    tender: sale.tender ?? { card: '90.00' },
  });
  if (res.statusCode !== 201) throw new Error(`sale: ${res.statusCode} ${res.body}`);
  const receipt = res.json() as { sale: { id: number; items: { soldMembershipId: number | null }[] } };
  const soldId = receipt.sale.items[0]!.soldMembershipId!;
  const details = (await api(app, 'GET', `/sold-memberships/${soldId}`, world.owner)).json() as { instalments: { id: number }[] };
  return { soldId, saleId: receipt.sale.id, instalmentIds: details.instalments.map((instalment) => instalment.id) };
}
