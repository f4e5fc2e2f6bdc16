import { useCallback, useState } from 'react';
import { idempotencyKeyHeader } from '@/schema/sales/idempotency-key';

const newKey = () => globalThis.crypto.randomUUID();

/**
 * The Idempotency-Key of the one money write the person is making: the same while they press again after an answer
 * was lost (the server then finds the first write instead of taking the money twice), a new one once it is done.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newKey);
  const renew = useCallback(() => setKey(newKey()), []);
  return { key, renew };
}

/** The request's options that send `key`. */
export const withIdempotencyKey = (key: string) => ({ headers: { [idempotencyKeyHeader]: key } });
