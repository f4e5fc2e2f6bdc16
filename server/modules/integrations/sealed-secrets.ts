import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * An integration's secrets (a password, an API key, a bot token) as `integrations.sealed_secrets` keeps them:
 * AES-256-GCM under the server's integration key (AppSecrets.integrationKey). Layout: a version byte, the 12-byte
 * IV, the 16-byte tag, the ciphertext of the JSON object. The version byte is authenticated too, and names the
 * layout, so a later key or cipher can be told apart from this one.
 */
const version = 1;
const ivLength = 12;
const tagLength = 16;
const headerLength = 1 + ivLength + tagLength;

const openedSchema = z.record(z.string(), z.string());

export class SealedSecretsError extends Error {
  override readonly name = 'SealedSecretsError';
}

export function sealSecrets(key: Uint8Array, secrets: Record<string, string>): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  const versionByte = Buffer.of(version);
  cipher.setAAD(versionByte);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([versionByte, iv, cipher.getAuthTag(), ciphertext]);
}

/** Throws SealedSecretsError when the box was altered, sealed under another key, or is not ours. */
export function openSecrets(key: Uint8Array, sealed: Uint8Array): Record<string, string> {
  const box = Buffer.from(sealed);
  if (box.length < headerLength || box[0] !== version)
    throw new SealedSecretsError('unknown sealed secrets format');
  const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(1, 1 + ivLength), {
    authTagLength: tagLength,
  });
  decipher.setAAD(box.subarray(0, 1));
  decipher.setAuthTag(box.subarray(1 + ivLength, headerLength));
  let plaintext: string;
  try {
    plaintext = Buffer.concat([decipher.update(box.subarray(headerLength)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    // Node says only "Unsupported state or unable to authenticate data": altered or another key, never which.
    throw new SealedSecretsError(
      'sealed secrets do not open with this key (altered, or sealed under another key)',
    );
  }
  return openedSchema.parse(JSON.parse(plaintext));
}
