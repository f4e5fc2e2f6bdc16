import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { errorHandlerPlugin } from '../app/error-handler';
import { rateLimitPlugin } from './rate-limit';

async function limitedApp(env: Record<string, string> = {}) {
  const app = Fastify({ logger: false });
  app.decorate('env', parseEnv({ NODE_ENV: 'test', ...env }));
  await app.register(errorHandlerPlugin);
  await app.register(rateLimitPlugin);
  app.get('/free', async () => 'ok');
  app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000, keyGenerator: (request) => String(request.headers['x-k'] ?? 'anonymous') } } }, async () => 'ok');
  await app.ready();
  return app;
}

describe('rate limit', () => {
  it('leaves routes alone unless they opt in', async () => {
    const app = await limitedApp();
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/free' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 429 in the error envelope once an opted-in route is over its limit', async () => {
    const app = await limitedApp();
    const hit = () => app.inject({ url: '/limited', headers: { 'x-k': 'one-caller' } });
    expect((await hit()).statusCode).toBe(200);
    expect((await hit()).statusCode).toBe(200);
    expect((await app.inject({ url: '/limited', headers: { 'x-k': 'another-caller' } })).statusCode).toBe(200);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate_limited' });
    expect(res.json().message).toMatch(/try again in/i);
    expect(res.headers['retry-after']).toBeDefined();
    await app.close();
  });

  // Redis has no embedded server: these run where TEST_REDIS_URL names one (.ci/run sets it).
  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(!!redisUrl)('counts in Redis when REDIS_URL is set, shared by every process', async () => {
    const [a, b] = [await limitedApp({ REDIS_URL: redisUrl! }), await limitedApp({ REDIS_URL: redisUrl! })];
    const key = `shared-${Date.now()}`;
    const hit = (app: typeof a) => app.inject({ url: '/limited', headers: { 'x-k': key } });
    // Two app instances stand for two processes: their counts for one key add up in Redis.
    const statuses = [(await hit(a)).statusCode, (await hit(b)).statusCode, (await hit(a)).statusCode];
    expect(statuses).toEqual([200, 200, 429]);
    await Promise.all([a.close(), b.close()]);
  });
});
