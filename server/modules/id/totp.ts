import { authenticator } from 'otplib';
import { idConfig } from './id-config';

// A clone, so the window we accept does not change otplib's shared default for anyone else.
const totp = authenticator.clone({ window: idConfig.totpWindow });

export const generateTotpSecret = () => totp.generateSecret();
export const totpKeyUri = (login: string, secret: string) => totp.keyuri(login, idConfig.productName, secret);

export function checkTotp(code: string, secret: string): boolean {
  try {
    return totp.check(code, secret);
  } catch {
    return false;
  }
}
