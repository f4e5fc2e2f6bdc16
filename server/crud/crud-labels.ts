import type { Role } from '../../src/schema/enums';
import { uniqueFieldsOf, type AnyResourceDefinition, type ResourceAction } from '../../src/schema/resource-definition';
import type { RecordCount } from '../i18n/messages/en';
import type { Sentence } from '../i18n/sentence';

/**
 * English names of the engine's resources, built from the registry names: `serviceCategories` reads
 * "service categories", one of them "service category". The other languages' sentences say "the record".
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

/** `3 services`, `1 service`. */
export const countOf = (count: number, definition: Pick<AnyResourceDefinition, 'name'>): string =>
  `${count} ${count === 1 ? singularLabel(definition) : pluralLabel(definition)}`;

const actionVerb: Record<ResourceAction, string> = { list: 'view', show: 'view', create: 'create', edit: 'edit', delete: 'delete' };

const recordCount = (count: number, definition: Pick<AnyResourceDefinition, 'name'>): RecordCount => ({
  count,
  one: singularLabel(definition),
  many: pluralLabel(definition),
});

/** The engine's sentences, from the catalog (server/i18n/messages): English names the resource. */
export const messages = {
  licenceClosed:
    (definition: AnyResourceDefinition): Sentence =>
    (m) =>
      m.crud.planExcludes({ label: capitalised(pluralLabel(definition)) }),
  licenceViewOnly:
    (definition: AnyResourceDefinition): Sentence =>
    (m) =>
      m.crud.planViewOnly({ label: capitalised(pluralLabel(definition)) }),
  /** "Your plan keeps bookable online as it comes: …" */
  fieldLicenceClosed:
    (fields: string[]): Sentence =>
    (m) =>
      m.crud.planKeepsDefault({ fields: fields.map(spacedName) }),
  roleForbidden:
    (definition: AnyResourceDefinition, role: Role, action: ResourceAction): Sentence =>
    (m) =>
      m.crud.roleCannot({ role, verb: actionVerb[action], label: pluralLabel(definition) }),
  notFound:
    (definition: AnyResourceDefinition): Sentence =>
    (m) =>
      m.notFound.resource({ name: singularLabel(definition) }),
  limitReached:
    (limit: number, plan: string): Sentence =>
    (m) =>
      m.crud.teamLimit({ limit, plan }),
  /** "A job title named “Stylist” already exists in this branch." */
  duplicate:
    (definition: AnyResourceDefinition, field: string, value: string): Sentence =>
    (m) =>
      m.crud.duplicate({
        thing: singularLabel(definition),
        field: ['name', 'title'].includes(field) ? null : spacedName(field),
        value,
        place: uniqueFieldsOf(definition).some((unique) => unique.field === field && unique.inChain) ? 'chain' : 'branch',
      }),
  /** "This service category is still used by 3 services." */
  inUse:
    (definition: AnyResourceDefinition, users: { definition: AnyResourceDefinition; count: number }[]): Sentence =>
    (m) =>
      m.crud.inUse({ thing: singularLabel(definition), users: users.map((u) => recordCount(u.count, u.definition)) }),
  missingReference:
    (target: string, id: number): Sentence =>
    (m) =>
      m.crud.missingReference({ name: singularOf(spacedName(target)), id }),
  checkFields:
    (fields: string[]): Sentence =>
    (m) =>
      m.common.checkFields({ fields: [...new Set(fields)] }),
};

export const { missingReference } = messages;
