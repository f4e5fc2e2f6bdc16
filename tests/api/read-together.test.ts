import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether } from '../../server/db/read-together';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Reads on one connection wait their turn; reads on the pool go side by side. */
describe('readTogether', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const timedReads = (db: Pick<TestApp['app']['db'], 'execute'>) => {
    const spans: { start: number; end: number }[] = [];
    const read = (value: number) => async () => {
      const span = { start: performance.now(), end: 0 };
      spans.push(span);
      const { rows } = await db.execute<{ value: number }>(sql`select ${value}::int as value, pg_sleep(0.05)`);
      span.end = performance.now();
      return rows[0]!.value;
    };
    return { spans, first: read(1), second: read(2) };
  };

  it('in a transaction, starts the second read only after the first has answered', async () => {
    const values = await t.app.db.transaction(async (tx) => {
      const { spans, first, second } = timedReads(tx);
      const answered = await readTogether(tx, first, second);
      expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end);
      return answered;
    });
    expect(values).toEqual([1, 2]);
  });

  it('on the pool, starts both before either answers, and gives the answers in the order asked', async () => {
    const { spans, first, second } = timedReads(t.app.db);
    expect(await readTogether(t.app.db, first, second)).toEqual([1, 2]);
    expect(spans[1]!.start).toBeLessThan(spans[0]!.end);
  });
});
