import type pg from 'pg';

/** A round trip through the pool, bounded so that a hung database answers "unreachable" rather than hang. */
export async function checkDatabase(pool: pg.Pool, timeoutMs = 2_000): Promise<'ok' | 'unreachable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unreachable'>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), timeoutMs);
  });
  const probe = pool.query('select 1').then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
