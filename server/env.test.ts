import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('server environment', () => {
  it('reads the configuration keys the web app shows, absent when unset', () => {
    const env = parseEnv({ SUPPORT_TELEGRAM: '@branchbook_help', LEGAL_TAX_NUMBERS: 'PIB 112233445; MB 21012345' });
    expect(env.SUPPORT_TELEGRAM).toBe('https://t.me/branchbook_help');
    expect(env.LEGAL_TAX_NUMBERS).toEqual(['PIB 112233445', 'MB 21012345']);
    expect(env.SUPPORT_EMAIL).toBeUndefined();
  });

  it('refuses a malformed key at start, naming it', () => {
    expect(() => parseEnv({ COMMUNITY_URL: 'community' })).toThrow(/COMMUNITY_URL/);
  });

  it('takes the integration key and VAPID keys only as base64url of their lengths', () => {
    const key = Buffer.alloc(32, 9).toString('base64url');
    expect(parseEnv({ INTEGRATION_KEY: key }).INTEGRATION_KEY).toBe(key);
    expect(() => parseEnv({ INTEGRATION_KEY: Buffer.alloc(16).toString('base64url') })).toThrow(/INTEGRATION_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: key })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
