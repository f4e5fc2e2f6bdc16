import { describe, expect, it } from 'vitest';
import { readWebEnv } from './web-env';

describe('web env', () => {
  it('defaults the sign-in service to {origin}/id and tracking to off', () => {
    expect(readWebEnv({}, 'https://app.example')).toEqual({
      authUrl: 'https://app.example/id',
      enableTracking: false,
    });
  });

  it('takes VITE_AUTH_URL and enables tracking only for the exact text true', () => {
    expect(
      readWebEnv(
        { VITE_AUTH_URL: 'https://id.example/', VITE_ENABLE_TRACKING: 'true' },
        'https://app.example',
      ),
    ).toEqual({
      authUrl: 'https://id.example',
      enableTracking: true,
    });
    expect(readWebEnv({ VITE_ENABLE_TRACKING: 'TRUE' }, 'https://app.example').enableTracking).toBe(false);
    expect(readWebEnv({ VITE_ENABLE_TRACKING: '1' }, 'https://app.example').enableTracking).toBe(false);
  });
});
