import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { appConfig } from '../../../src/schema/config';
import { e2eRunFile } from './e2e-run-file';

/** The e2e server's JWT secret, kept in its data folder (server/secrets.ts). */
async function jwtSecret(): Promise<Uint8Array> {
  const run = JSON.parse(await readFile(e2eRunFile(process.env.E2E_PORT ?? '3210'), 'utf8')) as { dataDir: string };
  const stored = JSON.parse(await readFile(path.join(run.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  return new Uint8Array(Buffer.from(stored.jwtSecret, 'base64url'));
}

/** The user id of the access token the page has stored (its `sub`). */
export async function storedUserId(page: Page): Promise<number> {
  const token = await page.evaluate((key) => localStorage.getItem(key), appConfig.storageKeys.accessToken);
  const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return Number(payload.sub);
}

/**
 * Stores in the page an access token the server signed (as server/plugins/app/tokens.ts does) for `userId`, expiring
 * `expiresInSeconds` from now (negative: already expired), with that expiry, as a session left open would have it.
 */
export async function storeAccessToken(page: Page, userId: number, expiresInSeconds: number): Promise<string> {
  const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(expires - appConfig.accessTokenTtlSeconds)
    .setExpirationTime(expires)
    .sign(await jwtSecret());
  const { accessToken, accessTokenExpiresAt } = appConfig.storageKeys;
  await page.evaluate(
    ([keys, value, expiresAt]) => {
      localStorage.setItem(keys[0], value);
      localStorage.setItem(keys[1], expiresAt);
    },
    [[accessToken, accessTokenExpiresAt], token, new Date(expires * 1000).toISOString()] as const,
  );
  return token;
}
