import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-log';

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** What PostgreSQL's driver throws: the refused value quoted in the message, the row in detail. */
const driverError = (code: string, message: string) =>
  Object.assign(new Error(message), {
    code,
    severity: 'ERROR',
    routine: 'pg_verify_mbstr',
    table: 'users',
    constraint: 'users_login_key',
    detail: 'Key (login)=(ana@secret.test) already exists.',
    where: 'PL/pgSQL function with ana@secret.test',
    internalQuery: 'select ana@secret.test',
  });

describe('errorForLog', () => {
  it("keeps a failed query's SQL, SQLSTATE and stack, never its parameters or the values the database quotes", () => {
    const failed = new DrizzleQueryError(
      'insert into "users" ("login", "password_hash", "first_name") values ($1, $2, $3)',
      ['ana@secret.test', hash, 'Ana\u0000'],
      driverError('22P02', 'invalid input syntax for type integer: "ana@secret.test"'),
    );
    const logged = errorForLog(failed);
    const text = JSON.stringify(logged);
    for (const secret of ['$argon2', 'ana@secret.test', 'Ana\\u0000', 'params']) expect(text).not.toContain(secret);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("login", "password_hash", "first_name") values ($1, $2, $3)',
      cause: { type: 'Error', code: '22P02', table: 'users', constraint: 'users_login_key', message: 'invalid input syntax for type integer: "…"' },
    });
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users"[^\n]*\n\s+at /);
  });

  it('keeps an ordinary error whole, and the message of a plain object logged under err', () => {
    const plain = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    Object.assign(plain, { code: 'ECONNREFUSED', syscall: 'connect', port: 5432 });
    expect(errorForLog(plain)).toMatchObject({ type: 'Error', message: plain.message, stack: plain.stack, code: 'ECONNREFUSED', syscall: 'connect', port: 5432 });
    expect(errorForLog({ message: 'Redis went away' })).toEqual({ type: 'object', message: 'Redis went away', stack: '' });
  });
});
