import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken, unsubscribeKeyOf, unsubscribeUrl } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const key = unsubscribeKeyOf(new Uint8Array(32).fill(7));
  const claim = { organizationId: 1001, clientId: 2042, channel: 'email' as const, broadcastId: 3003 };
  const token = signUnsubscribeToken(key, claim);

  it('reads back what it signed, with or without a broadcast', () => {
    expect(readUnsubscribeToken(key, token)).toEqual(claim);
    const plain = { ...claim, broadcastId: null };
    expect(readUnsubscribeToken(key, signUnsubscribeToken(key, plain))).toEqual(plain);
    expect(token).toMatch(/^1001\.2042\.email\.3003\.[\w-]{22}$/);
  });

  it('refuses another client, another channel, another key, a cut or padded signature, and junk', () => {
    const [org, client, channel, broadcast, signature] = token.split('.') as [string, string, string, string, string];
    for (const forged of [
      `${org}.2043.${channel}.${broadcast}.${signature}`,
      `${org}.${client}.sms.${broadcast}.${signature}`,
      `${org}.${client}.${channel}.0.${signature}`,
      `${org}.${client}.${channel}.${broadcast}.${signature.slice(0, -2)}`,
      `${org}.${client}.${channel}.${broadcast}.${signature}AA`,
      `${org}.${client}.push.${broadcast}.${signature}`,
      `0${org}.${client}.${channel}.${broadcast}.${signature}`,
      signUnsubscribeToken(unsubscribeKeyOf(new Uint8Array(32).fill(8)), claim),
      '',
      'a.b.c.d.e',
      `${token}.extra`,
      'x'.repeat(500),
    ]) {
      expect(readUnsubscribeToken(key, forged), forged).toBeNull();
    }
  });

  it('is not the integration key itself', () => {
    expect(Buffer.compare(key, Buffer.from(new Uint8Array(32).fill(7)))).not.toBe(0);
  });

  it('makes an absolute link under the origin', () => {
    expect(unsubscribeUrl('https://salon.example/', token)).toBe(`https://salon.example/u/${token}`);
  });
});
