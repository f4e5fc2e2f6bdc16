import { startHttpStandIn, type HttpStandIn } from './http-stand-in';

/**
 * A chain's webhook receiver as the outside world runs one: a local HTTP server that records every delivery and
 * answers 2xx, or 500 / 429 / nothing when told to fail. Its `/{path}` is whatever the endpoint was saved with.
 */
export const startWebhookReceiver = (): Promise<HttpStandIn> =>
  startHttpStandIn({
    answer: () => ({ status: 200, body: { received: true } }),
    failure: (failure) => (failure === 'rate-limit' ? { status: 429, body: { error: 'slow down' } } : { status: 500, body: { error: 'receiver is down' } }),
  });
