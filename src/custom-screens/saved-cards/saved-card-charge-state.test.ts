import { describe, expect, it } from 'vitest';
import { savedCardChargeStates } from '@/schema/payments/saved-cards';
import { chargeStateColor, chargeStateKey, showsReason } from './saved-card-charge-state';

describe('a saved-card charge on the client card', () => {
  it.each([
    ['pending', 'charging', 'info', true],
    ['sending', 'charging', 'info', true],
    ['approved', 'charged', 'success', false],
    ['declined', 'declined', 'error', true],
    ['unanswered', 'unanswered', 'warning', true],
    ['canceled', 'canceled', 'default', true],
  ] as const)('%s reads as %s (%s), reason shown: %s', (state, key, color, reason) => {
    expect(chargeStateKey[state]).toBe(key);
    expect(chargeStateColor[state]).toBe(color);
    expect(showsReason({ state })).toBe(reason);
  });

  it('covers every state the schema knows', () => {
    expect(Object.keys(chargeStateKey).sort()).toEqual([...savedCardChargeStates].sort());
  });
});
