import { authenticator } from 'otplib';
import { idConfig } from './id-config';

// A clone, so the window we accept does not change otplib's shared default for anyone else.
const totp = authenticator.clone({ window: idConfig.totpWindow });

export const generateTotpSecret = () => totp.generateSecret();
export const totpKeyUri = (login: string, secret: string) => totp.keyuri(login, idConfig.productName, secret);

/**
 * The time step (otplib's counter: epoch / step) the code belongs to, or null when it matches none in the
 * window. One clock reading serves both the check and the step, so a step boundary between them cannot skew it.
 */
export function matchTotpStep(code: string, secret: string, now = Date.now()): number | null {
  const at = totp.clone({ epoch: now });
  try {
    const delta = at.checkDelta(code, secret);
    if (delta === null) return null;
    const { epoch, step } = at.allOptions();
    return Math.floor(epoch / step / 1000) + delta;
  } catch {
    return null;
  }
}
