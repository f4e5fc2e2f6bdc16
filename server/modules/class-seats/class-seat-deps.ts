import type { PublicDeps } from '../online-booking/holds.service';
import type { SeatKeys } from './seat-tokens';

/** What joining a class needs: the booking's (orders, live, keys), its own keys, and where its links point. */
export type ClassSeatDeps = PublicDeps & { seatKeys: SeatKeys; linkOrigin: string };
