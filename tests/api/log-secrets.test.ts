import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { form, freshAddress, redirectUrl } from './id-support';
import { chainWithOwner } from './settings-support';

/**
 * No password hash, token or query parameter ever reaches the log, not even when a query fails for a reason
 * nobody foresaw. The app runs with the production logger configuration, writing into memory, and the
 * database is made to refuse what the app asks of it.
 */
describe('the log of a failed request', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({}, { logger: loggerOptions('info', stream) });
  });
  afterAll(() => t.close());

  /** The lines a request wrote, and the one error line among them. */
  async function logOf(request: () => Promise<{ statusCode: number }>) {
    const from = lines.length;
    const res = await request();
    const written = lines.slice(from).join('\n');
    const error = lines.slice(from).find((line) => (JSON.parse(line) as { level: number }).level === 50);
    return { status: res.statusCode, written, error: error ? (JSON.parse(error) as { err: { type: string; message: string; cause?: { code?: string } } }) : undefined };
  }

  it('a sign-up the database refuses logs the failed insert without its values: no argon2 hash, login, name or password', async () => {
    await t.app.db.execute(sql.raw(`alter table users add constraint refuse_test_name check (first_name <> 'Refused')`));
    try {
      const fields = { client: 'manage', state: 'Ab3dE6gH', redirectUrl, password: 'log-secret-pass-1', firstName: 'Refused', lastName: 'Lastnamesecret' };
      const asJson = await logOf(() =>
        t.app.inject({ method: 'POST', url: '/id/signup', remoteAddress: freshAddress(), payload: { ...fields, login: 'json-secret@log.test' } }),
      );
      const asForm = await logOf(() =>
        t.app.inject({ method: 'POST', url: '/id/signup', remoteAddress: freshAddress(), ...form({ ...fields, login: 'form-secret@log.test' }) }),
      );
      for (const { status, written, error } of [asJson, asForm]) {
        expect(status).toBe(500);
        expect(error?.err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: insert into "users"/), cause: { code: '23514' } });
        for (const secret of ['$argon2', 'secret@log.test', 'log-secret-pass-1', 'Refused', 'Lastnamesecret', 'params']) expect(written).not.toContain(secret);
      }
    } finally {
      await t.app.db.execute(sql.raw('alter table users drop constraint refuse_test_name'));
    }
  });

  it('a list query that fails logs its SQL without the search, the tokens or the query string', async () => {
    const chain = await chainWithOwner(t.app, 'Logged chain');
    const accessToken = chain.owner.authorization.slice('Bearer '.length);
    await t.app.db.execute(sql.raw('alter table clients rename to clients_away'));
    try {
      const { status, written, error } = await logOf(() =>
        t.app.inject({
          method: 'GET',
          url: `/api/v1/branches/${chain.branchId}/clients?q=searchsecret&token=tokensecret`,
          headers: chain.owner,
        }),
      );
      expect(status).toBe(500);
      expect(error?.err).toMatchObject({ type: 'DrizzleQueryError', message: expect.stringMatching(/^Failed query: /), cause: { code: '42P01' } });
      expect(written).toContain(`/api/v1/branches/${chain.branchId}/clients`);
      for (const secret of ['searchsecret', 'tokensecret', accessToken, 'params']) expect(written).not.toContain(secret);
    } finally {
      await t.app.db.execute(sql.raw('alter table clients_away rename to clients'));
    }
  });
});
