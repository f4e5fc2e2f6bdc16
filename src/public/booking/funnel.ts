import type { BeaconStep } from '@/schema/online-booking/funnel';

/**
 * The booking funnel's steps only the page sees (docs/online-booking.md decision 10): a view once the island runs (a
 * crawler that reads the HTML without running scripts is no visitor) and the first service ticked, each once per
 * page load. A beacon: it needs no answer and still goes when the visitor leaves at once.
 */
const sent = new Set<BeaconStep>();

export function sendFunnelStep(slug: string, step: BeaconStep): void {
  if (sent.has(step)) return;
  sent.add(step);
  const url = `/api/v1/public/book/${encodeURIComponent(slug)}/funnel`;
  const body = JSON.stringify({ step });
  try {
    if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // An older browser that refuses a JSON beacon: fetch below.
  }
  void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
}
