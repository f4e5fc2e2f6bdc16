import { describe, expect, it } from 'vitest';
import { hasLegalDetails, helpLinks, publicConfigEnvSchema, publicConfigOf, publicConfigSchema } from './public-config';

const parse = (env: Record<string, string>) => publicConfigOf(publicConfigEnvSchema.parse(env));

describe('configuration keys of spec §9', () => {
  it('leaves every key absent when nothing (or an empty value) is set', () => {
    const config = parse({ SUPPORT_EMAIL: '', SITE_URL: '  ' });
    expect(config).toEqual({
      help: { supportEmail: null, telegramUrl: null, whatsappUrl: null, siteUrl: null, communityUrl: null, jobsUrl: null },
      legal: { name: null, address: null, taxNumbers: [] },
    });
    expect(helpLinks(config)).toEqual([]);
    expect(hasLegalDetails(config)).toBe(false);
    expect(publicConfigSchema.parse(config)).toEqual(config);
  });

  it.each([
    ['SUPPORT_TELEGRAM', '@branchbook_help', 'telegramUrl', 'https://t.me/branchbook_help'],
    ['SUPPORT_TELEGRAM', 'branchbook_help', 'telegramUrl', 'https://t.me/branchbook_help'],
    ['SUPPORT_TELEGRAM', 'https://t.me/branchbook_help', 'telegramUrl', 'https://t.me/branchbook_help'],
    ['SUPPORT_WHATSAPP', '+381 64 123 4567', 'whatsappUrl', 'https://wa.me/381641234567'],
    ['SUPPORT_WHATSAPP', '00381 (64) 123-4567', 'whatsappUrl', 'https://wa.me/381641234567'],
    ['SUPPORT_WHATSAPP', 'https://wa.me/381641234567', 'whatsappUrl', 'https://wa.me/381641234567'],
    ['SUPPORT_EMAIL', ' help@example.com ', 'supportEmail', 'help@example.com'],
    ['SITE_URL', 'https://example.com', 'siteUrl', 'https://example.com'],
    ['COMMUNITY_URL', 'https://community.example.com/', 'communityUrl', 'https://community.example.com/'],
    ['JOBS_URL', 'http://jobs.example.com', 'jobsUrl', 'http://jobs.example.com'],
  ] as const)('%s=%s becomes %s %s', (variable, value, key, expected) => {
    expect(parse({ [variable]: value }).help[key]).toBe(expected);
  });

  it.each([
    ['SUPPORT_EMAIL', 'help at example'],
    ['SUPPORT_TELEGRAM', '@no'],
    ['SUPPORT_WHATSAPP', '064 123 4567'],
    ['SITE_URL', 'example.com'],
    ['JOBS_URL', 'ftp://jobs.example.com'],
    ['LEGAL_NAME', 'x'.repeat(201)],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    const result = publicConfigEnvSchema.safeParse({ [variable]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([variable]);
  });

  it('splits the tax numbers on ; and new lines', () => {
    const config = parse({ LEGAL_NAME: 'Demo d.o.o.', LEGAL_TAX_NUMBERS: 'PIB 112233445; MB 21012345\nVAT RS112233445;' });
    expect(config.legal).toEqual({ name: 'Demo d.o.o.', address: null, taxNumbers: ['PIB 112233445', 'MB 21012345', 'VAT RS112233445'] });
    expect(hasLegalDetails(config)).toBe(true);
  });

  it('lists the help links in menu order, e-mail as mailto:, absent ones left out', () => {
    const config = parse({ SITE_URL: 'https://www.example.com/', SUPPORT_EMAIL: 'help@example.com', JOBS_URL: 'https://jobs.example.com' });
    expect(helpLinks(config)).toEqual([
      { key: 'supportEmail', href: 'mailto:help@example.com', text: 'help@example.com' },
      { key: 'jobsUrl', href: 'https://jobs.example.com', text: 'jobs.example.com' },
      { key: 'siteUrl', href: 'https://www.example.com/', text: 'example.com' },
    ]);
  });
});
