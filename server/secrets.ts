import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AppSecrets } from './app';
import type { Env } from './env';

export const secretsFileName = 'secrets.json';

const storedSecretsSchema = z.object({
  jwtSecret: z.string().min(43),
  cookieSecret: z.string().min(32),
});
type StoredSecrets = z.infer<typeof storedSecretsSchema>;

const generate = (): StoredSecrets => ({
  // 32 random bytes: the full strength of HS256.
  jwtSecret: randomBytes(32).toString('base64url'),
  cookieSecret: randomBytes(32).toString('hex'),
});

/**
 * The stored secrets, generated on first use. Written aside and hard-linked into place (atomic, fails when
 * the file exists), so two first starts agree on one set and nobody reads a half-written file.
 */
async function readOrCreate(dataDir: string): Promise<StoredSecrets> {
  const file = path.join(dataDir, secretsFileName);
  await mkdir(dataDir, { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(candidate, JSON.stringify(generate(), null, 2), { mode: 0o600 });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  const parsed = storedSecretsSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is damaged: delete it to generate new secrets (everyone signs in again).`);
  return parsed.data;
}

/**
 * JWT and cookie secrets: from JWT_SECRET / COOKIE_SECRET when given (several processes must share them),
 * otherwise generated on first start and kept in the data folder, so sessions survive a restart.
 */
export async function loadSecrets(dataDir: string, env: Pick<Env, 'JWT_SECRET' | 'COOKIE_SECRET'>): Promise<AppSecrets> {
  if (env.JWT_SECRET && env.COOKIE_SECRET) {
    return { jwtSecret: new TextEncoder().encode(env.JWT_SECRET), cookieSecret: env.COOKIE_SECRET };
  }
  const stored = await readOrCreate(dataDir);
  return {
    jwtSecret: env.JWT_SECRET
      ? new TextEncoder().encode(env.JWT_SECRET)
      : new Uint8Array(Buffer.from(stored.jwtSecret, 'base64url')),
    cookieSecret: env.COOKIE_SECRET ?? stored.cookieSecret,
  };
}
