import { roleCan, type PermissionAction } from './access';
import type { Role } from './enums';
import { decideLicence, parseLicenceKey, type LicenceMenus } from './licence-gates';
import type { AnyResourceDefinition, ResourceAction } from './resource-definition';

/** Organisation-level licence keys are written `org:<key>`; others are branch keys. */
export const organizationMenuPrefix = 'org:';

export type ResourceAccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'licence' | 'licence_view_only' | 'role' };

const permissionActionOf: Record<ResourceAction, PermissionAction> = {
  list: 'view',
  show: 'view',
  create: 'create',
  edit: 'edit',
  delete: 'delete',
};

/**
 * Whether a role under a licence may do an action on a resource: the licence must open its menu key (and
 * allow edits for a change), then the role table must grant the action. The server enforces this on every
 * request; the web app mirrors it to hide and disable.
 */
export function decideResourceAccess(
  definition: Pick<AnyResourceDefinition, 'menuKey' | 'permission'>,
  action: ResourceAction,
  role: Role,
  menus: LicenceMenus,
): ResourceAccessDecision {
  const permission = permissionActionOf[action];
  const licence = decideLicence(menus, parseLicenceKey(definition.menuKey));
  if (licence === 'closed') return { allowed: false, reason: 'licence' };
  if (permission !== 'view' && licence !== 'open') return { allowed: false, reason: 'licence_view_only' };
  if (!roleCan(role, definition.permission, permission)) return { allowed: false, reason: 'role' };
  return { allowed: true };
}

/** The value a field takes when a write leaves it out (its schema's default), or undefined without one. */
const defaultOf = (definition: Pick<AnyResourceDefinition, 'fields'>, field: string): unknown => {
  const parsed = definition.fields[field]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
};

/** Fields the licence keeps at their defaults here: their `fieldLicences` key is not open for changes. */
export const lockedFieldsOf = (definition: Pick<AnyResourceDefinition, 'fieldLicences'>, menus: LicenceMenus): string[] =>
  Object.entries(definition.fieldLicences ?? {})
    .filter(([, key]) => key !== undefined && decideLicence(menus, parseLicenceKey(key)) !== 'open')
    .map(([field]) => field);

/**
 * Whether a locked field may show its switch: always when it is away from its default (to put it back), never when
 * it is at it. The form and the server's check below read the same rule.
 */
export const lockedAtDefault = (definition: Pick<AnyResourceDefinition, 'fields'>, field: string, value: unknown): boolean =>
  value === undefined || value === defaultOf(definition, field);

/**
 * The locked fields a write moves away from their default to a value the record does not already hold (a form
 * sends every field: an unchanged value kept from before the licence closed is not a change).
 */
export function lockedFieldsMoved(
  definition: Pick<AnyResourceDefinition, 'fields' | 'fieldLicences'>,
  menus: LicenceMenus,
  values: Record<string, unknown>,
  before?: Record<string, unknown>,
): string[] {
  return lockedFieldsOf(definition, menus).filter(
    (field) => field in values && !lockedAtDefault(definition, field, values[field]) && (before === undefined || before[field] !== values[field]),
  );
}
