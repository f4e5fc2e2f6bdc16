import { describe, expect, it } from 'vitest';
import { memoryWriteMarks, readsFromReplica, type ReplicaState } from './read-routing';

const at = (replayed: number): ReplicaState => ({ replayed: BigInt(replayed), lagSeconds: 0 });

describe('readsFromReplica', () => {
  it.each([
    { case: 'no write of theirs remembered', state: at(100), lastWrite: null, replica: true },
    { case: 'their last write replayed', state: at(100), lastWrite: 100n, replica: true },
    { case: 'their last write not replayed yet', state: at(99), lastWrite: 100n, replica: false },
    { case: 'the replica did not answer', state: null, lastWrite: null, replica: false },
    { case: 'their mark could not be read', state: at(100), lastWrite: 'unknown' as const, replica: false },
  ])('$case: replica $replica', ({ state, lastWrite, replica }) => {
    expect(readsFromReplica(state, lastWrite)).toBe(replica);
  });
});

describe('memoryWriteMarks', () => {
  it('keeps the highest position of a person until it expires, apart from other people', async () => {
    let now = 0;
    const marks = memoryWriteMarks(1_000, () => now);
    await marks.remember(1, 500n);
    await marks.remember(1, 400n); // an earlier write's answer recorded late
    await marks.remember(2, 10n);
    expect([await marks.latest(1), await marks.latest(2), await marks.latest(3)]).toEqual([500n, 10n, null]);
    now = 1_000;
    expect(await marks.latest(1)).toBeNull();
    await marks.remember(1, 300n);
    expect(await marks.latest(1)).toBe(300n);
  });
});
