import { describe, expect, it, vi } from 'vitest';
import { createPhotoCache } from './photo-cache';

const setup = (capacity = 2) => {
  let made = 0;
  const fetchBlob = vi.fn(async (path: string) => (path.includes('missing') ? Promise.reject(new Error('404')) : new Blob([path])));
  const revoked: string[] = [];
  const cache = createPhotoCache({ fetchBlob, createUrl: () => `blob:${++made}`, revokeUrl: (url) => revoked.push(url), capacity });
  return { cache, fetchBlob, revoked };
};

describe('photo cache', () => {
  it('fetches a photo once, for callers at the same time and later ones', async () => {
    const { cache, fetchBlob } = setup();
    const [a, b] = await Promise.all([cache.load('p/1'), cache.load('p/1')]);
    expect(a).toBe('blob:1');
    expect(b).toBe('blob:1');
    expect(await cache.load('p/1')).toBe('blob:1');
    expect(cache.peek('p/1')).toBe('blob:1');
    expect(fetchBlob).toHaveBeenCalledTimes(1);
  });

  it('lets the least recently used go past its capacity, freeing its URL', async () => {
    const { cache, revoked } = setup(2);
    await cache.load('p/1');
    await cache.load('p/2');
    await cache.load('p/1'); // p/1 used again: p/2 is now the oldest
    await cache.load('p/3');
    expect(revoked).toEqual(['blob:2']);
    expect(cache.peek('p/2')).toBeUndefined();
    expect(cache.peek('p/1')).toBe('blob:1');
    expect(cache.peek('p/3')).toBe('blob:3');
  });

  it('keeps no failure: the next caller asks again', async () => {
    const { cache, fetchBlob } = setup();
    await expect(cache.load('p/missing')).rejects.toThrow('404');
    await expect(cache.load('p/missing')).rejects.toThrow('404');
    expect(fetchBlob).toHaveBeenCalledTimes(2);
    expect(cache.peek('p/missing')).toBeUndefined();
  });
});
