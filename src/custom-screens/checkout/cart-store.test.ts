import { beforeEach, describe, expect, it } from 'vitest';
import { addLine, emptyCart, newLine } from '@/components/checkout/cart-model';
import { cartKey, readCart, writeCart } from './cart-store';

/** A minimal sessionStorage for the node test environment. */
class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
  clear = () => this.values.clear();
}
const memory = new MemoryStorage();
Object.defineProperty(globalThis, 'sessionStorage', { value: memory, configurable: true });

describe('cart store', () => {
  beforeEach(() => memory.clear());

  it('keeps one cart per branch and per client card', () => {
    expect(cartKey(4, null)).toBe('checkout:4');
    expect(cartKey(4, 9)).toBe('checkout:4:client:9');
  });

  it('writes the cart to sessionStorage and reads it back after a reload', () => {
    const cart = addLine(emptyCart({ id: 9, name: 'Ana' }), newLine({ kind: 'product', refId: 2, name: 'Shampoo', price: '800' }, '2026-11-24', 'u1'));
    writeCart('checkout:test-1', cart);
    expect(JSON.parse(memory.getItem('checkout:test-1') ?? 'null')).toEqual(cart);
    expect(readCart('checkout:test-1', emptyCart())).toBe(cart);
  });

  it('starts with the fallback when what is stored no longer reads', () => {
    memory.setItem('checkout:test-2', '{"items": "nonsense"}');
    const fallback = emptyCart({ id: 1, name: 'Bo' });
    expect(readCart('checkout:test-2', fallback)).toBe(fallback);
  });
});
