import type { AuditHistory } from '../../src/schema/audit';
import type { ListQuery } from '../../src/schema/list-query';
import type { ListMeta } from '../../src/schema/protocol';
import type { Db, DbTransaction } from '../db/client';
import type { LivePublisher } from '../modules/live';
import { removePhotoFiles, type PhotoFiles } from '../modules/photos/photo-store';
import { recordAudit, type AuditAction } from '../modules/audit/audit.service';
import { enqueueRecordWebhooks } from '../modules/webhooks/webhook-events';
import { DomainError, notFound } from '../plugins/app/domain-error';
import { assertFieldLicences, type CrudCaller } from './crud-access';
import { messages } from './crud-labels';
import { toRecord } from './crud-record';
import type { CrudRegistry, CrudResource } from './crud-registry';
import { normalisePhones, phoneCountrySource } from './crud-phones';
import { changesWithoutHidden, keepHidden, withoutHidden } from './crud-reach';
import { assertNoIssues, assertReferences, assertRulesHold, assertStorable, duplicateError, duplicateField, lockUniqueScope } from './crud-rules';
import { auditEntries, countLive, countReferencing, deleteRow, findRow, inTransaction, insertRows, listRows, liveBranchGuids, lockFor, updateRow, type Row } from './crud.repository';
import { validateListQuery } from './list-query.rules';

/** The engine's rules for one resource; routes hand it an authorised caller and validated input. */

/** `photos`: where a deleted record's photo files are removed from (the resource engine's routes pass it). */
export type CrudDeps = { db: Db; live: LivePublisher; registry: CrudRegistry; photos?: PhotoFiles };
export type CrudRecord = Record<string, unknown>;

const meta = (total: number, page: number, perPage: number, itemCount: number, totalIsLowerBound = false): ListMeta => ({
  totalItems: total,
  totalPages: Math.ceil(total / perPage),
  currentPage: page,
  itemsPerPage: perPage,
  itemCount,
  ...(totalIsLowerBound ? { totalItemsIsLowerBound: true } : {}),
});

const missing = (resource: CrudResource) => notFound(messages.notFound(resource.definition));

/** A row as the caller may read it (an employee's hidden fields as null, crud-reach.ts). */
const shown = (resource: CrudResource, caller: CrudCaller, row: Row): CrudRecord => withoutHidden(toRecord(resource, row), caller.scope.reach);

export async function listRecords(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, query: ListQuery) {
  const checked = validateListQuery(resource.definition, query);
  const hidden = caller.scope.reach?.hidden ?? [];
  // A hidden field sorts nothing: its order would tell what it holds (the id that ends every sort stays).
  const valid = hidden.length === 0 ? checked : { ...checked, sort: checked.sort.filter((entry) => !hidden.includes(entry.field)) };
  const { rows, total, totalIsLowerBound } = await listRows(deps.db, resource, caller.scope, valid);
  return {
    items: rows.map((row) => shown(resource, caller, row)),
    meta: meta(total, valid.page, valid.perPage, rows.length, totalIsLowerBound),
  };
}

export async function showRecord(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, id: number): Promise<CrudRecord> {
  const row = await findRow(deps.db, resource, caller.scope, id);
  if (!row) throw missing(resource);
  return shown(resource, caller, row);
}

/** Writes the audit entry and the webhook deliveries in the caller's transaction: they and the change commit together. */
export async function audit(tx: DbTransaction, resource: CrudResource, caller: CrudCaller, action: AuditAction, id: number, before: CrudRecord | null, after: CrudRecord | null) {
  await recordAudit(tx, {
    organizationId: caller.scope.organizationId,
    actorUserId: caller.userId,
    entity: resource.definition.name,
    entityId: id,
    action,
    before,
    after,
  });
  await enqueueRecordWebhooks(tx, resource.definition.name, caller.scope, action, id, after);
}

/** After the commit only: the branch's channel, or every branch of the chain for organisation-wide resources. */
export async function announce(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, changes: { id: number; action: AuditAction }[]) {
  if (!resource.definition.live || changes.length === 0) return;
  const guids = caller.branchGuid ? [caller.branchGuid] : await liveBranchGuids(deps.db, caller.scope.organizationId);
  for (const guid of guids) {
    for (const change of changes) {
      await deps.live.publish(guid, { event: 'resource:changed', data: { resource: resource.definition.name, ...change } });
    }
  }
}

/** The tenant keys a new record gets from the path, never from the body. */
export const tenantValues = (resource: CrudResource, caller: CrudCaller): Row => ({
  organizationId: caller.scope.organizationId,
  ...(resource.definition.scope === 'branch' ? { branchId: caller.scope.branchId } : {}),
});

/** Licence limits count the chain's live records; the lock makes count-then-insert one step for concurrent creates. */
async function assertBelowLimit(tx: DbTransaction, resource: CrudResource, caller: CrudCaller): Promise<void> {
  const limitName = resource.definition.licenceLimit;
  if (!limitName) return;
  await lockFor(tx, `crud:limit:${limitName}:${caller.scope.organizationId}`);
  const limit = caller.license?.[limitName] ?? 0;
  if ((await countLive(tx, resource, caller.scope.organizationId)) >= limit) {
    throw new DomainError('limit_reached', messages.limitReached(limit, caller.license?.title ?? ''));
  }
}

