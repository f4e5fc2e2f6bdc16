import { decideResourceAccess } from '@/schema/resource-access';
import type { AnyResourceDefinition, ResourceAction } from '@/schema/resource-definition';
import type { AccessContext } from '@/providers/access-control-provider';

export type ResourceAccess = {
  canList: boolean;
  canShow: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
};

export const noAccess: ResourceAccess = {
  canList: false,
  canShow: false,
  canCreate: false,
  canEdit: false,
  canDelete: false,
};

/**
 * What the person may do with a resource in the workspace on screen: the licence and role decision the
 * server also makes (decideResourceAccess), and no change at all on a page the guard opened view-only.
 * Unknown access (the licence still loading) allows nothing.
 */
export function resourceAccessOf(
  definition: Pick<AnyResourceDefinition, 'menuKey' | 'permission'>,
  access: AccessContext | null,
  viewOnly: boolean,
): ResourceAccess {
  if (!access) return noAccess;
  const menus = { organizationMenu: access.organizationMenu, branchMenu: access.branchMenu };
  const may = (action: ResourceAction) => decideResourceAccess(definition, action, access.role, menus).allowed;
  return {
    canList: may('list'),
    canShow: may('show'),
    canCreate: !viewOnly && may('create'),
    canEdit: !viewOnly && may('edit'),
    canDelete: !viewOnly && may('delete'),
  };
}
