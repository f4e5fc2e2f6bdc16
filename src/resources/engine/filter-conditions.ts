import type { FilterCondition, FilterGroup } from '@/schema/list-query';
import type { MatchMode } from '@/schema/protocol';
import type { AnyResourceDefinition, FieldHint, FieldKind } from '@/schema/resource-definition';

/**
 * The filter bar's model: which fields may be filtered and how, what an empty value looks like for a kind
 * and a match mode, and which conditions are complete enough to send. Conditions the person is still
 * filling in stay on screen (and in the URL) but are left out of the query.
 */

export type FilterField = {
  field: string;
  kind: FieldKind;
  modes: readonly MatchMode[];
  references?: string;
  options?: readonly string[];
};

/** The definition's fields that declare match modes, in definition order. */
export function filterFields(definition: AnyResourceDefinition): FilterField[] {
  return Object.entries(definition.hints as Record<string, FieldHint>)
    .filter(([, hint]) => (hint.filter?.length ?? 0) > 0)
    .map(([field, hint]) => ({
      field,
      kind: hint.kind,
      modes: hint.filter!,
      ...(hint.references ? { references: hint.references } : {}),
      ...(hint.options ? { options: hint.options } : {}),
    }));
}

/** `between` takes a pair, `in` a list; every other mode one value. */
export type ValueShape = 'single' | 'pair' | 'list';
export const valueShapeOf = (mode: MatchMode): ValueShape =>
  mode === 'between' ? 'pair' : mode === 'in' ? 'list' : 'single';

/** A fresh value for a condition: booleans start at "yes", everything else empty. */
export function emptyFilterValue(kind: FieldKind, mode: MatchMode): FilterCondition['value'] {
  const shape = valueShapeOf(mode);
  if (shape === 'pair') return ['', ''];
  if (shape === 'list') return [];
  return kind === 'boolean' ? true : '';
}

export function newCondition(field: FilterField): FilterCondition {
  const matchMode = field.modes[0]!;
  return { field: field.field, matchMode, value: emptyFilterValue(field.kind, matchMode) };
}

/** Switching the match mode keeps the value when its shape still fits. */
export function withMatchMode(condition: FilterCondition, mode: MatchMode, kind: FieldKind): FilterCondition {
  const keep = valueShapeOf(mode) === valueShapeOf(condition.matchMode);
  return { ...condition, matchMode: mode, value: keep ? condition.value : emptyFilterValue(kind, mode) };
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

export function isConditionComplete(condition: FilterCondition): boolean {
  const { value } = condition;
  switch (valueShapeOf(condition.matchMode)) {
    case 'pair':
      return Array.isArray(value) && value.length === 2 && value.every((v) => !blank(v));
    case 'list':
      return Array.isArray(value) && value.length > 0 && value.every((v) => !blank(v));
    case 'single':
      return !Array.isArray(value) && !blank(value);
  }
}

/**
 * What the list asks the server for: the person's complete conditions plus the page's fixed ones (a
 * parent filter). The grammar has no nesting, so with fixed conditions everything combines with `and`
 * (the bar offers no `or` then).
 */
export function effectiveFilterGroup(
  group: FilterGroup,
  fixed: readonly FilterCondition[] = [],
): FilterGroup | undefined {
  const own = group.conditions.filter(isConditionComplete);
  const conditions = [...fixed, ...own];
  if (conditions.length === 0) return undefined;
  return { combiner: fixed.length > 0 ? 'and' : group.combiner, conditions };
}

export const hasActiveFilters = (group: FilterGroup, q: string): boolean =>
  q.trim() !== '' || group.conditions.some(isConditionComplete);

/** The Filters button's badge: the conditions that narrow the list, not those still being filled in. */
export const activeConditionCount = (group: FilterGroup): number => group.conditions.filter(isConditionComplete).length;
