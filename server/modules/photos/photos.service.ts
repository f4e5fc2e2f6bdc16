import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { resourceChangedEventName } from '../../../src/schema/live';
import { photoKey, photoVariants, type PhotoVariant } from '../../../src/schema/photos';
import type { Db } from '../../db/client';
import { authorize, type CrudCaller, type TenantParams } from '../../crud/crud-access';
import { messages } from '../../crud/crud-labels';
import { toRecord } from '../../crud/crud-record';
import type { CrudResource } from '../../crud/crud-registry';
import { findRow, inTransaction, updateRow, type Row } from '../../crud/crud.repository';
import { audit, type CrudRecord } from '../../crud/crud.service';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { enqueueLiveEvent, type LiveOutbox } from '../live/live-outbox';
import { toStoredPhoto } from './photo-image';
import { removePhotoFiles, type PhotoStore } from './photo-store';

export type PhotoDeps = { db: Db; store: PhotoStore; liveOutbox: LiveOutbox; log: FastifyBaseLogger };

/** Who asks for which record's photo: the path's tenant and the record's id. */
export type PhotoTarget = { resource: CrudResource; userId: number; params: TenantParams; id: number };

const variants = Object.keys(photoVariants) as PhotoVariant[];

const missingRecord = (resource: CrudResource) => notFound(messages.notFound(resource.definition));
const photoField = (resource: CrudResource): string => {
  const field = resource.definition.avatar?.photo;
  if (!field) throw new Error(`Resource ${resource.definition.name} has no photo field`);
  return field;
};

/** Files that no record points at any more are removed after the commit; a failure only leaves an orphan file. */
const removeFiles = (deps: PhotoDeps, photoId: string) => removePhotoFiles(deps, photoId);

/**
 * Points the record at a new photo (or none): the version bumps, the audit records it and the branch hears of it
 * through the live outbox, all in one transaction. Answers the record and the photo it replaced.
 */
async function setPhoto(deps: PhotoDeps, resource: CrudResource, caller: CrudCaller, id: number, photoId: string | null) {
  const field = photoField(resource);
  const { record, previous, eventId } = await inTransaction(deps.db, async (tx) => {
    const before = await findRow(tx, resource, caller.scope, id, true);
    if (!before) throw missingRecord(resource);
    const previous = (before[field] as string | null) ?? null;
    if (previous === photoId) return { record: toRecord(resource, before), previous: null, eventId: null };
    const row: Row = await updateRow(tx, resource, caller.scope, id, { [field]: photoId });
    const record = toRecord(resource, row);
    await audit(tx, resource, caller, 'update', id, toRecord(resource, before), record);
    const eventId = await enqueueLiveEvent(tx, {
      organizationId: caller.scope.organizationId,
      channel: caller.branchGuid!,
      message: { event: resourceChangedEventName, data: { resource: resource.definition.name, id, action: 'update' } },
    });
    return { record, previous, eventId };
  });
  if (eventId !== null) await deps.liveOutbox.publishAfterCommit([eventId]);
  return { record, previous };
}

/**
 * A new photo for a record: allowed to whoever may edit the record (role, licence, tenancy as its PATCH). The
 * record is looked up before the image is decoded, so a foreign id costs no resizing. The new files are stored
 * before the transaction (their id is new, nobody reads them yet); the old ones go once the change is committed.
 */
export async function uploadPhoto(deps: PhotoDeps, target: PhotoTarget, upload: unknown): Promise<CrudRecord> {
  const caller = await authorize(deps.db, target.resource, target.userId, target.params, 'edit');
  if (!(await findRow(deps.db, target.resource, caller.scope, target.id))) throw missingRecord(target.resource);
  if (!Buffer.isBuffer(upload) || upload.length === 0) {
    throw new DomainError('bad_request', (m) => m.photos.sendAsBody, [{ path: ['photo'], message: (m) => m.common.required }]);
  }
  const stored = await toStoredPhoto(upload);
  const photoId = randomUUID();
  await Promise.all(variants.map((variant) => deps.store.put(photoKey(photoId, variant), stored[variant])));
  let result: Awaited<ReturnType<typeof setPhoto>>;
  try {
    result = await setPhoto(deps, target.resource, caller, target.id, photoId);
  } catch (error) {
    await removeFiles(deps, photoId);
    throw error;
  }
  if (result.previous) await removeFiles(deps, result.previous);
  return result.record;
}

/** Removes the record's photo (a record without one is answered as it is). */
export async function removePhoto(deps: PhotoDeps, target: PhotoTarget): Promise<CrudRecord> {
  const caller = await authorize(deps.db, target.resource, target.userId, target.params, 'edit');
  const { record, previous } = await setPhoto(deps, target.resource, caller, target.id, null);
  if (previous) await removeFiles(deps, previous);
  return record;
}

/**
 * One size of the record's current photo, for whoever may see the record. An id the record no longer holds is
 * "not found": a replaced photo is gone for everyone, even if its file still waits to be removed.
 */
export async function readPhoto(deps: PhotoDeps, target: PhotoTarget, photoId: string, variant: PhotoVariant): Promise<Buffer> {
  const caller = await authorize(deps.db, target.resource, target.userId, target.params, 'show');
  const row = await findRow(deps.db, target.resource, caller.scope, target.id);
  if (!row) throw missingRecord(target.resource);
  const gone = notFound('photo');
  if (row[photoField(target.resource)] !== photoId) throw gone;
  const file = await deps.store.get(photoKey(photoId, variant));
  if (!file) throw gone;
  return file;
}
