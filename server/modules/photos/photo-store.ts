import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { photoKey, photoVariants, type PhotoVariant } from '../../../src/schema/photos';
import type { Env } from '../../env';

/**
 * Where photo files live, behind one small interface: a folder of DATA_DIR by default, an S3-compatible bucket
 * when S3_BUCKET is set. Keys come from `photoKey` (src/schema/photos.ts) only: `photos/<uuid>.webp`.
 */
export type PhotoStore = {
  /** For the start-up log: where photos go (never a secret). */
  readonly where: string;
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the files; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
};

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/** DATA_DIR/photos/<uuid>.webp. A file is written beside its place and renamed, so a reader never sees half of it. */
export function createDiskPhotoStore(dataDir: string): PhotoStore {
  const root = path.resolve(dataDir);
  const fileOf = (key: string) => path.join(root, key);
  return {
    where: path.join(root, 'photos'),
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The S3 settings of the environment, or null for the disk; one key without the other is refused at start. */
export function s3SettingsOf(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds its own credentials).');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
}

/** An S3-compatible bucket. The SDK is loaded only when a bucket is configured: it is large, and most runs use the disk. */
export async function createS3PhotoStore(settings: S3Settings): Promise<PhotoStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    where: `bucket ${Bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : ''}`,
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: 'image/webp' }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    // One call per key: DeleteObjects is not offered by every S3-compatible store. S3 answers 204 for a missing key.
    async remove(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))));
    },
  };
}

export async function createPhotoStore(env: Env): Promise<PhotoStore> {
  const s3 = s3SettingsOf(env);
  return s3 ? createS3PhotoStore(s3) : createDiskPhotoStore(env.DATA_DIR);
}

const stores = new WeakMap<Env, Promise<PhotoStore>>();
/**
 * The app's one store: the photo routes write through it and the resource engine removes a deleted record's
 * files through it, so an S3 client is made once per app (keyed by the app's environment, so each test app has
 * its own).
 */
export function photoStoreOf(env: Env): Promise<PhotoStore> {
  let store = stores.get(env);
  if (!store) stores.set(env, (store = createPhotoStore(env)));
  return store;
}

/** A photo and what may remove its files: the store, and a log for when it fails. */
export type PhotoFiles = { store: PhotoStore; log: FastifyBaseLogger };

const variants = Object.keys(photoVariants) as PhotoVariant[];
/** Every stored size of a photo. */
export const photoKeysOf = (photoId: string) => variants.map((variant) => photoKey(photoId, variant));

/**
 * Removes a photo's files once no record points at them any more, after the change that let go of them has
 * committed. A failure is logged and never thrown: the change stands, and the files stay as orphans.
 */
export async function removePhotoFiles(files: PhotoFiles, photoId: string): Promise<void> {
  try {
    await files.store.remove(photoKeysOf(photoId));
  } catch (err) {
    files.log.warn({ err, photoId }, 'photos: removing an unused photo failed; its files stay as orphans');
  }
}
