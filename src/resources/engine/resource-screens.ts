import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import { resourceIdParam, resourcePageNode, resourcePagePattern } from './resource-paths';

/**
 * Which generic screen each page of the registry gets, keyed by full route pattern:
 * - `list`: the list of a resource (with its parent filter when the path names one);
 * - `show`: a record's fields and actions, with a child resource's list under it when that list lives on
 *   the same page (a catalog category's services at `services/:categoryId`);
 * - `create` / `edit`: the form as a page.
 * Show pages whose node has children (the client card, the member card) are records with tabs of their own:
 * they are left to custom screens, and the lists still link to them.
 */
export type ResourceScreenEntry =
  | { kind: 'list'; pattern: string; resource: string }
  | { kind: 'show'; pattern: string; resource: string; childList?: string }
  | { kind: 'create' | 'edit'; pattern: string; resource: string };

export function resourceScreenEntries(registry: readonly AnyResourceDefinition[]): ResourceScreenEntry[] {
  const byPattern = new Map<string, ResourceScreenEntry>();
  const claim = (entry: ResourceScreenEntry) => {
    if (!byPattern.has(entry.pattern)) byPattern.set(entry.pattern, entry);
  };

  for (const definition of registry) {
    const show = resourcePagePattern(definition, 'show');
    if (show && !resourcePageNode(definition, 'show')?.children) {
      claim({ kind: 'show', pattern: show, resource: definition.name });
    }
    for (const page of ['create', 'edit'] as const) {
      const pattern = resourcePagePattern(definition, page);
      if (pattern) claim({ kind: page, pattern, resource: definition.name });
    }
  }

  for (const definition of registry) {
    const list = resourcePagePattern(definition, 'list');
    if (!list) continue;
    const existing = byPattern.get(list);
    if (!existing) {
      byPattern.set(list, { kind: 'list', pattern: list, resource: definition.name });
      continue;
    }
    // A list under a parent whose show page is this very page: the parent's card with the list beneath.
    const owner = registry.find((d) => d.name === existing.resource);
    const parentParam = definition.screens.parent?.param;
    if (existing.kind === 'show' && owner && parentParam && resourceIdParam(owner, 'show') === parentParam) {
      byPattern.set(list, { ...existing, childList: definition.name });
    }
  }
  return [...byPattern.values()];
}

/**
 * Resources listed under a record of `definition`: their `screens.parent` field points at it (vacancy →
 * replies, category → services). The show page links to (or embeds) their lists.
 */
export function childResources(
  definition: AnyResourceDefinition,
  registry: readonly AnyResourceDefinition[],
): AnyResourceDefinition[] {
  return registry.filter((child) => {
    const parent = child.screens.parent;
    const hints = child.hints as Record<string, FieldHint>;
    return !!parent && child.name !== definition.name && hints[parent.field]?.references === definition.name;
  });
}
