import { httpClient } from '@/lib/http-client';
import { profileAboutSchema, profileContactsSchema, profileLocationSchema, type ProfileAbout, type ProfileContacts, type ProfileLocation } from '@/schema/online-booking/profile';
import { profileHoursSchema, type HoursException, type ProfileHours } from '@/schema/online-booking/profile-hours';

/** Online booking → Presence → About, Contacts, Location and Hours (server/modules/online-booking/profile.routes.ts). */
const base = (branchId: number) => `/branches/${branchId}/online-booking/presence`;

export const getAbout = async (branchId: number): Promise<ProfileAbout> => profileAboutSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/about`)).data);
export const saveAbout = async (branchId: number, value: Pick<ProfileAbout, 'publicName' | 'description' | 'categories'>, version: number): Promise<ProfileAbout> =>
  profileAboutSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/about`, { ...value, version })).data);

export const getContacts = async (branchId: number): Promise<ProfileContacts> => profileContactsSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/contacts`)).data);
export const saveContacts = async (branchId: number, value: Omit<ProfileContacts, 'version' | 'phoneCountry'>, version: number): Promise<ProfileContacts> =>
  profileContactsSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/contacts`, { ...value, version })).data);

export const getLocation = async (branchId: number): Promise<ProfileLocation> => profileLocationSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/location`)).data);
export const saveLocation = async (branchId: number, value: Omit<ProfileLocation, 'version'>, version: number): Promise<ProfileLocation> =>
  profileLocationSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/location`, { ...value, version })).data);

export const getHours = async (branchId: number): Promise<ProfileHours> => profileHoursSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/hours`)).data);
export const saveHours = async (branchId: number, exceptions: HoursException[], version: number): Promise<ProfileHours> =>
  profileHoursSchema.parse((await httpClient.put<unknown>(`${base(branchId)}/hours`, { exceptions, version })).data);
