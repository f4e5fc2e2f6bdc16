/**
 * The catalog as salons read it: every category in its own order, each with its services in theirs, and the
 * services that belong to no category last. Pure, so the services page and its tests share one answer.
 */

export type CatalogCategory = { id: number; name: string; color: string };
export type CatalogService = { id: number; name: string; categoryId: number | null; duration: number; price: string };

export type CatalogGroup<S extends CatalogService = CatalogService, C extends CatalogCategory = CatalogCategory> = {
  /** null: the services without a category (or whose category is gone). */
  category: C | null;
  services: S[];
};

/**
 * Groups `services` under `categories`, both already in the order to show (sortOrder, then name, as the API
 * sorts them). `hideEmpty` drops categories without services: a search shows only the groups it matched,
 * while browsing the catalog shows an empty category so a service can be added to it.
 */
export function groupServices<S extends CatalogService, C extends CatalogCategory>(
  categories: readonly C[],
  services: readonly S[],
  { hideEmpty }: { hideEmpty: boolean },
): CatalogGroup<S, C>[] {
  const byCategory = new Map<number, S[]>(categories.map((category) => [category.id, []]));
  const uncategorised: S[] = [];
  for (const service of services) {
    const group = service.categoryId === null ? undefined : byCategory.get(service.categoryId);
    (group ?? uncategorised).push(service);
  }
  const groups: CatalogGroup<S, C>[] = categories.map((category) => ({ category, services: byCategory.get(category.id) ?? [] }));
  if (uncategorised.length > 0) groups.push({ category: null, services: uncategorised });
  return hideEmpty ? groups.filter((group) => group.services.length > 0) : groups;
}

/** The key a group is remembered by (collapsed or open). */
export const groupKey = (group: Pick<CatalogGroup, 'category'>): string => (group.category ? String(group.category.id) : 'none');
