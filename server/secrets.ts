import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { AppSecrets } from './app';
import { integrationKeySchema, vapidPrivateKeySchema, vapidPublicKeySchema, type Env } from './env';
import { StartFailure } from './start-failure';

export const secretsFileName = 'secrets.json';
/**
 * Keys added after the first release live in a file of their own. An existing file cannot be extended so that two
 * starts racing agree: a rename replaces (each would keep the keys it generated), and a link refuses to. A new
 * file, linked into place like the first, has one winner whose keys every process reads.
 */
export const secretsV2FileName = 'secrets-v2.json';

const sessionSecretsSchema = z.object({
  jwtSecret: z.string().min(43),
  cookieSecret: z.string().min(32),
});

const messageSecretsSchema = z.object({
  integrationKey: integrationKeySchema,
  vapidPublicKey: vapidPublicKeySchema,
  vapidPrivateKey: vapidPrivateKeySchema,
});

const generateSessionSecrets = async (): Promise<z.infer<typeof sessionSecretsSchema>> => ({
  // 32 random bytes: the full strength of HS256.
  jwtSecret: randomBytes(32).toString('base64url'),
  cookieSecret: randomBytes(32).toString('hex'),
});

async function generateMessageSecrets(): Promise<z.infer<typeof messageSecretsSchema>> {
  // Loaded only when the file is first made: a start that finds it does not pay for web-push.
  const { default: webPush } = await import('web-push');
  const vapid = webPush.generateVAPIDKeys();
  return {
    integrationKey: randomBytes(32).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
}

type SecretsFile<T> = { name: string; schema: z.ZodType<T>; generate: () => Promise<T>; whenDamaged: string };

const sessionSecretsFile: SecretsFile<z.infer<typeof sessionSecretsSchema>> = {
  name: secretsFileName,
  schema: sessionSecretsSchema,
  generate: generateSessionSecrets,
  whenDamaged: 'delete it to generate new secrets (everyone signs in again)',
};

const messageSecretsFile: SecretsFile<z.infer<typeof messageSecretsSchema>> = {
  name: secretsV2FileName,
  schema: messageSecretsSchema,
  generate: generateMessageSecrets,
  whenDamaged:
    'restore it from a backup; deleting it makes new keys, and then every integration secret must be entered again and every device must allow notifications again',
};

const readIfPresent = async (file: string): Promise<string | null> => {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The stored secrets, generated on first use. Written aside and hard-linked into place (atomic, fails when
 * the file exists), so two first starts agree on one set and nobody reads a half-written file.
 */
async function readOrCreate<T>(dataDir: string, secretsFile: SecretsFile<T>): Promise<T> {
  const file = path.join(dataDir, secretsFile.name);
  let text = await readIfPresent(file);
  if (text === null) {
    await mkdir(dataDir, { recursive: true });
    const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(candidate, JSON.stringify(await secretsFile.generate(), null, 2), { mode: 0o600 });
    try {
      await link(candidate, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(candidate);
    }
    text = await readFile(file, 'utf8');
  }
  let parsed: z.ZodSafeParseResult<T> | null = null;
  try {
    parsed = secretsFile.schema.safeParse(JSON.parse(text));
  } catch {
    // not JSON: damaged as well
  }
  if (!parsed?.success) throw new StartFailure(`${file} is damaged: ${secretsFile.whenDamaged}.`);
  return parsed.data;
}

type SecretsEnv = Pick<
  Env,
  'JWT_SECRET' | 'COOKIE_SECRET' | 'INTEGRATION_KEY' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'
>;

async function loadSessionSecrets(
  dataDir: string,
  env: SecretsEnv,
): Promise<Pick<AppSecrets, 'jwtSecret' | 'cookieSecret'>> {
  const stored = env.JWT_SECRET && env.COOKIE_SECRET ? null : await readOrCreate(dataDir, sessionSecretsFile);
  return {
    jwtSecret: env.JWT_SECRET
      ? new TextEncoder().encode(env.JWT_SECRET)
      : new Uint8Array(Buffer.from(stored!.jwtSecret, 'base64url')),
    cookieSecret: env.COOKIE_SECRET ?? stored!.cookieSecret,
  };
}

async function loadMessageSecrets(
  dataDir: string,
  env: SecretsEnv,
): Promise<Pick<AppSecrets, 'integrationKey' | 'vapidPublicKey' | 'vapidPrivateKey'>> {
  // Half a key pair would sign with one key and announce another: browsers would refuse every push.
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new StartFailure(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is generated in DATA_DIR).',
    );
  }
  const stored =
    env.INTEGRATION_KEY && env.VAPID_PUBLIC_KEY ? null : await readOrCreate(dataDir, messageSecretsFile);
  return {
    integrationKey: new Uint8Array(Buffer.from(env.INTEGRATION_KEY ?? stored!.integrationKey, 'base64url')),
    vapidPublicKey: env.VAPID_PUBLIC_KEY ?? stored!.vapidPublicKey,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY ?? stored!.vapidPrivateKey,
  };
}

/**
 * The server's secrets: from the environment when given (several processes must share them), otherwise generated
 * on first start and kept in the data folder, so sessions, sealed integration secrets and push subscriptions
 * survive a restart. JWT_SECRET / COOKIE_SECRET sign sessions (secrets.json); INTEGRATION_KEY seals integrations'
 * secrets and VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY sign web pushes (secrets-v2.json).
 */
export async function loadSecrets(dataDir: string, env: SecretsEnv): Promise<AppSecrets> {
  const [session, message] = await Promise.all([
    loadSessionSecrets(dataDir, env),
    loadMessageSecrets(dataDir, env),
  ]);
  return { ...session, ...message };
}
