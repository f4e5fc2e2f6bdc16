import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { generateTotpSecret, matchTotpStep } from './totp';

describe('matchTotpStep', () => {
  const secret = generateTotpSecret();
  const t = Date.UTC(2025, 0, 1, 12, 0, 10);
  const codeAt = (epoch: number) => authenticator.clone({ epoch }).generate(secret);
  const stepOf = (epoch: number) => Math.floor(epoch / 30_000);

  it('gives the 30-second step the code belongs to, within one step either side', () => {
    expect(matchTotpStep(codeAt(t), secret, t)).toBe(stepOf(t));
    expect(matchTotpStep(codeAt(t), secret, t + 30_000)).toBe(stepOf(t));
    expect(matchTotpStep(codeAt(t), secret, t - 30_000)).toBe(stepOf(t));
    expect(matchTotpStep(codeAt(t + 30_000), secret, t)).toBe(stepOf(t) + 1);
  });

  it('matches nothing outside the window, with another secret, or for junk', () => {
    expect(matchTotpStep(codeAt(t), secret, t + 90_000)).toBeNull();
    expect(matchTotpStep(codeAt(t), generateTotpSecret(), t)).toBeNull();
    expect(matchTotpStep('12ab', secret, t)).toBeNull();
    expect(matchTotpStep('123456', 'not base32!', t)).toBeNull();
  });
});
