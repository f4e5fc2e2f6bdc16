import { roleCan } from '@/schema/access';
import { areaAccessKey, areaResourceName, branchAreas, organizationAreas } from '@/schema/areas';
import type { AreaDefinition, AreaScope } from '@/schema/area-definition';
import { areaHomePath } from '@/schema/area-paths';
import type { Role } from '@/schema/enums';
import { canViewArea } from '@/schema/license-access';
import { decideAccess, menuKeyOf, type AccessContext } from '@/providers/access-control-provider';

export type AreaMenuEntry = {
  area: AreaDefinition;
  /** i18n key of the label in the `shell` namespace. */
  labelKey: string;
  /** Its one-word form, for the phone's bottom bar, where five share 375 px. */
  shortLabelKey: string;
  to: string;
  /** Disabled: the licence lists the area but does not enable it (spec §6: shown, not openable). */
  disabled: boolean;
  /** The licence (or the role) allows looking, not changing. */
  viewOnly: boolean;
};

export type AreaMenuInput = {
  scope: AreaScope;
  orgId: number;
  branchId?: number | null;
  role: Role | null;
  /** Null while the licence loads: areas are listed as open and the area guard decides on entry. */
  access: AccessContext | null;
};

export const areaLabelKey = (area: AreaDefinition): string => `areas.${area.scope}.${area.key}.title`;
export const areaShortLabelKey = (area: AreaDefinition): string => `areas.${area.scope}.${area.key}.short`;

type Visibility = { shown: false } | { shown: true; disabled: boolean; viewOnly: boolean };

function visibilityOf(area: AreaDefinition, role: Role | null, access: AccessContext | null): Visibility {
  const key = areaAccessKey(area);
  if (key === null) {
    // Outside the licence menus: the role table alone decides.
    return !role || !area.permission || roleCan(role, area.permission, 'view')
      ? { shown: true, disabled: false, viewOnly: false }
      : { shown: false };
  }
  if (!access) return { shown: true, disabled: false, viewOnly: false };
  const ref = menuKeyOf(key);
  const menu = ref.scope === 'organization' ? access.organizationMenu : access.branchMenu;
  const entry = menu[ref.key];
  // Not in the licence at all, or marked invisible: hidden (spec §3 `visible`).
  if (!entry || !entry.visible) return { shown: false };
  const view = decideAccess(access, areaResourceName(area), 'list', key);
  if (!view.can) {
    // The licence closes it: shown disabled. The role forbids it: not this user's business, hidden.
    return canViewArea(menu, ref.key) ? { shown: false } : { shown: true, disabled: true, viewOnly: false };
  }
  return {
    shown: true,
    disabled: false,
    viewOnly: !decideAccess(access, areaResourceName(area), 'edit', key).can,
  };
}

/** The chain or branch menu from the navigation tree and the licence (spec §6). */
export function buildAreaMenu({ scope, orgId, branchId, role, access }: AreaMenuInput): AreaMenuEntry[] {
  const areas = scope === 'branch' ? branchAreas : organizationAreas;
  return areas.flatMap((area) => {
    if (!area.inMenu) return [];
    const visibility = visibilityOf(area, role, access);
    if (!visibility.shown) return [];
    return [
      {
        area,
        labelKey: areaLabelKey(area),
        shortLabelKey: areaShortLabelKey(area),
        to: areaHomePath(area, orgId, branchId),
        disabled: visibility.disabled,
        viewOnly: visibility.viewOnly,
      },
    ];
  });
}
