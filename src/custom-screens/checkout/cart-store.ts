import { useCallback, useSyncExternalStore } from 'react';
import { cartSchema, emptyCart, type Cart } from '@/components/checkout/cart-model';

/**
 * The carts being put together, one per branch (and per client card: a sale started from a client's card is
 * that client's), kept in sessionStorage so a reload or a step back keeps the cart while a new tab starts empty.
 * The steps themselves are routes: Back and Forward move between them and this store keeps what they share.
 */
export const cartKey = (branchId: number, clientId: number | null): string =>
  clientId === null ? `checkout:${branchId}` : `checkout:${branchId}:client:${clientId}`;

const listeners = new Map<string, Set<() => void>>();
/** One parsed cart per key, so useSyncExternalStore sees the same object until it changes. */
const cache = new Map<string, Cart>();

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The stored cart, or an empty one when there is none or it no longer reads (an older shape, a broken store). */
export function readCart(key: string, fallback: Cart): Cart {
  const cached = cache.get(key);
  if (cached) return cached;
  let cart = fallback;
  try {
    const raw = storage()?.getItem(key);
    const parsed = raw ? cartSchema.safeParse(JSON.parse(raw)) : null;
    if (parsed?.success) cart = parsed.data;
  } catch {
    // Unreadable: start over with the fallback.
  }
  cache.set(key, cart);
  return cart;
}

export function writeCart(key: string, cart: Cart): void {
  cache.set(key, cart);
  try {
    storage()?.setItem(key, JSON.stringify(cart));
  } catch {
    // Quota or private mode: the cart then lasts as long as the page.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  return () => set.delete(listener);
}

/** The cart under `key` and a way to change it; a fixed client (a client card's sale) fills a fresh cart. */
export function useCart(key: string, client: { id: number; name: string } | null = null) {
  const cart = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    () => readCart(key, emptyCart(client)),
  );
  const change = useCallback((next: (current: Cart) => Cart) => writeCart(key, next(readCart(key, emptyCart(client)))), [key, client]);
  return [cart, change] as const;
}
