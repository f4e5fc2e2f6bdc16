import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, isAppleMobile, pushAvailability, type PushCapabilities } from './web-push';

describe('base64UrlToBytes', () => {
  it('reads a VAPID public key as Node encodes it: the 65 bytes of an uncompressed P-256 point', () => {
    for (let round = 0; round < 20; round++) {
      const publicKey = createECDH('prime256v1').generateKeys();
      const key = base64UrlToBytes(publicKey.toString('base64url'));
      expect(key).toHaveLength(65);
      expect(key[0]).toBe(0x04);
      expect(Buffer.from(key).equals(publicKey)).toBe(true);
    }
  });

  it('reads the characters base64url has instead of + and /, with or without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('refuses text that is not base64url', () => {
    expect(() => base64UrlToBytes('ab+/')).toThrow();
    expect(() => base64UrlToBytes('a b')).toThrow();
  });
});

describe('isAppleMobile', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      5,
      true,
    ],
    // iPadOS asks for the desktop site by default.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      5,
      true,
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      0,
      false,
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      5,
      false,
    ],
  ])('%s with %i touch points: %s', (userAgent, touchPoints, expected) => {
    expect(isAppleMobile(userAgent, touchPoints)).toBe(expected);
  });
});

describe('pushAvailability', () => {
  const desktop: PushCapabilities = {
    serviceWorker: true,
    pushManager: true,
    notification: true,
    appleMobile: false,
    installed: false,
    permission: 'default',
  };
  const iPhone: PushCapabilities = {
    ...desktop,
    appleMobile: true,
    pushManager: false,
    notification: false,
    permission: null,
  };

  it('is available in a browser with a worker, the Push API and notifications, whatever was answered but no', () => {
    expect(pushAvailability(desktop)).toBe('available');
    expect(pushAvailability({ ...desktop, permission: 'granted' })).toBe('available');
  });

  it('tells a refusal apart: the person changes it in the browser, not here', () => {
    expect(pushAvailability({ ...desktop, permission: 'denied' })).toBe('denied');
  });

  it('asks an iPhone or iPad to install the app first, and is available once installed', () => {
    expect(pushAvailability(iPhone)).toBe('installFirst');
    expect(
      pushAvailability({
        ...iPhone,
        installed: true,
        pushManager: true,
        notification: true,
        permission: 'default',
      }),
    ).toBe('available');
  });

  it('is unsupported without any of the three', () => {
    expect(pushAvailability({ ...desktop, serviceWorker: false })).toBe('unsupported');
    expect(pushAvailability({ ...desktop, pushManager: false })).toBe('unsupported');
    expect(pushAvailability({ ...desktop, notification: false, permission: null })).toBe('unsupported');
    expect(pushAvailability({ ...iPhone, installed: true })).toBe('unsupported');
  });
});
