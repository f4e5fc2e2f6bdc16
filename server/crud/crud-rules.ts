import { verbatim } from '../i18n/sentence';
import { businessDateRange, int4Range, isCalendarDateText, isDateInRange } from '../../src/schema/primitives';
import { uniqueFieldsOf, type FieldHint } from '../../src/schema/resource-definition';
import { ruleIssues } from '../../src/schema/resource-rules';
import { DomainError, type FieldIssue } from '../plugins/app/domain-error';
import { messages } from './crud-labels';
import type { CrudRegistry, CrudResource } from './crud-registry';
import { existingIds, hasDuplicate, lockFor, type Row, type ScopeKeys } from './crud.repository';
import type { DbTransaction } from '../db/client';

/**
 * Rules shared by create, edit and import: references must point at live records, unique fields stay unique,
 * an edited record keeps the definition's cross-field rules.
 */

export type { FieldIssue };

/** 400 naming the fields, the same envelope as the route's own validation. */
export const assertNoIssues = (issues: FieldIssue[]): void => {
  if (issues.length > 0) throw new DomainError('bad_request', messages.checkFields(issues.map((i) => String(i.path[0]))), issues);
};


/**
 * Values the schema lets through but a column cannot hold: 2024-02-30 matches YYYY-MM-DD, an unbounded int
 * may overflow a 32-bit column. They answer 400 naming the field instead of a database error.
 */
export function storageIssues(resource: CrudResource, values: Row): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, value] of Object.entries(values)) {
    const hint = (resource.definition.hints as Record<string, FieldHint>)[field];
    const kind = hint?.kind;
    if (value === null || value === undefined) continue;
    if (kind === 'date' && typeof value === 'string' && !isCalendarDateText(value)) issues.push({ path: [field], message: (m) => m.common.noSuchDate });
    else if (kind === 'date' && typeof value === 'string') {
      const range = hint?.dates ?? businessDateRange;
      if (!isDateInRange(value, range)) issues.push({ path: [field], message: (m) => m.common.dateOutOfRange(range) });
    }
    if (kind === 'dateTime' && typeof value === 'string' && Number.isNaN(Date.parse(value))) issues.push({ path: [field], message: (m) => m.common.noSuchDateTime });
    if ((kind === 'integer' || kind === 'duration') && typeof value === 'number' && (value < int4Range.min || value > int4Range.max)) {
      issues.push({ path: [field], message: (m) => m.common.tooLarge });
    }
  }
  return issues;
}

export function assertStorable(resource: CrudResource, values: Row): void {
  assertNoIssues(storageIssues(resource, values));
}

/**
 * A change may break a cross-field rule only together with what is stored (a visits membership switched to
 * period without its days): the create schema checks new records, this checks the record an update leaves.
 */
export function assertRulesHold(resource: CrudResource, merged: Row): void {
  // The shared rules' sentences pass as they are: the web app maps them (schema-messages.ts).
  assertNoIssues(ruleIssues(resource.definition.rules, merged).map((issue) => ({ path: issue.path, message: verbatim(issue.message) })));
}

/** Fields of `values` pointing at missing or foreign records (each id of an id list is checked). */
export async function referenceIssues(tx: DbTransaction, registry: CrudRegistry, resource: CrudResource, scope: ScopeKeys, values: Row): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const [field, hint] of Object.entries(resource.definition.hints as Record<string, FieldHint>)) {
    if ((hint.kind !== 'reference' && hint.kind !== 'references') || !(field in values)) continue;
    const value = values[field];
    const ids = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) as number[];
    if (ids.length === 0) continue;
    const name = hint.references ?? '';
    const target = name === 'branches' ? 'branches' : registry.find(name);
    if (!target) throw new Error(`${resource.definition.name}.${field} points at unknown ${name}`);
    // Records of a branch-scoped target must sit in the same branch; an organisation-wide caller (null) takes any.
    const found = await existingIds(tx, target, scope, [...new Set(ids)]);
    ids.forEach((id, index) => {
      if (!found.has(id)) issues.push({ path: hint.kind === 'references' ? [field, index] : [field], message: messages.missingReference(name, id) });
    });
  }
  return issues;
}

export async function assertReferences(tx: DbTransaction, registry: CrudRegistry, resource: CrudResource, scope: ScopeKeys, values: Row): Promise<void> {
  assertNoIssues(await referenceIssues(tx, registry, resource, scope, values));
}

/** The unique fields of `resource`, each with the scope its values must be unique in (the branch's, or the chain's). */
const uniqueScopes = (resource: CrudResource, scope: ScopeKeys) =>
  uniqueFieldsOf(resource.definition).map(({ field, inChain }) => ({ field, scope: inChain ? { ...scope, branchId: null } : scope }));

/**
 * Unique checks and inserts of one scope run one at a time, so two creates cannot both pass the check. A write that
 * needs both the chain's lock and its branch's takes the chain's first (its key sorts first), so two never deadlock.
 */
export async function lockUniqueScope(tx: DbTransaction, resource: CrudResource, scope: ScopeKeys, values: Row): Promise<void> {
  const keys = uniqueScopes(resource, scope)
    .filter(({ field }) => field in values)
    .map(({ scope: { organizationId, branchId } }) => `crud:unique:${resource.definition.table}:${organizationId}:${branchId ?? ''}`);
  for (const key of [...new Set(keys)].sort()) await lockFor(tx, key);
}

/** The first unique field of `values` whose value another live record of its scope already has. */
export async function duplicateField(tx: DbTransaction, resource: CrudResource, scope: ScopeKeys, values: Row, exceptId: number | null) {
  for (const { field, scope: fieldScope } of uniqueScopes(resource, scope)) {
    const value = values[field];
    if (typeof value !== 'string' || value === '') continue;
    if (await hasDuplicate(tx, resource, fieldScope, field, value, exceptId)) return { field, value };
  }
  return null;
}

export const duplicateError = (resource: CrudResource, field: string, value: string) => {
  const message = messages.duplicate(resource.definition, field, value);
  return new DomainError('conflict', message, [{ path: [field], message }]);
};
