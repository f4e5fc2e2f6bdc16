import { z } from 'zod';
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
  'pay',
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
    pay: all,
    catalog: all,
    schedule: all,
    sales: all,
    reports: viewOnly,
    marketing: all,
    onlineBooking: all,
    integrations: viewOnly,
    vacancies: viewOnly,
  },
  // An employee reaches these areas through their own team member only (`employeeOwnReach` below).
  employee: {
    clients: ['view', 'create', 'edit'],
    schedule: ['view', 'create', 'edit'],
    catalog: viewOnly,
    team: viewOnly,
  },
};

/**
 * What an employee reaches inside an area the table above opens, and where the whole branch's records are closed
 * to them, what of their own they still see. "Own" is the team member their account is linked to in the branch
 * (src/schema/staff-account.ts); an employee with no linked member in a branch owns nothing there.
 * - schedule: they work their own orders and breaks (status, notes, moves when the branch allows); colleagues'
 *   columns are read-only and shown only when the branch allows (`employeeRulesSchema`).
 * - team: work slots are their own only; the team list and cards stay readable (who works here).
 * - pay: closed to the role, except their own assignments, schemes and pay calculation lines (view).
 * - clients: their own clients only (`employeeRecordReach.clients` below), whose contacts the branch may hide.
 */
export const employeeOwnReach = {
  schedule: ['view', 'create', 'edit'],
  workSlots: viewOnly,
  pay: viewOnly,
  clients: ['view', 'create', 'edit'],
} as const satisfies Record<string, readonly PermissionAction[]>;

/**
 * What makes a record an employee's own:
 * - `bookedWithOwnMember`: the record is the client of a booking that is not cancelled and has a line of one of
 *   their own team members (a single visit they serve, a group class they run; missed visits count);
 * - `createdByThem`: the audit trail's create entry names them (the form, an order's inline client, a CSV
 *   import), so a client they have just added does not vanish before it is booked.
 */
export const ownershipSources = ['bookedWithOwnMember', 'createdByThem'] as const;
export type OwnershipSource = (typeof ownershipSources)[number];

/**
 * The engine resources an employee reaches record by record (a definition names its entry in `employeeReach`;
 * server/crud applies it to employees only): the records that are theirs (`ownedThrough`, any of the sources)
 * in lists, search, reference pickers, show, edit, history, photo and CSV export, any other answering 404 as an
 * unknown id does; and fields the branch's rule (`hiddenUnless.rule`) may hide, which are then answered as null,
 * matched by no search or filter, sorted by nothing and kept as stored when an edit sends them empty.
 */
export type EmployeeRecordReach = {
  ownedThrough: readonly OwnershipSource[];
  hiddenUnless?: { rule: keyof EmployeeRules; fields: readonly string[] };
};

export const employeeRecordReach = {
  clients: {
    ownedThrough: ['bookedWithOwnMember', 'createdByThem'],
    // The dial code is the phone number's country: it goes with it. The ManyChat id is a way to write to them too.
    hiddenUnless: { rule: 'seeClientContacts', fields: ['phone', 'dialCode', 'email', 'manychatSubscriberId'] },
  },
} as const satisfies Record<string, EmployeeRecordReach>;
export type EmployeeRecordReachName = keyof typeof employeeRecordReach;

/**
 * The branch's rules for its employees (branch settings → users), with the defaults most salons run: colleagues'
 * columns visible (to see who is free), moving one's own bookings allowed, clients' phone and e-mail hidden (the
 * clients belong to the salon, not to the person who served them).
 */
export const employeeRulesSchema = z
  .object({
    seeColleaguesSchedule: z.boolean().default(true),
    moveOwnOrders: z.boolean().default(true),
    seeClientContacts: z.boolean().default(false),
  })
  .strict();
export type EmployeeRules = z.infer<typeof employeeRulesSchema>;
export const defaultEmployeeRules: EmployeeRules = employeeRulesSchema.parse({});

export const roleCan = (role: Role, area: PermissionArea, action: PermissionAction): boolean =>
  rolePermissions[role][area]?.includes(action) ?? false;
