import type { Env } from '../../env';

/**
 * The demo mailbox is for trying the product's e-mails (reset links, invitations) without an SMTP server, and only
 * with the demo's own people: addresses at `demo.test`, a domain reserved for testing (RFC 6761) at which no real
 * person receives mail. Mail to anyone else is never shown there, whoever asks: it would hand a stranger their reset
 * link or invitation. A server that is not a demo (SEED_DEMO=0, or NODE_ENV=production) has no mailbox at all.
 */
export const demoMailDomain = 'demo.test';

export const demoMailboxOpen = (env: Pick<Env, 'SEED_DEMO' | 'NODE_ENV'>) => env.SEED_DEMO && env.NODE_ENV !== 'production';

export const isDemoAddress = (email: string) => email.trim().toLowerCase().endsWith(`@${demoMailDomain}`);
