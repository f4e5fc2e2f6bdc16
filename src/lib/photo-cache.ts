import { useEffect, useState } from 'react';
import { httpClient } from './http-client';

/**
 * Photos of people are read through the API with the bearer token (server/modules/photos/photos.routes.ts says
 * why), so an <img> cannot point at them: each is fetched once into an object URL and kept here. Its address
 * holds the photo's id and never changes, so a kept URL is never stale; the least recently used are let go
 * (and their memory freed) past `capacity`. The browser's own cache keeps the answers too (private, a year),
 * so a page load fetches them again without the network.
 */
export type PhotoCache = {
  /** The object URL of the photo at `path` (an API path), fetched once; callers at the same time share one fetch. */
  load(path: string): Promise<string>;
  /** The object URL if it is already here: a first render without initials flashing before the photo. */
  peek(path: string): string | undefined;
};

export type PhotoCacheOptions = {
  fetchBlob: (path: string) => Promise<Blob>;
  createUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
  /** How many photos are kept: a list page of thumbs and a few cards, with room to spare. */
  capacity?: number;
};

export function createPhotoCache({
  fetchBlob,
  createUrl = (blob) => URL.createObjectURL(blob),
  revokeUrl = (url) => URL.revokeObjectURL(url),
  capacity = 300,
}: PhotoCacheOptions): PhotoCache {
  // Map order is use order: the first entry is the least recently used.
  const ready = new Map<string, string>();
  const pending = new Map<string, Promise<string>>();

  const touch = (path: string, url: string) => {
    ready.delete(path);
    ready.set(path, url);
    while (ready.size > capacity) {
      const [oldest, oldUrl] = ready.entries().next().value as [string, string];
      ready.delete(oldest);
      revokeUrl(oldUrl);
    }
  };

  return {
    load(path) {
      const kept = ready.get(path);
      if (kept) {
        touch(path, kept);
        return Promise.resolve(kept);
      }
      let request = pending.get(path);
      if (!request) {
        // A failed fetch is not kept: the next caller tries again.
        request = fetchBlob(path)
          .then((blob) => {
            const url = createUrl(blob);
            touch(path, url);
            return url;
          })
          .finally(() => pending.delete(path));
        pending.set(path, request);
      }
      return request;
    },
    peek: (path) => ready.get(path),
  };
}

/** The app's one cache, fetching through the API client (bearer token, one refresh on a 401). */
export const photoCache = createPhotoCache({
  fetchBlob: async (path) => (await httpClient.get<Blob>(path, { responseType: 'blob' })).data,
});

export type PhotoState = { url: string | undefined; failed: boolean };

/** The photo at `path` as an object URL once loaded; `failed` when it could not be (the avatar shows initials). */
export function usePhotoUrl(path: string | null, cache: PhotoCache = photoCache): PhotoState {
  const [state, setState] = useState<{ path: string | null } & PhotoState>(() => ({ path, url: path ? cache.peek(path) : undefined, failed: false }));
  useEffect(() => {
    if (!path) return;
    let current = true;
    cache.load(path).then(
      (url) => current && setState({ path, url, failed: false }),
      () => current && setState({ path, url: undefined, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path, cache]);
  // Another path than the one loaded: what the cache has for it right now, until its own load settles.
  if (state.path !== path) return { url: path ? cache.peek(path) : undefined, failed: false };
  return { url: state.url, failed: state.failed };
}
