import { verbatim } from '../i18n/sentence';
import type { z } from 'zod';
import { uniqueFieldsOf } from '../../src/schema/resource-definition';
import { countLive, inTransaction, insertRows, lockFor, type Row } from './crud.repository';
import type { CrudCaller } from './crud-access';
import { messages } from './crud-labels';
import { normalisePhones, phoneCountrySource } from './crud-phones';
import { toRecord } from './crud-record';
import type { CrudResource } from './crud-registry';
import { duplicateField, lockUniqueScope, referenceIssues, storageIssues, type FieldIssue } from './crud-rules';
import { announce, audit, tenantValues, type CrudDeps } from './crud.service';

export type ImportError = { row: number; issues: FieldIssue[] };
export type ImportResult = { created: number; errors: ImportError[] };

/** Spreadsheets write an empty cell as ''; a field that may be empty takes null instead. */
function blanksToNull(resource: CrudResource, row: Record<string, unknown>): Record<string, unknown> {
  const shape = resource.definition.createSchema.shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value === '' && shape[key]?.safeParse(null).success ? null : value]),
  );
}

/** Zod's issues as the envelope names them; an unknown column is named by itself. */
const zodIssues = (error: z.ZodError): FieldIssue[] =>
  error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path.map(String), key], message: (m) => m.common.unknownField({ field: key }) }))
      : [{ path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))), message: verbatim(issue.message) }],
  );

/**
 * Imports rows validated one by one with the create schema and the create rules (references, unique values,
 * licence limit). The valid rows are inserted in one transaction; each invalid row is reported with its
 * issues and nothing of it is written.
 */
export async function importRecords(deps: CrudDeps, resource: CrudResource, caller: CrudCaller, rows: Record<string, unknown>[]): Promise<ImportResult> {
  const errors: ImportError[] = [];
  const parsed: { index: number; values: Row }[] = [];
  const country = phoneCountrySource(deps.db, caller.scope);
  for (const [index, raw] of rows.entries()) {
    const result = resource.definition.createSchema.safeParse(blanksToNull(resource, raw));
    // Phone numbers in any form, read with the branch's country, stored in E.164 (crud-phones.ts).
    const phones = result.success ? await normalisePhones(resource.definition, result.data as Row, country) : null;
    const issues = phones ? [...phones.issues, ...storageIssues(resource, phones.values)] : zodIssues(result.error!);
    if (issues.length === 0) parsed.push({ index, values: phones!.values });
    else errors.push({ row: index, issues });
  }

  const created = await inTransaction(deps.db, async (tx) => {
    await lockUniqueScope(tx, resource, caller.scope, parsed[0]?.values ?? {});
    const limitName = resource.definition.licenceLimit;
    let room = Number.POSITIVE_INFINITY;
    if (limitName) {
      await lockFor(tx, `crud:limit:${limitName}:${caller.scope.organizationId}`);
      room = (caller.license?.[limitName] ?? 0) - (await countLive(tx, resource, caller.scope.organizationId));
    }
    const accepted: { index: number; values: Row }[] = [];
    /** Unique values taken by earlier rows of this file, lower-cased. */
    const seen = new Map<string, Set<string>>();
    for (const candidate of parsed) {
      const issues = await referenceIssues(tx, deps.registry, resource, caller.scope, candidate.values);
      const duplicate = await duplicateField(tx, resource, caller.scope, candidate.values, null);
      if (duplicate) issues.push({ path: [duplicate.field], message: messages.duplicate(resource.definition, duplicate.field, duplicate.value) });
      for (const { field } of uniqueFieldsOf(resource.definition)) {
        const value = candidate.values[field];
        if (typeof value !== 'string') continue;
        const taken = seen.get(field) ?? new Set<string>();
        if (taken.has(value.toLowerCase()) && !duplicate) issues.push({ path: [field], message: messages.duplicate(resource.definition, field, value) });
        taken.add(value.toLowerCase());
        seen.set(field, taken);
      }
      if (issues.length === 0 && accepted.length >= room) issues.push({ path: [], message: messages.limitReached(caller.license?.[limitName!] ?? 0, caller.license?.title ?? '') });
      if (issues.length > 0) errors.push({ row: candidate.index, issues });
      else accepted.push(candidate);
    }
    const inserted = await insertRows(tx, resource, accepted.map((a) => ({ ...a.values, ...tenantValues(resource, caller) })));
    for (const row of inserted) {
      const record = toRecord(resource, row);
      await audit(tx, resource, caller, 'create', record['id'] as number, null, record);
    }
    return inserted.map((row) => Number(row['id']));
  });

  await announce(deps, resource, caller, created.map((id) => ({ id, action: 'create' as const })));
  return { created: created.length, errors: errors.sort((a, b) => a.row - b.row) };
}
