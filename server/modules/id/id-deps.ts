import type { KnownDevices } from './known-device';
import type { TotpChallenges, XsrfTokens } from './signed-tokens';

/** Built once per app from its cookie secret and handed to every route file of the module. */
export type IdDeps = { xsrf: XsrfTokens; challenges: TotpChallenges; knownDevices: KnownDevices };
