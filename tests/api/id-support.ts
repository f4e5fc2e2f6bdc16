import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { users } from '../../server/db/tables';
import { hashPassword } from '../../server/plugins/app/passwords';

/** Shared by the tests/api/id-*.test.ts suites: users made directly in the database, and a tiny cookie jar. */
export const appOrigin = 'http://localhost';
export const redirectUrl = `${appOrigin}/auth?redirect=%2Fchain%2F1`;

export async function createUser(
  app: FastifyInstance,
  user: { login: string; password: string; totpSecret?: string; firstName?: string },
): Promise<number> {
  const [row] = await app.db
    .insert(users)
    .values({
      login: user.login,
      passwordHash: await hashPassword(user.password),
      firstName: user.firstName ?? 'Test',
      lastName: 'User',
      totpSecret: user.totpSecret ?? null,
      totpEnabled: !!user.totpSecret,
    })
    .returning({ id: users.id });
  return row!.id;
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

export const signInQuery = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    type: 'login',
    client: 'manage',
    state: 'Ab3dE6gH',
    redirectUrl,
    ...extra,
  }).toString();

export type Session = { refresh: string; xsrf: string };

/** The refresh and XSRF cookies a response set (a cleared cookie comes back as an empty value). */
export function sessionFrom(res: LightMyRequestResponse): Session {
  const refresh = res.cookies.find((c) => c.name === 'refresh_token')?.value;
  const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!refresh || !xsrf)
    throw new Error(`expected session cookies, got status ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return { refresh, xsrf };
}

let addressCounter = 0;
/** Each caller gets its own client address, so the per-address limit never trips a test that is not about it. */
export const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export async function signIn(
  app: FastifyInstance,
  login: string,
  password: string,
  extra: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/id/login',
    remoteAddress: freshAddress(),
    ...form({ client: 'manage', state: 'Ab3dE6gH', redirectUrl, login, password, ...extra }),
  });
  if (res.statusCode !== 303)
    throw new Error(`sign-in failed with ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return sessionFrom(res);
}

/** `header: null` sends no X-XSRF-TOKEN at all. */
export const refresh = (
  app: FastifyInstance,
  session: Partial<Session>,
  header: string | null = session.xsrf ?? null,
) =>
  app.inject({
    method: 'POST',
    url: '/id/token/refresh',
    headers: header === null ? {} : { 'x-xsrf-token': header },
    cookies: Object.fromEntries(
      Object.entries({ refresh_token: session.refresh, 'XSRF-TOKEN': session.xsrf }).filter(
        (e): e is [string, string] => e[1] !== undefined,
      ),
    ),
    payload: { client: 'manage' },
  });

export const familyRevocations = (app: FastifyInstance, userId: number) =>
  app.db.execute<{ revoked_reason: string | null }>(
    sql`select revoked_reason from refresh_token_families where user_id = ${userId} order by created_at`,
  );

/** A TOTP code of the step `offset` steps from now (otplib accepts one step either side). */
export const totpCodeAt = (secret: string, offset = 0) =>
  authenticator.clone({ epoch: Date.now() + offset * 30_000 }).generate(secret);

/** As if `seconds` had passed for every counted failure: the growing delays run on the database's clock. */
export const ageFailures = (app: FastifyInstance, seconds: number) =>
  app.db.execute(
    sql`update sign_in_attempts set created_at = created_at - make_interval(secs => ${seconds}) where action = 'failure'`,
  );

/** The known-device cookie a successful sign-in set. */
export const knownDeviceFrom = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === 'known_device')?.value;
