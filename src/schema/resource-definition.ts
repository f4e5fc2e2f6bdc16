import { z } from 'zod';
import type { EmployeeRecordReachName, PermissionArea } from './access';
import type { SortEntry } from './list-query';
import { idSchema, type DateRange } from './primitives';
import type { MatchMode } from './protocol';
import { assertRulesFit, ruleIssues, type ResourceRule, type RuleValue } from './resource-rules';

/**
 * The resource engine's one input. A definition says what a record is and how people work with it; the
 * server's CRUD routes (server/crud), the generic screens (src/resources), the Refine resources, the access
 * checks and the generated test suites (tests/api/crud, tests/e2e/crud) all follow from it.
 */

/** How a field is stored, validated, shown and filtered. The widget and the column follow from the kind. */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'email'
  | 'phone'
  | 'dialCode'
  | 'integer'
  | 'money'
  /** Minutes, shown as 1 h 30 min. */
  | 'duration'
  | 'date'
  | 'dateTime'
  | 'boolean'
  | 'enum'
  /** `#rrggbb`. */
  | 'color'
  /** One record of another resource, by id. */
  | 'reference'
  /** Several records of another resource, by id (stored as a bigint[] column). */
  | 'references';

export type FieldHint = {
  kind: FieldKind;
  /** A column of the list grid and a line of the phone card list. */
  list?: boolean;
  /** An input of the create and edit forms; defaults to true for writable fields, never for read-only ones. */
  form?: boolean;
  /** The match modes the list accepts for this field; anything else answers 400. */
  filter?: readonly MatchMode[];
  /** The list may sort by this field. */
  sort?: boolean;
  /** For `reference(s)`: the resource pointed at (its name in the registry). */
  references?: string;
  /** For `enum`: the values, in the order the form offers them. */
  options?: readonly string[];
  /**
   * For `money` in a chain-level resource: the field naming the branch whose currency the amount is in (a
   * vacancy's salary is in its branch's currency). Branch-level amounts are in the branch's own.
   */
  currencyOfBranch?: string;
  /** For `date`: the dates the field takes and its picker offers; business dates unless it says (primitives.ts). */
  dates?: DateRange;
};

/** Match modes by kind of value: the usual sets a definition picks from. */
export const textMatchModes = ['contains', 'notContains', 'startsWith', 'endsWith', 'equals', 'notEquals'] as const satisfies readonly MatchMode[];
export const numberMatchModes = ['equals', 'notEquals', 'lt', 'lte', 'gt', 'gte', 'between', 'in'] as const satisfies readonly MatchMode[];
export const dateMatchModes = ['dateIs', 'dateIsNot', 'dateBefore', 'dateAfter', 'between'] as const satisfies readonly MatchMode[];
export const choiceMatchModes = ['equals', 'notEquals', 'in'] as const satisfies readonly MatchMode[];
export const booleanMatchModes = ['equals'] as const satisfies readonly MatchMode[];

export type ResourceScope = 'organization' | 'branch';
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/**
 * Where the resource's screens live in the navigation tree (src/schema/areas.ts): the area (by key, in the
 * definition's scope) and page paths within it. Without a `create` or `edit` page the form opens as a dialog
 * over the list. The id parameter is the one named in the `show` / `edit` path (`:clientId`).
 */
export type ResourceScreens = {
  area: string;
  list: string;
  show?: string;
  create?: string;
  edit?: string;
  /**
   * The list sits under a parent record named in its path (`:vacancyId/vacancy/replies`): the field it
   * filters and fills in new records, and the route parameter holding the id. A negative id lists every
   * record (spec §5 allows negative catalog category ids: `services/-1` is "all services").
   */
  parent?: { field: string; param: string };
};

