import { and, asc, eq } from 'drizzle-orm';
import type { ClientSegment } from '../../../src/schema/messages/broadcast';
import { broadcastAudienceSchema } from '../../../src/schema/messages/broadcast';
import type { DbExecutor } from '../../db/client';
import { clientSegments } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import type { AudienceScope } from './broadcast-audience';

/** A branch's saved audiences, by name. */

const segmentOf = (row: typeof clientSegments.$inferSelect): ClientSegment => ({
  id: row.id,
  name: row.name,
  audience: broadcastAudienceSchema.parse(row.audience),
  createdAt: row.createdAt.toISOString(),
});

export async function listSegments(db: DbExecutor, scope: AudienceScope): Promise<ClientSegment[]> {
  const rows = await db
    .select()
    .from(clientSegments)
    .where(and(eq(clientSegments.organizationId, scope.organizationId), eq(clientSegments.branchId, scope.branchId)))
    .orderBy(asc(clientSegments.name));
  return rows.map(segmentOf);
}

export async function saveSegment(db: DbExecutor, scope: AudienceScope, segment: Pick<ClientSegment, 'name' | 'audience'>, userId: number): Promise<ClientSegment> {
  const [row] = await db
    .insert(clientSegments)
    .values({ ...scope, name: segment.name, audience: segment.audience, createdBy: userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict((m) => m.broadcasts.segmentNameTaken);
  return segmentOf(row);
}

export async function deleteSegment(db: DbExecutor, scope: AudienceScope, id: number): Promise<void> {
  const deleted = await db
    .delete(clientSegments)
    .where(and(eq(clientSegments.organizationId, scope.organizationId), eq(clientSegments.branchId, scope.branchId), eq(clientSegments.id, id)))
    .returning({ id: clientSegments.id });
  if (deleted.length === 0) throw notFound((m) => m.broadcasts.segmentNotFound);
}
