import type { License } from '../../../src/schema/license';
import type { Branch, Organization } from '../../../src/schema/organization';
import type { User } from '../../../src/schema/user';
import type { branches, licenses, users } from '../../db/tables';
import type { OrganizationAccess } from '../../plugins/app/access';

type BranchRow = typeof branches.$inferSelect;
type LicenseRow = typeof licenses.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export const toBranch = (row: BranchRow): Branch => ({
  id: row.id,
  guid: row.guid,
  name: row.name,
  ISOCurrency: row.isoCurrency,
  timeZone: row.timeZone,
  workingHours: row.workingHours,
  address: row.address,
  phone: row.phone,
});

export type OwnTeamMember = { organizationId: number; branchId: number; employeeId: number };

export const toOrganization = (access: OrganizationAccess, teamMembers: readonly OwnTeamMember[] = []): Organization => ({
  id: access.organizationId,
  name: access.name,
  role: access.role,
  branches: access.branches.map(toBranch),
  teamMembers: teamMembers
    .filter((member) => member.organizationId === access.organizationId && access.branches.some((branch) => branch.id === member.branchId))
    .map(({ branchId, employeeId }) => ({ branchId, employeeId })),
});

/** The columns toUser reads (GET /me selects only these). */
export type UserProfileRow = Pick<UserRow, 'id' | 'login' | 'firstName' | 'lastName' | 'middleName' | 'phone' | 'dialCode' | 'startPage' | 'needShowOnboarding' | 'isoLanguage' | 'theme' | 'hideSnowflake' | 'totpEnabled'>;

/** The user as the web app sees it: never the password hash or TOTP secret, never licence data. */
export const toUser = (row: UserProfileRow, isOwner: boolean): User => ({
  id: row.id,
  login: row.login,
  firstName: row.firstName,
  lastName: row.lastName,
  middleName: row.middleName,
  phone: row.phone,
  dialCode: row.dialCode,
  isOwner,
  startPage: row.startPage,
  needShowOnboarding: row.needShowOnboarding,
  ISOLanguage: row.isoLanguage,
  theme: row.theme,
  hideSnowflake: row.hideSnowflake,
  twoFactorEnabled: row.totpEnabled,
});

export const toLicense = (row: LicenseRow): License => ({
  id: row.id,
  uuid: row.uuid,
  title: row.title,
  price: row.price,
  currency: row.currency,
  expiresAt: row.expiresAt.toISOString(),
  isActive: row.isActive,
  isTrialLicense: row.isTrial,
  maxEmployees: row.maxEmployees,
  maxBranches: row.maxBranches,
  organizationMenu: row.organizationMenu,
  branchMenu: row.branchMenu,
});
