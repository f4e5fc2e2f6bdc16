import type { RuleOverrides } from '@/schema/online-booking/rules';
import { termsSchema, type Terms } from '@/schema/online-booking/terms';
import { verificationSchema, type Verification, type VerificationSettings } from '@/schema/online-booking/verification';
import { widgetSchema, type Widget, type WidgetSettings } from '@/schema/online-booking/widget';
import {
  bookingAddressSchema,
  branchOnlineBookingSchema,
  ruleRowSchema,
  whyNotAnswerSchema,
  type BranchOnlineBooking,
  type RuleRow,
  type WhyNotAnswer,
} from '@/schema/online-booking/settings';
import { httpClient } from '@/lib/http-client';
import type { RuleTarget } from './rule-targets';

/**
 * The online booking settings API (server/modules/online-booking), answers checked with the contract's schemas.
 * Every query of a branch lives under ['online-booking', branchId], so a change refreshes them as one (a "why
 * not" answer too, since a rule saved may change it).
 */
export const onlineBookingKeys = {
  all: ['online-booking'] as const,
  branch: (branchId: number) => ['online-booking', branchId] as const,
  settings: (branchId: number) => [...onlineBookingKeys.branch(branchId), 'settings'] as const,
  whyNot: (branchId: number, query: WhyNotRequest) => [...onlineBookingKeys.branch(branchId), 'why-not', query] as const,
  verification: (branchId: number) => [...onlineBookingKeys.branch(branchId), 'verification'] as const,
  terms: (branchId: number) => [...onlineBookingKeys.branch(branchId), 'terms'] as const,
  widget: (branchId: number) => [...onlineBookingKeys.branch(branchId), 'widget'] as const,
};

/** The branch and its chain: whose page address or rules a call changes. */
export type BookingScope = { orgId: number; branchId: number };

export async function getOnlineBooking(branchId: number): Promise<BranchOnlineBooking> {
  return branchOnlineBookingSchema.parse((await httpClient.get<unknown>(`/branches/${branchId}/online-booking`)).data);
}

export type AddressOwner = 'branch' | 'chain';
const ownerPath = (scope: BookingScope, owner: AddressOwner) =>
  owner === 'chain' ? `/organizations/${scope.orgId}` : `/branches/${scope.branchId}`;

export async function saveSlug(scope: BookingScope, owner: AddressOwner, slug: string) {
  return bookingAddressSchema.parse((await httpClient.put<unknown>(`${ownerPath(scope, owner)}/online-booking/slug`, { slug })).data);
}

const rulesPath = (scope: BookingScope, target: RuleTarget) => {
  switch (target.level) {
    case 'chain':
      return `/organizations/${scope.orgId}/online-booking/rules`;
    case 'branch':
      return `/branches/${scope.branchId}/online-booking/rules`;
    case 'service':
      return `/branches/${scope.branchId}/online-booking/rules/services/${target.id}`;
    case 'employee':
      return `/branches/${scope.branchId}/online-booking/rules/employees/${target.id}`;
  }
};

/** Replaces the level's whole set of overrides (a rule left out inherits again); `version` 0 makes its row. */
export async function saveRules(scope: BookingScope, target: RuleTarget, overrides: RuleOverrides, version: number): Promise<RuleRow> {
  return ruleRowSchema.parse((await httpClient.put<unknown>(rulesPath(scope, target), { overrides, version })).data);
}

export type WhyNotRequest = { employeeId: number; serviceIds: number[]; date: string; time: string };

export async function whyNot(branchId: number, request: WhyNotRequest): Promise<WhyNotAnswer> {
  const params = { ...request, serviceIds: request.serviceIds.join(',') };
  return whyNotAnswerSchema.parse((await httpClient.get<unknown>(`/branches/${branchId}/online-booking/why-not`, { params })).data);
}

const verificationPath = (branchId: number) => `/branches/${branchId}/online-booking/verification`;
const termsPath = (branchId: number) => `/branches/${branchId}/online-booking/terms`;

export async function getVerification(branchId: number): Promise<Verification> {
  return verificationSchema.parse((await httpClient.get<unknown>(verificationPath(branchId))).data);
}

/** The channels and countries, whole, with the version read (0: the branch never saved them). */
export async function saveVerification(branchId: number, settings: VerificationSettings, version: number): Promise<Verification> {
  return verificationSchema.parse((await httpClient.put<unknown>(verificationPath(branchId), { ...settings, version })).data);
}

export async function getTerms(branchId: number): Promise<Terms> {
  return termsSchema.parse((await httpClient.get<unknown>(termsPath(branchId))).data);
}

export async function saveTerms(branchId: number, text: string, version: number): Promise<Terms> {
  return termsSchema.parse((await httpClient.put<unknown>(termsPath(branchId), { text, version })).data);
}

const widgetPath = (branchId: number) => `/branches/${branchId}/online-booking/widget`;

export async function getWidget(branchId: number): Promise<Widget> {
  return widgetSchema.parse((await httpClient.get<unknown>(widgetPath(branchId))).data);
}

/** The sites, colour, mode and words, whole, with the version read (0: never saved). */
export async function saveWidget(branchId: number, settings: WidgetSettings, version: number): Promise<Widget> {
  return widgetSchema.parse((await httpClient.put<unknown>(widgetPath(branchId), { ...settings, version })).data);
}
