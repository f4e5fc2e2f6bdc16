import type { FastifyInstance } from 'fastify';
import { users } from '../../server/db/tables';

/** Shared by the account and platform suites: a user made directly in the database and a bearer token for it. */
let counter = 0;

export async function userWithToken(
  app: FastifyInstance,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ userId: number; auth: { authorization: string } }> {
  const [row] = await app.db
    .insert(users)
    .values({
      login: `user${++counter}-${Date.now()}@example.test`,
      passwordHash: 'not-used-here',
      firstName: 'Test',
      lastName: 'User',
      ...values,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return { userId: row.id, auth: await bearer(app, row.id) };
}

export async function bearer(app: FastifyInstance, userId: number) {
  const { accessToken } = await app.tokens.issue(userId);
  return { authorization: `Bearer ${accessToken}` };
}

export const newChain = {
  name: 'Studio Nova',
  branch: { name: 'Downtown', ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon', workingHours: { start: '08:30', end: '19:00' }, address: null },
};
