import type { FastifyBaseLogger } from 'fastify';

export type PollingLoop = {
  start(): void;
  /** Stops polling and waits for the round in flight. */
  stop(): Promise<void>;
};

/**
 * Runs `round` again and again: at once when it says more is waiting, after `intervalMs` when it is idle, and after
 * five intervals when it failed (the database may be restarting: try again later rather than crash the server).
 */
export function createPollingLoop(options: { round: () => Promise<{ more: boolean }>; intervalMs: number; log: FastifyBaseLogger; failure: string }): PollingLoop {
  const { round, intervalMs, log, failure } = options;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  const tick = async () => {
    let next = intervalMs;
    try {
      if ((await round()).more) next = 0;
    } catch (error) {
      log.warn({ err: error }, failure);
      next = intervalMs * 5;
    }
    if (running) timer = setTimeout(run, next);
  };
  const run = () => {
    inFlight = tick();
  };
  return {
    start() {
      if (running) return;
      running = true;
      run();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
