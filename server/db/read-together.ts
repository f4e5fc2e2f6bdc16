import { PgTransaction } from 'drizzle-orm/pg-core';

type Reads = readonly (() => unknown)[];

/**
 * Independent reads, side by side on the pool and one after another in a transaction. A transaction is one
 * connection, which runs one query at a time anyway; sending a second while the first runs is deprecated in pg 8 and
 * refused by pg 9. The reads are functions so that nothing starts before its turn (a Drizzle query runs when awaited).
 */
export async function readTogether<R extends Reads>(
  db: object,
  ...reads: R
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Results = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