export async function createRecord(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, sent: Row): Promise<CrudRecord> {
  const phones = await normalisePhones(resource.definition, sent, phoneCountrySource(deps.db, caller.scope));
  assertNoIssues(phones.issues);
  const input = phones.values;
  assertStorable(resource, input);
  assertFieldLicences(resource, caller, input);
  const record = await inTransaction(deps.db, async (tx) => {
    await assertReferences(tx, deps.registry, resource, caller.scope, input);
    await assertBelowLimit(tx, resource, caller);
    await lockUniqueScope(tx, resource, caller.scope, input);
    const duplicate = await duplicateField(tx, resource, caller.scope, input, null);
    if (duplicate) throw duplicateError(resource, duplicate.field, duplicate.value);
    const [row] = await insertRows(tx, resource, [{ ...input, ...tenantValues(resource, caller) }]);
    const created = toRecord(resource, row!);
    await audit(tx, resource, caller, 'create', created['id'] as number, null, created);
    return created;
  });
  await announce(deps, resource, caller, [{ id: record['id'] as number, action: 'create' }]);
  return withoutHidden(record, caller.scope.reach);
}

/** `input` holds only the fields the request sent (defaults of absent fields must not overwrite anything). */
export async function updateRecord(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, id: number, input: Row): Promise<CrudRecord> {
  const { version, ...asked } = input;
  const sent = keepHidden(asked, caller.scope.reach);
  assertStorable(resource, sent);
  const record = await inTransaction(deps.db, async (tx) => {
    const before = await findRow(tx, resource, caller.scope, id, true);
    if (!before) throw missing(resource);
    if (before['version'] !== version) throw new DomainError('stale_version', (m) => m.common.staleVersion);
    assertFieldLicences(resource, caller, sent, toRecord(resource, before));
    const phones = await normalisePhones(resource.definition, sent, phoneCountrySource(tx, caller.scope), before);
    assertNoIssues(phones.issues);
    const changes = phones.values;
    assertRulesHold(resource, { ...toRecord(resource, before), ...changes });
    await assertReferences(tx, deps.registry, resource, caller.scope, changes);
    await lockUniqueScope(tx, resource, caller.scope, changes);
    const duplicate = await duplicateField(tx, resource, caller.scope, changes, id);
    if (duplicate) throw duplicateError(resource, duplicate.field, duplicate.value);
    const row = await updateRow(tx, resource, caller.scope, id, changes);
    const updated = toRecord(resource, row);
    await audit(tx, resource, caller, 'update', id, toRecord(resource, before), updated);
    return updated;
  });
  await announce(deps, resource, caller, [{ id, action: 'update' }]);
  return withoutHidden(record, caller.scope.reach);
}

/**
 * A record still pointed at by live records of other resources stays (409 naming who uses it).
 *
 * A person's photo (a client's, a team member's) goes with their record: the record is only soft-deleted, but
 * nobody can reach its photo any more, and a face is personal data we must not keep. The files are removed once
 * the delete has committed, never inside it: a file cannot be rolled back, so removing it first would lose the
 * photo of a record whose delete then failed (a 409, a lost connection). A failed removal is logged and leaves
 * orphan files; it never fails or undoes the delete. The row keeps its photo id for the audit trail; reading the
 * photo of a deleted record is a 404 anyway.
 */
export async function deleteRecord(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, id: number): Promise<void> {
  const photoField = resource.definition.avatar?.photo;
  const photoId = await inTransaction(deps.db, async (tx) => {
    const before = await findRow(tx, resource, caller.scope, id, true);
    if (!before) throw missing(resource);
    const users = [];
    for (const link of resource.referencedBy) {
      const count = await countReferencing(tx, link, caller.scope.organizationId, id);
      if (count > 0) users.push({ definition: link.from.definition, count });
    }
    if (users.length > 0) throw new DomainError('conflict', messages.inUse(resource.definition, users));
    await deleteRow(tx, resource, caller.scope, id);
    await audit(tx, resource, caller, 'delete', id, toRecord(resource, before), null);
    return photoField ? ((before[photoField] as string | null) ?? null) : null;
  });
  if (photoId && deps.photos) await removePhotoFiles(deps.photos, photoId);
  await announce(deps, resource, caller, [{ id, action: 'delete' }]);
}

export async function recordHistory(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, id: number, page: number, perPage: number): Promise<AuditHistory> {
  if (!(await findRow(deps.db, resource, caller.scope, id))) throw missing(resource);
  const { rows, total } = await auditEntries(deps.db, caller.scope.organizationId, resource.definition.name, id, page, perPage);
  const items = rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    actorUserId: row.actorUserId,
    actorName: row.actorFirstName === null ? null : `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim(),
    changes: changesWithoutHidden(row.changes, caller.scope.reach),
  }));
  return { items, meta: meta(total, page, perPage, items.length) };
}
