import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { photoKey } from '../../../src/schema/photos';
import { parseEnv } from '../../env';
import { createDiskPhotoStore, s3SettingsOf } from './photo-store';

const id = '0b7c5f52-1f0e-4a3e-9c55-6d2f3a1b9e10';

describe('disk photo store', () => {
  let dir: string | null = null;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keeps files under DATA_DIR/photos, reads them back, and removes them (a missing one is no error)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'photo-store-'));
    const store = createDiskPhotoStore(dir);
    const key = photoKey(id, 'full');
    expect(await store.get(key)).toBeNull();
    await store.put(key, Buffer.from('webp bytes'));
    expect((await store.get(key))?.toString()).toBe('webp bytes');
    // Written beside its place and renamed: no partial file stays.
    expect(await readdir(path.join(dir, 'photos'))).toEqual([`${id}.webp`]);
    await store.remove([key, photoKey(id, 'thumb')]);
    expect(await store.get(key)).toBeNull();
    expect(store.where).toBe(path.join(dir, 'photos'));
  });
});

describe('S3 settings from the environment', () => {
  it('uses the disk without a bucket', () => {
    expect(s3SettingsOf(parseEnv({}))).toBeNull();
  });

  it('reads a bucket, its address, region, path style and keys', () => {
    const env = parseEnv({
      S3_BUCKET: 'faces',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(s3SettingsOf(env)).toEqual({
      bucket: 'faces',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // Without keys the AWS SDK finds its own (environment, instance role).
    expect(s3SettingsOf(parseEnv({ S3_BUCKET: 'faces', S3_REGION: 'eu-central-1' }))).toEqual({ bucket: 'faces', region: 'eu-central-1', forcePathStyle: false });
  });

  it('refuses one key without the other at start', () => {
    expect(() => s3SettingsOf(parseEnv({ S3_BUCKET: 'faces', S3_ACCESS_KEY_ID: 'key' }))).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
