import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `ownIntervalMs` (JOB_INTERVAL_MS instead, when set) while the app is up (from onReady to onClose,
 * which waits for the run in flight), never two runs at once in this process. Not under tests: they call the work
 * when they mean to. Several processes may run the same job; the work itself must claim rows (FOR UPDATE SKIP LOCKED).
 */
export function repeatingJob(app: FastifyInstance, name: string, ownIntervalMs: number, work: () => Promise<unknown>): void {
  if (app.env.NODE_ENV === 'test') return;
  const intervalMs = app.env.JOB_INTERVAL_MS ?? ownIntervalMs;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();
  const tick = () => {
    inFlight = work()
      // The database may be restarting: try again next time rather than crash the server.
      .catch((err: unknown) => app.log.warn({ err }, `${name} failed`))
      .finally(() => {
        if (running) timer = setTimeout(tick, intervalMs);
      });
  };
  app.addHook('onReady', async () => {
    running = true;
    timer = setTimeout(tick, intervalMs);
  });
  app.addHook('onClose', async () => {
    running = false;
    if (timer) clearTimeout(timer);
    await inFlight;
  });
}
