import { z } from 'zod';
import type { BranchAdd, BranchSettings, BranchUpdate } from '@/schema/settings';
import { defaultSlotStepMinutes, slotStepMinutesSchema } from '@/schema/organization';
import { branchPhoneCountry, invalidPhoneMessage, toE164 } from '@/schema/phone';
import { currencyCodeSchema, timeOfDaySchema, timeZoneSchema, titleSchema } from '@/schema/primitives';

/**
 * The branch form (add-branch dialog and the branch's settings page) as its inputs hold it: flat strings,
 * working hours as two times, an empty address or phone meaning none. The same rules as the API's branch schema;
 * the phone is read with the country of the time zone chosen beside it, as the server reads it.
 */
export const branchFormSchema = z
  .object({
    name: titleSchema,
    ISOCurrency: currencyCodeSchema,
    timeZone: timeZoneSchema,
    start: timeOfDaySchema,
    end: timeOfDaySchema,
    address: z.string().trim().max(300, 'At most 300 characters'),
    phone: z.string().trim(),
    slotStepMinutes: slotStepMinutesSchema,
  })
  .refine((v) => !timeOfDaySchema.safeParse(v.start).success || !timeOfDaySchema.safeParse(v.end).success || v.start < v.end, {
    message: 'The day must end after it starts',
    path: ['end'],
  })
  .refine((v) => v.phone === '' || toE164(v.phone, branchPhoneCountry(v)) !== undefined, { message: invalidPhoneMessage, path: ['phone'] });
export type BranchFormValues = z.infer<typeof branchFormSchema>;

export const branchFormFields = ['name', 'ISOCurrency', 'timeZone', 'start', 'end', 'address', 'phone', 'slotStepMinutes'] as const;

export const branchFormOf = (branch: BranchSettings): BranchFormValues => ({
  name: branch.name,
  ISOCurrency: branch.ISOCurrency,
  timeZone: branch.timeZone,
  start: branch.workingHours.start,
  end: branch.workingHours.end,
  address: branch.address ?? '',
  phone: branch.phone ?? '',
  slotStepMinutes: branch.slotStepMinutes,
});

export const newBranchForm = (timeZone: string, currency: string): BranchFormValues => ({
  name: '',
  ISOCurrency: currency,
  timeZone,
  start: '09:00',
  end: '21:00',
  address: '',
  phone: '',
  slotStepMinutes: defaultSlotStepMinutes,
});

export const branchBodyOf = (values: BranchFormValues): BranchAdd => ({
  name: values.name,
  ISOCurrency: values.ISOCurrency,
  timeZone: values.timeZone,
  workingHours: { start: values.start, end: values.end },
  address: values.address.trim() || null,
  phone: values.phone.trim() || null,
  slotStepMinutes: values.slotStepMinutes,
});

export const branchPatchOf = (values: BranchFormValues, version: number): BranchUpdate => ({ ...branchBodyOf(values), version });

/** Server issues name `workingHours.start` / `.end`; the form's inputs are `start` / `end`. */
export const branchFieldOfIssue = (path: string): (typeof branchFormFields)[number] | undefined => {
  const field = path.replace(/^workingHours\./, '');
  return (branchFormFields as readonly string[]).includes(field) ? (field as (typeof branchFormFields)[number]) : undefined;
};
