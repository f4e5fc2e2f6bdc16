import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkDatabase } from './health.service';

describe('database check', () => {
  it('answers unreachable, not an error, when the database does not answer', async () => {
    // Port 1 on localhost: nothing listens there, the connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 500 });
    expect(await checkDatabase(pool)).toBe('unreachable');
    await pool.end();
  });

  it('gives up after its time limit', async () => {
    const hanging = { query: () => new Promise(() => {}) } as unknown as pg.Pool;
    expect(await checkDatabase(hanging, 50)).toBe('unreachable');
  });
});
