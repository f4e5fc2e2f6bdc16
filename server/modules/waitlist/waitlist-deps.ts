import type { PublicDeps } from '../online-booking/holds.service';
import type { WaitlistKeys } from './waitlist-tokens';

/** What the waitlist's work needs: the booking's (orders, live, keys), its own keys, and where its links point. */
export type WaitlistDeps = PublicDeps & { waitlistKeys: WaitlistKeys; linkOrigin: string };
