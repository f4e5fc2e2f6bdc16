import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets, SealedSecretsError } from './sealed-secrets';

const key = randomBytes(32);
const secrets = { apiKey: 'k-123', password: 'pä55 wörd' };

describe('sealed secrets', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const first = sealSecrets(key, secrets);
    const second = sealSecrets(key, secrets);
    expect(openSecrets(key, first)).toEqual(secrets);
    expect(first.equals(second)).toBe(false);
    expect(first[0]).toBe(1);
    expect(first.toString('latin1')).not.toContain('k-123');
  });

  it('refuses a box altered anywhere: version, IV, tag or ciphertext', () => {
    const sealed = sealSecrets(key, secrets);
    for (const at of [0, 1, 13, 29, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 1;
      expect(() => openSecrets(key, altered), `byte ${at}`).toThrow(SealedSecretsError);
    }
    expect(() => openSecrets(key, sealed.subarray(0, 20))).toThrow(SealedSecretsError);
  });

  it('refuses to open under another key', () => {
    expect(() => openSecrets(randomBytes(32), sealSecrets(key, secrets))).toThrow(SealedSecretsError);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => sealSecrets(randomBytes(16), secrets)).toThrow();
  });
});
