import { appConfig } from '../../../src/schema/config';

/** Constants of the sign-in service, in one place so routes, services and tests agree. */
export const idConfig = {
  basePath: appConfig.authBasePath,
  productName: 'BranchBook',
  refreshCookie: 'refresh_token',
  /** The refresh cookie only travels to the sign-in service, never to the API or the web app. */
  refreshCookiePath: appConfig.authBasePath,
  xsrfCookie: appConfig.xsrfCookie,
  xsrfHeader: appConfig.xsrfHeader.toLowerCase(),
  refreshTokenTtlMs: appConfig.refreshTokenTtlDays * 24 * 60 * 60_000,
  resetTokenTtlMs: 60 * 60_000,
  /** How long the "enter your code" step stays valid after the password was right. */
  totpChallengeTtlMs: 5 * 60_000,
  /** Accept the previous and next 30-second step as well: phones' clocks drift. */
  totpWindow: 1,
} as const;

export type RateLimit = { scope: 'login' | 'address'; action: string; max: number; windowSeconds: number };

/** Per-login limits stop password guessing on one account; per-address limits stop one client hammering all. */
export const rateLimits = {
  loginFailures: { scope: 'login', action: 'login', max: 10, windowSeconds: 15 * 60 },
  signupPerLogin: { scope: 'login', action: 'signup', max: 10, windowSeconds: 15 * 60 },
  /** Also stops anyone from flooding a mailbox with reset links. */
  forgotPerLogin: { scope: 'login', action: 'forgot', max: 5, windowSeconds: 15 * 60 },
  perAddress: (action: 'login' | 'signup' | 'forgot' | 'reset'): RateLimit => ({
    scope: 'address',
    action,
    max: 30,
    windowSeconds: 60,
  }),
} satisfies Record<string, RateLimit | ((action: 'login') => RateLimit)>;
