import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer } from './tokens';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens and refuses tampered or foreign ones', async () => {
    const tokens = createAccessTokenIssuer(randomBytes(32));
    const { accessToken } = await tokens.issue(42);
    expect(await tokens.verify(accessToken)).toBe(42);
    expect(await tokens.verify(accessToken)).toBe(42);
    // A character inside the signature, changed: the last one carries bits a decoder ignores (1 run in 1 000 kept
    // a tampered "…xx" ending equal).
    const at = accessToken.length - 10;
    const tampered = `${accessToken.slice(0, at)}${accessToken[at] === 'A' ? 'B' : 'A'}${accessToken.slice(at + 1)}`;
    expect(await tokens.verify(tampered)).toBeNull();
    const { accessToken: foreign } = await createAccessTokenIssuer(randomBytes(32)).issue(42);
    expect(await tokens.verify(foreign)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokenIssuer(randomBytes(32), 60);
    const { accessToken } = await tokens.issue(7);
    expect(await tokens.verify(accessToken)).toBe(7);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(accessToken)).toBeNull();
  });
});
