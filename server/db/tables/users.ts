import { bigint, boolean, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Language, ThemeMode } from '../../../src/schema/enums';
import { createdAt, entityId, updatedAt, version } from './columns';

/** Users are global (one login across chains); what they may reach is in organization_users. */
export const users = pgTable(
  'users',
  {
    id: entityId().primaryKey(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    phone: text('phone'),
    dialCode: text('dial_code'),
    startPage: text('start_page'),
    needShowOnboarding: boolean('need_show_onboarding').notNull().default(false),
    isoLanguage: text('iso_language').$type<Language>().notNull().default('EN'),
    theme: text('theme').$type<ThemeMode>().notNull().default('system'),
    hideSnowflake: boolean('hide_snowflake').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted (30-second steps since 1970): a code is good once, never again. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** When the person was last warned by e-mail of failed sign-ins: at most one warning a day. */
    failedSignInWarnedAt: timestamp('failed_sign_in_warned_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_login_lower_idx').on(sql`lower(${t.login})`)],
);
