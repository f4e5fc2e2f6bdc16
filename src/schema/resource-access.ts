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
