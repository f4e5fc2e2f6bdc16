import { z } from 'zod';
import { publicConfigEnvShape } from '../src/schema/public-config';
import { chainReferralRewardEnvSchema } from './modules/chain-referrals/reward-config';

const base64urlOf = (bytes: number) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
      `must be ${bytes} bytes in base64url`,
    );

/** The AES-256-GCM key that seals integrations' secrets (server/modules/integrations/sealed-secrets.ts). */
export const integrationKeySchema = base64urlOf(32);
/** VAPID keys as web-push makes them: a P-256 point (65 bytes, uncompressed) and its 32-byte private scalar. */
export const vapidPublicKeySchema = base64urlOf(65);
export const vapidPrivateKeySchema = base64urlOf(32);

/** Environment, parsed once at start (ARCHITECTURE "Demo and configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** Connections each process keeps to PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * A streaming replica of DATABASE_URL: reports and lists read there once it has replayed the reader's own writes
   * (server/db/read-routing.ts). Unset, every read goes to DATABASE_URL.
   */
  REPLICA_DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().optional(),
  /**
   * Every repeating job (missed visits, daily messages, the live outbox sweep…) runs this often instead of at its own
   * interval: for tests that watch several processes run them (docs/several-servers.md). Unset, each keeps its own.
   */
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
  PUBLIC_URL: z.string().optional(),
  AUTH_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Unset: no proxy trusted. `true`, a hop count, or a comma list of proxy addresses. */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /**
   * Photos (server/modules/photos) go to DATA_DIR/photos unless S3_BUCKET names a bucket of an S3-compatible store.
   * Without the keys the AWS SDK's own chain is used (AWS_* variables, an instance role).
   */
  S3_BUCKET: z.string().min(1).optional(),
  /** Another store than AWS (MinIO, R2, Spaces…): its address, e.g. https://s3.example.com. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `1`: bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  /** Generated in DATA_DIR unless given: several processes must share them (server/secrets.ts). */
  INTEGRATION_KEY: integrationKeySchema.optional(),
  /**
   * Where the Telegram Bot API and ManyChat's API are (https://api.telegram.org, https://api.manychat.com): a local
   * Bot API server, or the tests' stand-ins.
   */
  TELEGRAM_API_ROOT: z.url().optional(),
  MANYCHAT_API_URL: z.url().optional(),
  /** Where Monri WebPay is instead of ipgtest/ipg.monri.com: the tests' stand-in (docs/online-payments.md). */
  MONRI_BASE_URL: z.url().optional(),
  /**
   * The product's own Monri merchant account, which chains pay their plans' invoices to (docs/billing.md). Unset,
   * Subscription says card payment is not set up and invoices wait for a bank transfer.
   */
  BILLING_MONRI_AUTHENTICITY_TOKEN: z.string().min(1).optional(),
  BILLING_MONRI_MERCHANT_KEY: z.string().min(1).optional(),
  /**
   * `1`: webhooks may go to private, loopback and link-local addresses (a receiver on the same machine or network;
   * the tests' own). Unset, such an address is refused when saved and again at delivery (docs/webhooks.md).
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  VAPID_PUBLIC_KEY: vapidPublicKeySchema.optional(),
  VAPID_PRIVATE_KEY: vapidPrivateKeySchema.optional(),
  /**
   * Spec §9 enableTracking: `true` (that text only) lets a booking page load the salon's own trackers (GA4, Meta pixel)
   * for visitors who agreed in its consent bar; anything else, never.
   */
  ENABLE_TRACKING: z
    .string()
    .optional()
    .transform((v) => v === 'true'),
  /** Chain referrals: what both chains get on the referred chain's first paid invoice, per currency (docs/configuration.md). */
  CHAIN_REFERRAL_REWARD: chainReferralRewardEnvSchema,
  /** Support links, sites and the legal footer the web app shows (spec §9; docs/configuration.md). */
  ...publicConfigEnvShape,
});
export type Env = z.infer<typeof envSchema>;

export const parseEnv = (source: NodeJS.ProcessEnv = process.env): Env => envSchema.parse(source);
