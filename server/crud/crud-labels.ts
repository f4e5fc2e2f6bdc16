import type { Role } from '../../src/schema/enums';
import type { AnyResourceDefinition, ResourceAction } from '../../src/schema/resource-definition';

/**
 * English names and sentences for the engine's answers. They are built from the registry names (no i18n on
 * the server): `serviceCategories` reads "service categories", one of them "service category".
 */

/** `serviceCategories` -> `service categories`. */
export const spacedName = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Naive English singular of the last word: categories -> category, replies -> reply, clients -> client. */
export const singularOf = (plural: string): string => {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(plural)) return plural.replace(/es$/, '');
  if (/s$/.test(plural) && !/ss$/.test(plural)) return plural.replace(/s$/, '');
  return plural;
};

export const pluralLabel = (definition: Pick<AnyResourceDefinition, 'name'>): string => spacedName(definition.name);
export const singularLabel = (definition: Pick<AnyResourceDefinition, 'name'>): string => singularOf(pluralLabel(definition));
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;

/** `3 services`, `1 service`. */
export const countOf = (count: number, definition: Pick<AnyResourceDefinition, 'name'>): string =>
  `${count} ${count === 1 ? singularLabel(definition) : pluralLabel(definition)}`;

const joinAnd = (parts: string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const actionVerb: Record<ResourceAction, string> = { list: 'view', show: 'view', create: 'create', edit: 'edit', delete: 'delete' };

export const messages = {
  licenceClosed: (definition: AnyResourceDefinition) => `Your plan does not include ${capitalised(pluralLabel(definition))}.`,
  licenceViewOnly: (definition: AnyResourceDefinition) => `Your plan makes ${capitalised(pluralLabel(definition))} view-only.`,
  roleForbidden: (definition: AnyResourceDefinition, role: Role, action: ResourceAction) =>
    `Your role (${role}) cannot ${actionVerb[action]} ${pluralLabel(definition)}.`,
  notFound: (definition: AnyResourceDefinition) => capitalised(singularLabel(definition)),
  staleVersion: 'Someone else changed this record since you opened it. Reload it to see their changes.',
  limitReached: (limit: number) => `Your plan allows ${limit} team members. Remove one or change the plan to add more.`,
  /** "A job title named “Stylist” already exists in this branch." */
  duplicate: (definition: AnyResourceDefinition, field: string, value: string) => {
    const place = definition.scope === 'branch' ? 'branch' : 'chain';
    const what = ['name', 'title'].includes(field) ? `named “${value}”` : `with the ${spacedName(field)} “${value}”`;
    return `${withArticle(singularLabel(definition))} ${what} already exists in this ${place}.`;
  },
  /** "This service category is still used by 3 services." */
  inUse: (definition: AnyResourceDefinition, users: { definition: AnyResourceDefinition; count: number }[]) =>
    `This ${singularLabel(definition)} is still used by ${joinAnd(users.map((u) => countOf(u.count, u.definition)))}.`,
  missingReference: (target: string, id: number) => `No ${singularOf(spacedName(target))} with id ${id} here.`,
  checkFields: (fields: string[]) => `Check these fields: ${[...new Set(fields)].join(', ')}.`,
};
