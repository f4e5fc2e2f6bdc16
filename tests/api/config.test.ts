import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../src/schema/public-config';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('GET /api/v1/config', () => {
  let configured: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    [configured, bare] = await Promise.all([
      createTestApp({
        SUPPORT_EMAIL: 'help@example.com',
        SUPPORT_WHATSAPP: '+381 64 123 4567',
        SITE_URL: 'https://example.com',
        LEGAL_NAME: 'Demo d.o.o.',
        LEGAL_ADDRESS: 'Knez Mihailova 1, Beograd',
        LEGAL_TAX_NUMBERS: 'PIB 112233445; MB 21012345',
      }),
      createTestApp(),
    ]);
  });
  afterAll(async () => Promise.all([configured?.close(), bare?.close()]));

  it('answers the configured keys without sign-in, and null for the others', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const config = publicConfigSchema.parse(res.json());
    expect(config).toEqual({
      help: {
        supportEmail: 'help@example.com',
        telegramUrl: null,
        whatsappUrl: 'https://wa.me/381641234567',
        siteUrl: 'https://example.com',
        communityUrl: null,
        jobsUrl: null,
      },
      legal: { name: 'Demo d.o.o.', address: 'Knez Mihailova 1, Beograd', taxNumbers: ['PIB 112233445', 'MB 21012345'] },
    });
  });

  it('answers every key absent when nothing is configured', async () => {
    const config = publicConfigSchema.parse((await bare.app.inject({ method: 'GET', url: '/api/v1/config' })).json());
    expect(Object.values(config.help).every((value) => value === null)).toBe(true);
    expect(config.legal).toEqual({ name: null, address: null, taxNumbers: [] });
  });
});
