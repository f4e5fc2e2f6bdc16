import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { DomainError } from '../app/domain-error';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: { max, timeWindow } }`), e.g. sign-in per login
 * and per address. With REDIS_URL the counters live in Redis, so every process behind a load balancer
 * counts the same attempts; otherwise in this process's memory.
 */
export const rateLimitPlugin = fp(async (app) => {
  // Loaded only when used: a single-process start stays faster without it.
  const redis = app.env.REDIS_URL
    ? new (await import('ioredis')).Redis(app.env.REDIS_URL, { connectTimeout: 1_000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate limit store: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'branchbook-rl:' } : {}),
    // A Redis outage must not lock everyone out of signing in; the limits come back with Redis.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new DomainError('rate_limited', (m) => m.common.tooManyRequests({ after: context.after, seconds: Math.ceil(context.ttl / 1000) })),
  });
});
