import { describe, expect, it } from 'vitest';
import { photoFilePath, photoKey, photoPath } from './photos';

const id = '0b7c5f52-1f0e-4a3e-9c55-6d2f3a1b9e10';

describe('photo storage keys', () => {
  it('names the two sizes of one photo by its id', () => {
    expect(photoKey(id, 'full')).toBe(`photos/${id}.webp`);
    expect(photoKey(id, 'thumb')).toBe(`photos/${id}-96.webp`);
  });

  it('writes the id in lower case, so one photo has one key however it was asked for', () => {
    expect(photoKey(id.toUpperCase(), 'full')).toBe(`photos/${id}.webp`);
  });

  it('takes nothing but a UUID: no path of its own can reach the store', () => {
    for (const bad of ['../../etc/passwd', `${id}/../x`, 'photos/x', '', `${id}.webp`, 'not-a-uuid']) {
      expect(() => photoKey(bad, 'full')).toThrow();
    }
  });
});

describe('photo addresses', () => {
  it('sits under the record, the id making every address one unchanging image', () => {
    const record = 'branches/5/clients/12';
    expect(photoPath(record)).toBe('branches/5/clients/12/photo');
    expect(photoFilePath(record, id, 'full')).toBe(`branches/5/clients/12/photo/${id}`);
    expect(photoFilePath(record, id, 'thumb')).toBe(`branches/5/clients/12/photo/${id}/thumb`);
  });
});
