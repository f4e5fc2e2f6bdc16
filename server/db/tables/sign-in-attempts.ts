import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per counted sign-in event (a failed password, a request from an address…), so rate limits hold
 * across every process on the same database. Rows older than the longest window are pruned as we go.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * What the key is: a lower-cased login, a client address (IPv6 by /64), a login and address together
     * (`pair`), or a signed-in user's id (`user`, re-checks of the password or code behind a session).
     */
    scope: text('scope').$type<'login' | 'address' | 'pair' | 'user' | 'branch'>().notNull(),
    /** What the event is: a request to an endpoint (login, signup, forgot, reset, invite) or a failure. */
    action: text('action').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_attempts_lookup_idx').on(t.scope, t.action, t.key, t.createdAt)],
);