/** Fields every record has; the engine manages them. */
export const systemFieldsShape = {
  id: idSchema,
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
export type SystemField = keyof typeof systemFieldsShape;

type FieldName<Shape extends z.ZodRawShape> = Extract<keyof Shape, string>;
type RecordField<Shape extends z.ZodRawShape> = FieldName<Shape> | SystemField;

/** A cross-field rule over the writable fields; its condition compares one of them with a value it can hold. */
export type ResourceRuleOf<Shape extends z.ZodRawShape, Field extends string> = ResourceRule<
  Field,
  { [K in Field]: { field: K; equals: Extract<z.output<Shape[K]>, RuleValue> } }[Field]
>;

export type ResourceDefinitionInput<Shape extends z.ZodRawShape, ReadOnly extends FieldName<Shape>> = {
  /** Registry key, API path segment (`/branches/{branchId}/<name>`), Refine resource and i18n key. */
  name: string;
  /** The SQL table (server/db/tables); its columns carry the fields' names in snake_case. */
  table: string;
  scope: ResourceScope;
  /** The record's own fields as the API answers them (id, version and timestamps are added). */
  fields: Shape;
  /** Fields the server maintains: answered, never accepted. */
  readOnly?: readonly ReadOnly[];
  hints: { [K in FieldName<Shape>]: FieldHint };
  /** What names a record in titles, cards, reference pickers and confirmations. */
  titleFields: readonly FieldName<Shape>[];
  /**
   * A face beside the record's title in lists and cards (src/components/avatar): its photo field (a read-only
   * photo id, server/modules/photos) and, optionally, a colour field the initials are drawn on when no photo.
   */
  avatar?: { photo: FieldName<Shape>; colour?: FieldName<Shape> };
  /** Columns the free-text search (`q`) looks in. */
  search: readonly FieldName<Shape>[];
  defaultSort: readonly { field: RecordField<Shape>; order: SortEntry['order'] }[];
  /** The role table's area (src/schema/access.ts): which roles may list, create, edit and delete. */
  permission: PermissionArea;
  /**
   * The employee role reaches only its own records of the resource, and the branch may hide some of their fields
   * from it (src/schema/access.ts `employeeRecordReach`). Without it, the role table's area decides alone.
   */
  employeeReach?: EmployeeRecordReachName;
  /** The licence key the resource sits under (`clients`, `org:vacancies`, `settings.booking_settings#job_titles`: src/schema/licence-gates.ts). */
  menuKey: string;
  /** Changes are announced on the live channel of the branch (or every branch of the chain). */
  live: boolean;
  /** Deleting hides the record but keeps it for history (clients, services, employees). */
  softDelete: boolean;
  /** A field that must stay unique among the scope's live records (409 with the field named). */
  unique?: readonly FieldName<Shape>[];
  /**
   * A field of a branch's record that must stay unique among the live records of every branch of the chain (409
   * with the field named): a client's ManyChat subscriber id is one person of the chain's ManyChat account.
   */
  uniqueInChain?: readonly FieldName<Shape>[];
  /** A licence limit on the chain's live records of this resource (409 naming the limit when reached). */
  licenceLimit?: 'maxEmployees';
  /**
   * Fields whose other-than-default values the licence sells on its own (spec §6: a service's and a team member's
   * "bookable online" are the booking settings' `services` and `providers` blocks). Without the key open, a write
   * may still put such a field back to its default, never away from it (403 naming it): a chain that loses the
   * block after switching some off can switch them on again, and nobody is stuck.
   */
  fieldLicences?: { readonly [K in FieldName<Shape>]?: string };
  /** Records may be imported from CSV (validated row by row with the create schema). */
  importable?: boolean;
  /**
   * Cross-field rules (src/schema/resource-rules.ts): when a field has a value, others are required or stay
   * empty. The create schema checks them, the server checks an update on the merged record, the form hides
   * the fields they empty.
   */
  rules?: readonly ResourceRuleOf<Shape, Exclude<FieldName<Shape>, ReadOnly>>[];
  screens: ResourceScreens;
};

export type ResourceDefinition<
  Shape extends z.ZodRawShape = z.ZodRawShape,
  ReadOnly extends FieldName<Shape> = FieldName<Shape>,
> = ResourceDefinitionInput<Shape, ReadOnly> & {
  readOnly: readonly ReadOnly[];
  rules: readonly ResourceRuleOf<Shape, Exclude<FieldName<Shape>, ReadOnly>>[];
  /** The record as the API answers it. */
  recordSchema: z.ZodObject<Shape & typeof systemFieldsShape>;
  /** A new record: the writable fields, unknown keys refused, the rules checked. */
  createSchema: z.ZodObject<Omit<Shape, ReadOnly>, z.core.$strict>;
  /** A change: any writable fields plus the version it was read at (a stale one answers 409). */
  updateSchema: z.ZodObject<
    { [K in keyof Omit<Shape, ReadOnly>]: z.ZodOptional<Shape[K]> } & { version: z.ZodNumber },
    z.core.$strict
  >;
};

/** Every field a definition keeps unique, and whether among the whole chain's records or the branch's only. */
export const uniqueFieldsOf = (definition: Pick<AnyResourceDefinition, 'scope' | 'unique' | 'uniqueInChain'>): { field: string; inChain: boolean }[] => [
  ...(definition.unique ?? []).map((field) => ({ field, inChain: definition.scope === 'organization' })),
  ...(definition.uniqueInChain ?? []).map((field) => ({ field, inChain: true })),
];

/** Any registered definition, whatever its fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds definitions of every shape
export type AnyResourceDefinition = Omit<ResourceDefinition<any, any>, 'rules'> & { rules: readonly ResourceRule[] };

const pick = <T>(shape: Record<string, T>, keep: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(shape).filter(([key]) => keep(key)));

export function defineResource<Shape extends z.ZodRawShape, ReadOnly extends FieldName<Shape> = never>(
  input: ResourceDefinitionInput<Shape, ReadOnly>,
): ResourceDefinition<Shape, ReadOnly> {
  const readOnly = input.readOnly ?? [];
  const isWritable = (key: string) => !(readOnly as readonly string[]).includes(key);
  const writable = pick(input.fields as unknown as Record<string, z.ZodType>, isWritable);
  const optional = Object.fromEntries(Object.entries(writable).map(([key, schema]) => [key, schema.optional()]));
  const rules = (input.rules ?? []) as readonly ResourceRule[];
  assertRulesFit(input.name, writable, rules);
  // zod 4 keeps the object type through a refinement; it runs once the fields themselves parse.
  const createSchema = z.strictObject(writable).superRefine((record, ctx) => {
    for (const issue of ruleIssues(rules, record)) ctx.addIssue({ code: 'custom', ...issue });
  });
  return {
    ...input,
    readOnly,
    rules,
    recordSchema: z.object({ ...input.fields, ...systemFieldsShape }),
    createSchema,
    updateSchema: z.strictObject({ ...optional, version: systemFieldsShape.version }),
  } as unknown as ResourceDefinition<Shape, ReadOnly>;
}

/** Fields the form edits: writable ones whose hint does not opt out. */
export const formFields = (definition: AnyResourceDefinition): string[] =>
  Object.keys(definition.fields).filter(
    (key) => !definition.readOnly.includes(key) && definition.hints[key]?.form !== false,
  );

/** Fields the list may filter on, with their match modes (`id` takes `in` for reference look-ups). */
export const filterableFields = (definition: AnyResourceDefinition): Record<string, readonly MatchMode[]> => ({
  id: ['in', 'equals'],
  ...Object.fromEntries(
    Object.entries(definition.hints as Record<string, FieldHint>)
      .filter(([, hint]) => (hint.filter?.length ?? 0) > 0)
      .map(([key, hint]) => [key, hint.filter!]),
  ),
});

/** Fields the list may sort by (system timestamps always). */
export const sortableFields = (definition: AnyResourceDefinition): string[] => [
  'id',
  'createdAt',
  'updatedAt',
  ...Object.entries(definition.hints as Record<string, FieldHint>)
    .filter(([, hint]) => hint.sort)
    .map(([key]) => key),
];
