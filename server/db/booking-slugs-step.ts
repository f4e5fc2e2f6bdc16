import { sql } from 'drizzle-orm';
import { claimSlugFromName } from '../modules/online-booking/booking-addresses.repository';
import type { Db } from './client';

/**
 * A data step run after the SQL migrations (migrate.ts): chains and live branches made before booking pages had
 * addresses (migration 0021) get theirs from their names, as new ones do when they are made
 * (organization.repository.ts). Idempotent: only those without a slug are read, so a start costs one query.
 */
export async function claimMissingBookingSlugs(db: Db): Promise<void> {
  const missing = await db.execute<{ organization_id: number; branch_id: number | null; name: string }>(sql`
    select o.id as organization_id, null::bigint as branch_id, o.name from organizations o
    where not exists (select 1 from booking_addresses a where a.kind = 'slug' and a.organization_id = o.id and a.branch_id is null)
    union all
    select b.organization_id, b.id, b.name from branches b
    where b.deleted_at is null
      and not exists (select 1 from booking_addresses a where a.kind = 'slug' and a.organization_id = b.organization_id and a.branch_id = b.id)
    order by organization_id, branch_id nulls first`);
  for (const row of missing.rows)
    await claimSlugFromName(db, { organizationId: Number(row.organization_id), branchId: row.branch_id === null ? null : Number(row.branch_id) }, row.name);
}
