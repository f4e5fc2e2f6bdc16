import { staffAccountSchema, type StaffAccount, type StaffAccountInviteInput } from '@/schema/staff-account';
import { httpClient } from '@/lib/http-client';

/** A team member's own account (server/modules/settings/staff-accounts.*): read, invite (again: resend), revoke. */
export const memberAccountKey = (employeeId: number) => ['member-account', employeeId] as const;

export async function getMemberAccount(employeeId: number): Promise<StaffAccount> {
  return staffAccountSchema.parse((await httpClient.get<unknown>(`/employees/${employeeId}/account`)).data);
}

export async function inviteMemberAccount(employeeId: number, body: StaffAccountInviteInput): Promise<StaffAccount> {
  return staffAccountSchema.parse((await httpClient.post<unknown>(`/employees/${employeeId}/account`, body)).data);
}

export const revokeMemberAccount = (employeeId: number) => httpClient.delete(`/employees/${employeeId}/account`);
