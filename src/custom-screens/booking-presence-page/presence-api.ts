import { httpClient } from '@/lib/http-client';
import { domainCheckSchema, presenceDomainsSchema, type DomainCheck, type PresenceDomains } from '@/schema/online-booking/presence-domain';
import { presenceImagesSchema, type PresenceImages, type PresenceImagesSettings } from '@/schema/online-booking/presence-images';
import { presenceMarketingSchema, type PresenceMarketing, type PresenceMarketingSettings } from '@/schema/online-booking/presence-marketing';
import { presenceSeoSchema, type PresenceSeo, type PresenceSeoSettings } from '@/schema/online-booking/presence-seo';

/** Online booking → Presence → Images, Marketing, SEO and Domain (server/modules/online-booking/presence.routes.ts). */
const base = (branchId: number) => `/branches/${branchId}/online-booking/presence`;

export const getImages = async (branchId: number): Promise<PresenceImages> => presenceImagesSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/images`)).data);

export const saveImages = async (branchId: number, images: PresenceImagesSettings, version: number): Promise<PresenceImages> =>
  presenceImagesSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/images`, { ...images, version })).data);

/** The file's bytes as the body, as the photos' upload takes them: the server decides whether they are a photo. */
export const uploadImage = async (branchId: number, file: File): Promise<PresenceImages> =>
  presenceImagesSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/images`, file, { headers: { 'content-type': file.type || 'application/octet-stream' } })).data);

export const getMarketing = async (branchId: number): Promise<PresenceMarketing> => presenceMarketingSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/marketing`)).data);

export const saveMarketing = async (branchId: number, value: PresenceMarketingSettings, version: number): Promise<PresenceMarketing> =>
  presenceMarketingSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/marketing`, { ...value, version })).data);

export const getSeo = async (branchId: number): Promise<PresenceSeo> => presenceSeoSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/seo`)).data);

export const saveSeo = async (branchId: number, value: PresenceSeoSettings, version: number): Promise<PresenceSeo> =>
  presenceSeoSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/seo`, { ...value, version })).data);

export const getDomains = async (branchId: number): Promise<PresenceDomains> => presenceDomainsSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/domains`)).data);

export const addDomain = async (branchId: number, domain: string): Promise<PresenceDomains> =>
  presenceDomainsSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/domains`, { domain })).data);

export const removeDomain = async (branchId: number, domain: string): Promise<PresenceDomains> =>
  presenceDomainsSchema.parse((await httpClient.delete<unknown>(`${base(branchId)}/domains/${encodeURIComponent(domain)}`)).data);

export const checkDomain = async (branchId: number, domain: string): Promise<DomainCheck> =>
  domainCheckSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/domains/${encodeURIComponent(domain)}/check`, {})).data);
