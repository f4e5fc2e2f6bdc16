/** How long an offer's hold waits for its client (docs/online-booking.md "Built: the waitlist"). */
export const offerMinutes = 30;
