import { z } from 'zod';
import {
  passwordChangeSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpEnrolmentSchema,
} from '@/schema/auth';
import { licenseSchema, type License } from '@/schema/license';
import { organizationCreateSchema, organizationSchema, type Organization } from '@/schema/organization';
import { itemsResponseSchema } from '@/schema/protocol';
import { userSchema, userUpdateSchema, type User, type UserUpdate } from '@/schema/user';
import { httpClient, idHttpClient } from './http-client';
import { clearCachedOrganizations, getCachedOrganizations, setCachedOrganizations } from './session-storage';

/**
 * Typed calls for the shell (user, organisations, licence, account security). Requests and answers are
 * validated with the same zod schemas the server uses, so a contract drift fails loudly here.
 */

export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export type PasswordChange = z.infer<typeof passwordChangeSchema>;
export type OrganizationCreateInput = z.input<typeof organizationCreateSchema>;

export async function getMe(): Promise<User> {
  const { data } = await httpClient.get<unknown>('/me');
  return userSchema.parse(data);
}

export async function updateMe(patch: UserUpdate): Promise<User> {
  const { data } = await httpClient.patch<unknown>('/me', userUpdateSchema.parse(patch));
  return userSchema.parse(data);
}

const organizationsResponseSchema = itemsResponseSchema(organizationSchema);

export async function getOrganizations(): Promise<Organization[]> {
  const { data } = await httpClient.get<unknown>('/organizations');
  return organizationsResponseSchema.parse(data).items;
}

/** Spec §7: the organisations list is loaded once and cached until the next sign-in (guard 2 clears it). */
export async function loadOrganizations(): Promise<Organization[]> {
  const cached = getCachedOrganizations();
  if (cached) return cached;
  const organizations = await getOrganizations();
  setCachedOrganizations(organizations);
  return organizations;
}

/** Onboarding: the new chain with its first branch. The cached list is refreshed so guards see it at once. */
export async function createOrganization(body: OrganizationCreateInput): Promise<Organization> {
  const { data } = await httpClient.post<unknown>('/organizations', organizationCreateSchema.parse(body));
  const created = organizationSchema.parse(data);
  clearCachedOrganizations();
  // The chain exists now; a failed reload only means the next loadOrganizations() fetches it.
  await loadOrganizations().catch(() => undefined);
  return created;
}

export async function getLicense(orgId: number): Promise<License> {
  const { data } = await httpClient.get<unknown>(`/organizations/${orgId}/license`);
  return licenseSchema.parse(data);
}

export async function changePassword(body: PasswordChange): Promise<void> {
  await idHttpClient.post('/password/change', passwordChangeSchema.parse(body));
}

export async function setupTwoFactor(): Promise<TotpEnrolment> {
  const { data } = await idHttpClient.post<unknown>('/2fa/setup');
  return totpEnrolmentSchema.parse(data);
}

export async function confirmTwoFactor(code: string): Promise<void> {
  await idHttpClient.post('/2fa/confirm', totpConfirmSchema.parse({ code }));
}

export async function disableTwoFactor(password: string): Promise<void> {
  await idHttpClient.post('/2fa/disable', totpDisableSchema.parse({ password }));
}
