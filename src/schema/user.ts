import { z } from 'zod';
import { languageSchema, themeModeSchema } from './enums';
import { dialCodeSchema, emailSchema, idSchema, personNameSchema, phoneSchema } from './primitives';

/** The signed-in user (spec §1). Licence data is never part of it. */
export const userSchema = z.object({
  id: idSchema,
  login: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  dialCode: z.string().nullable(),
  isOwner: z.boolean(),
  startPage: z.string().nullable(),
  needShowOnboarding: z.boolean(),
  ISOLanguage: languageSchema.default('EN'),
  theme: themeModeSchema,
  hideSnowflake: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /me: personal info and UI settings the user may change about themself. */
export const userUpdateSchema = z
  .object({
    firstName: personNameSchema,
    lastName: personNameSchema,
    middleName: z.string().trim().max(100).nullable(),
    phone: phoneSchema.nullable(),
    dialCode: dialCodeSchema.nullable(),
    startPage: z.string().max(300).nullable(),
    ISOLanguage: languageSchema,
    theme: themeModeSchema,
    hideSnowflake: z.boolean(),
    /** A user may finish (dismiss) their own setup; only creating a chain or signing up ever sets it. */
    needShowOnboarding: z.literal(false),
  })
  .partial()
  .strict();
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const signUpSchema = z.object({
  login: emailSchema,
  password: z.string().min(8, 'At least 8 characters').max(200),
  firstName: personNameSchema,
  lastName: personNameSchema,
  ISOLanguage: languageSchema.optional(),
});
export type SignUp = z.infer<typeof signUpSchema>;
