import { describe, expect, it } from 'vitest';
import { createTotpChallenges, createXsrfTokens } from './signed-tokens';

describe('XSRF tokens', () => {
  const xsrf = createXsrfTokens('a'.repeat(64));
  const family = '2b1f7a52-6f0e-4a43-9d0c-3c8a1f0b9e11';

  it('accept the session token when header and cookie agree', () => {
    const token = xsrf.tokenFor(family);
    expect(xsrf.verify(family, token, token)).toBe(true);
  });

  it('refuse a missing header, a header that differs from the cookie, or another session token', () => {
    const token = xsrf.tokenFor(family);
    const other = xsrf.tokenFor('7c6a1d52-0000-4a43-9d0c-3c8a1f0b9e11');
    expect(xsrf.verify(family, undefined, token)).toBe(false);
    expect(xsrf.verify(family, token, undefined)).toBe(false);
    expect(xsrf.verify(family, token, other)).toBe(false);
    expect(xsrf.verify(family, other, other)).toBe(false);
  });

  it('depend on the secret', () => {
    const forged = createXsrfTokens('b'.repeat(64)).tokenFor(family);
    expect(xsrf.verify(family, forged, forged)).toBe(false);
  });
});

describe('TOTP challenges', () => {
  it('carry the user id until they expire', () => {
    let clock = 1_000_000;
    const challenges = createTotpChallenges('s'.repeat(64), 5_000, () => clock);
    const challenge = challenges.issue(1234);
    expect(challenges.verify(challenge)).toBe(1234);
    clock += 5_001;
    expect(challenges.verify(challenge)).toBeNull();
  });

  it('refuse tampered or malformed challenges', () => {
    const challenges = createTotpChallenges('s'.repeat(64), 60_000);
    const challenge = challenges.issue(1234);
    expect(challenges.verify(challenge.replace(/^1234/, '1235'))).toBeNull();
    expect(challenges.verify('garbage')).toBeNull();
    expect(challenges.verify('')).toBeNull();
  });
});
