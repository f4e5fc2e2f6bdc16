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
  /** Signed proof, per account, that this browser signed in before (see signInFailureLimits). */
  knownDeviceCookie: 'known_device',
  knownDeviceTtlMs: 180 * 24 * 60 * 60_000,
  /** One browser may be the usual one of a few accounts (a shared front desk); the newest are kept. */
  knownDeviceMaxAccounts: 5,
} as const;

/** `login`: per person (a login, a phone or e-mail a code goes to); `address`: per client address; `branch`: per branch. */
export type RateLimit = { scope: 'login' | 'address' | 'branch'; action: string; max: number; windowSeconds: number };

/** Request limits: per-login for mail-sending forms, per-address for every form (one client hammering all). */
export const rateLimits = {
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

/**
 * A failure limit: the first `free` failures in the window cost nothing; from then on each attempt waits
 * `firstDelaySeconds` after the newest failure, doubling with every further failure, up to `maxDelaySeconds`.
 */
export type FailureLimit = {
  scope: 'login' | 'address' | 'pair' | 'user';
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
};

/**
 * Wrong passwords and codes (OWASP "device cookies"). A plain per-account lockout is a weapon: anyone who
 * knows an owner's e-mail could keep them out all day. So failures are counted three ways:
 * - `pair` (account + address), for every request: whoever guesses one account from one place slows down
 *   quickly (5 free, then 15 s, 30 s, 1 min … 15 min), and nobody else is touched.
 * - `address` (IPv4, or IPv6 by /64), for requests without the account's known-device cookie: one place
 *   spraying many accounts (20 free a day, for offices behind one NAT, then 15 s doubling up to 1 h).
 * - `login` (the account), for requests without its known-device cookie: guessing spread over many
 *   addresses (10 free a day, then 30 s doubling up to 1 h: about 40 guesses a day at most).
 * The person on a browser that signed in to the account before carries a signed cookie for it, so neither
 * the account nor the address count can keep them out, wherever the guesser is; only their own pair can.
 * On a new browser during such an attack they get the cookie by resetting the password from the e-mail.
 * Counts are keyed by the login as typed (lower-cased), so an unknown login is throttled exactly like a
 * real one and the limits never tell whether an account exists.
 */
export const signInFailureLimits = {
  pair: { scope: 'pair', free: 5, firstDelaySeconds: 15, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 },
  address: {
    scope: 'address',
    free: 20,
    firstDelaySeconds: 15,
    maxDelaySeconds: 60 * 60,
    windowSeconds: 24 * 60 * 60,
  },
  login: {
    scope: 'login',
    free: 10,
    firstDelaySeconds: 30,
    maxDelaySeconds: 60 * 60,
    windowSeconds: 24 * 60 * 60,
  },
  /**
   * The current password or a code asked again behind a session (password change, 2FA on and off): a stolen
   * access token must not become a password-guessing oracle. Per user, since the token holder is the guesser.
   */
  user: { scope: 'user', free: 5, firstDelaySeconds: 15, maxDelaySeconds: 15 * 60, windowSeconds: 60 * 60 },
} satisfies Record<string, FailureLimit>;

/** After this many failures on an account (from unknown browsers, in a day) its owner is told by e-mail, once a day. */
export const failedSignInWarning = { afterFailures: 10, atMostEverySeconds: 24 * 60 * 60 } as const;
