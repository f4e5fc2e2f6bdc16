import { z } from 'zod';
import { employeeRulesSchema, type EmployeeRules } from '@/schema/access';
import { itemsResponseSchema } from '@/schema/protocol';
import {
  branchAddSchema,
  branchSettingsSchema,
  branchUpdateSchema,
  invitationCreateSchema,
  invitationSchema,
  memberSchema,
  memberUpdateSchema,
  organizationSettingsSchema,
  organizationUpdateSchema,
  type BranchSettings,
  type BranchUpdate,
  type Invitation,
  type InvitationCreateInput,
  type Member,
  type MemberUpdateInput,
  type OrganizationSettings,
  type OrganizationUpdate,
} from '@/schema/settings';
import { httpClient } from '@/lib/http-client';

/**
 * The settings API (server/modules/settings): requests and answers checked with the server's own schemas,
 * so a contract drift fails here loudly rather than on screen.
 */

export type BranchAddInput = z.input<typeof branchAddSchema>;

export async function getOrganizationSettings(orgId: number): Promise<OrganizationSettings> {
  const { data } = await httpClient.get<unknown>(`/organizations/${orgId}`);
  return organizationSettingsSchema.parse(data);
}

export async function updateOrganization(orgId: number, body: OrganizationUpdate): Promise<OrganizationSettings> {
  const { data } = await httpClient.patch<unknown>(`/organizations/${orgId}`, organizationUpdateSchema.parse(body));
  return organizationSettingsSchema.parse(data);
}

export async function addBranch(orgId: number, body: BranchAddInput): Promise<BranchSettings> {
  const { data } = await httpClient.post<unknown>(`/organizations/${orgId}/branches`, branchAddSchema.parse(body));
  return branchSettingsSchema.parse(data);
}

export async function deleteBranch(branchId: number): Promise<void> {
  await httpClient.delete(`/branches/${branchId}`);
}

export async function getBranchSettings(branchId: number): Promise<BranchSettings> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}`);
  return branchSettingsSchema.parse(data);
}

export async function updateBranchSettings(branchId: number, body: BranchUpdate): Promise<BranchSettings> {
  const { data } = await httpClient.patch<unknown>(`/branches/${branchId}`, branchUpdateSchema.parse(body));
  return branchSettingsSchema.parse(data);
}

const membersResponseSchema = itemsResponseSchema(memberSchema);
const invitationsResponseSchema = itemsResponseSchema(invitationSchema);

/** Whose people a users page shows: the whole chain, or one branch's (its owners included). */
export type UsersScope = { kind: 'chain'; orgId: number } | { kind: 'branch'; orgId: number; branchId: number };

export async function listMembers(scope: UsersScope): Promise<Member[]> {
  const path = scope.kind === 'chain' ? `/organizations/${scope.orgId}/users` : `/branches/${scope.branchId}/users`;
  const { data } = await httpClient.get<unknown>(path);
  return membersResponseSchema.parse(data).items;
}

export async function updateMember(orgId: number, userId: number, body: MemberUpdateInput): Promise<Member> {
  const { data } = await httpClient.patch<unknown>(`/organizations/${orgId}/users/${userId}`, memberUpdateSchema.parse(body));
  return memberSchema.parse(data);
}

export async function removeMember(orgId: number, userId: number): Promise<void> {
  await httpClient.delete(`/organizations/${orgId}/users/${userId}`);
}

export async function listInvitations(scope: UsersScope): Promise<Invitation[]> {
  const { data } = await httpClient.get<unknown>(`/organizations/${scope.orgId}/invitations`, {
    params: scope.kind === 'branch' ? { branchId: scope.branchId } : {},
  });
  return invitationsResponseSchema.parse(data).items;
}

export async function createInvitation(orgId: number, body: InvitationCreateInput): Promise<Invitation> {
  const { data } = await httpClient.post<unknown>(`/organizations/${orgId}/invitations`, invitationCreateSchema.parse(body));
  return invitationSchema.parse(data);
}

export async function revokeInvitation(orgId: number, invitationId: number): Promise<void> {
  await httpClient.delete(`/organizations/${orgId}/invitations/${invitationId}`);
}

/** What the branch's employees may do (src/schema/access.ts employeeRulesSchema). */
export async function getEmployeeRules(branchId: number): Promise<EmployeeRules> {
  return employeeRulesSchema.parse((await httpClient.get<unknown>(`/branches/${branchId}/employee-rules`)).data);
}

export async function saveEmployeeRules(branchId: number, rules: EmployeeRules): Promise<EmployeeRules> {
  return employeeRulesSchema.parse((await httpClient.put<unknown>(`/branches/${branchId}/employee-rules`, rules)).data);
}

/** Query keys of the settings screens, one tree so a change can refresh all that depends on it. */
export const settingsKeys = {
  employeeRules: (branchId: number) => ['settings', 'employee-rules', branchId] as const,
  all: ['settings'] as const,
  organization: (orgId: number) => ['settings', 'organization', orgId] as const,
  branch: (branchId: number) => ['settings', 'branch', branchId] as const,
  members: (scope: UsersScope) => ['settings', 'members', scope.orgId, scope.kind === 'branch' ? scope.branchId : 'chain'] as const,
  invitations: (scope: UsersScope) => ['settings', 'invitations', scope.orgId, scope.kind === 'branch' ? scope.branchId : 'chain'] as const,
};
