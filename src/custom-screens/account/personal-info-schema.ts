import { z } from 'zod';
import { dialCodeSchema, invalidPhoneMessage, personNameSchema, phoneSchema } from '@/schema/primitives';
import { defaultPhoneCountry, formatPhone } from '@/schema/phone';
import type { User, UserUpdate } from '@/schema/user';

const blankOr = (schema: z.ZodString, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || schema.safeParse(value).success, message);

/**
 * The personal-info form: the fields of PATCH /me (userUpdateSchema) as the inputs hold them, where an
 * empty optional field means "none". A phone number needs its dial code; the server stores it in E.164.
 */
export const personalInfoFormSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    middleName: z.string().trim().max(100, 'At most 100 characters'),
    dialCode: blankOr(dialCodeSchema, 'Use a dial code such as +381'),
    phone: blankOr(phoneSchema, invalidPhoneMessage),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !value.dialCode)
      ctx.addIssue({ code: 'custom', path: ['dialCode'], message: 'Required' });
  });
export type PersonalInfoValues = z.infer<typeof personalInfoFormSchema>;

export const personalInfoOf = (user: User): PersonalInfoValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  middleName: user.middleName ?? '',
  dialCode: user.dialCode ?? '',
  // The stored E.164 as its own country writes it, beside its dial code.
  phone: user.phone ? formatPhone(user.phone, defaultPhoneCountry) : '',
});

export const personalInfoPatch = (values: PersonalInfoValues): UserUpdate => ({
  firstName: values.firstName,
  lastName: values.lastName,
  middleName: values.middleName || null,
  dialCode: values.dialCode || null,
  phone: values.phone || null,
});

/** Dial codes offered first: the product's markets, then common neighbours. */
export const dialCodes = [
  '+381',
  '+382',
  '+385',
  '+386',
  '+387',
  '+389',
  '+7',
  '+90',
  '+351',
  '+55',
  '+43',
  '+49',
  '+44',
  '+33',
  '+39',
  '+41',
  '+1',
] as const;
