import type { Role } from './enums';

/**
 * What each role may do, one table for the server to enforce and the UI to mirror.
 * Permission ids are `<area>:<action>`; licence checks apply on top of these.
 */
export const permissionActions = ['view', 'create', 'edit', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];

export const permissionAreas = [
  'chain-settings',
  'chain-users',
  'billing',
  'branch-settings',
  'branch-users',
  'clients',
  'team',
  'catalog',
  'schedule',
  'sales',
  'reports',
  'marketing',
  'onlineBooking',
  'integrations',
  'vacancies',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];
export type Permission = `${PermissionArea}:${PermissionAction}`;

const all = permissionActions;
const viewOnly = ['view'] as const;

export const rolePermissions: Record<Role, Partial<Record<PermissionArea, readonly PermissionAction[]>>> = {
  owner: Object.fromEntries(permissionAreas.map((area) => [area, all])),
  administrator: {
    'branch-settings': all,
    'branch-users': all,
    clients: all,
    team: all,
    catalog: all,
    schedule: all,
    sales: all,
    reports: viewOnly,
    marketing: all,
    onlineBooking: all,
    integrations: viewOnly,
    vacancies: viewOnly,
  },
  employee: {
    clients: ['view', 'create', 'edit'],
    schedule: ['view', 'create', 'edit'],
    catalog: viewOnly,
    team: viewOnly,
  },
};

export const roleCan = (role: Role, area: PermissionArea, action: PermissionAction): boolean =>
  rolePermissions[role][area]?.includes(action) ?? false;
