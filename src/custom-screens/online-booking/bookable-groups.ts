/** A branch's services under their categories, in the order the API lists them (the catalog's). */
export type BookableGroup<T> = { category: string | null; things: T[] };

/** Consecutive services of one category form its group; the API sorts by category, so each appears once. */
export function groupByCategory<T extends { categoryName: string | null }>(services: readonly T[]): BookableGroup<T>[] {
  const groups: BookableGroup<T>[] = [];
  for (const service of services) {
    const last = groups.at(-1);
    if (last && last.category === service.categoryName) last.things.push(service);
    else groups.push({ category: service.categoryName, things: [service] });
  }
  return groups;
}
