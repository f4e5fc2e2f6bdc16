import { memberServiceTerms, type EmployeeService } from '@/schema/catalog';
import { groupServices, type CatalogCategory, type CatalogService } from '@/lib/catalog-groups';
import { foldedIncludes } from '@/lib/folded-text';

/**
 * The service picker's list: the catalog's categories in their order, each with its services in theirs; with an
 * employee chosen, first what they do (at their own price and length), then the rest, or only theirs when asked. Pure, so
 * the drawer's order and search are tested without rendering.
 */

/** `mine`: the chosen employee does it; `others`: they do not; `all`: nobody is chosen (or their list is unknown). */
export type ServiceSection = 'mine' | 'others' | 'all';

export type ServiceOption<S extends CatalogService = CatalogService> = {
  service: S;
  category: CatalogCategory | null;
  section: ServiceSection;
  /** What the client pays: the employee's own price for it, else the service's. */
  price: string;
  /** How long it takes: the employee's own length for it, else the service's. */
  duration: number;
  /** The Autocomplete group: one per section and category, in the list's order. */
  group: string;
};

export type ServiceOptionsInput<S extends CatalogService> = {
  services: readonly S[];
  categories: readonly CatalogCategory[];
  /** The chosen employee's services with their own prices and lengths; null when nobody is chosen or the list is unknown. */
  performed: readonly EmployeeService[] | null;
  /** Only what the employee does (the switch); the chosen service stays listed either way. */
  onlyPerformed: boolean;
  chosenId: number | null;
};

export function serviceOptions<S extends CatalogService>(input: ServiceOptionsInput<S>): ServiceOption<S>[] {
  const { services, categories, performed, onlyPerformed, chosenId } = input;
  const own = performed ? new Map(performed.map((item) => [item.serviceId, item])) : null;
  const inSection = (section: ServiceSection, list: readonly S[]): ServiceOption<S>[] =>
    groupServices(categories, list, { hideEmpty: true }).flatMap(({ category, services: grouped }) =>
      grouped.map((service) => ({
        service,
        category,
        section,
        ...memberServiceTerms(service, own?.get(service.id)),
        group: `${section}/${category?.id ?? 'none'}`,
      })),
    );
  if (!own) return inSection('all', services);
  const mine = services.filter((service) => own.has(service.id));
  const others = services.filter((service) => !own.has(service.id) && (!onlyPerformed || service.id === chosenId));
  return [...inSection('mine', mine), ...inSection('others', others)];
}

/** The options holding the typed text in their name or their category's, accents and case aside. */
export const matchingOptions = <S extends CatalogService>(options: readonly ServiceOption<S>[], typed: string): ServiceOption<S>[] =>
  typed.trim() === ''
    ? [...options]
    : options.filter((option) => foldedIncludes(option.service.name, typed) || (option.category !== null && foldedIncludes(option.category.name, typed)));
