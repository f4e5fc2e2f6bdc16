/** Long enough for a provider under load, short enough that one stuck call does not hold up the worker's batch. */
export const defaultProviderTimeoutMs = 10_000;

export type ProviderAnswer = { status: number; body: unknown };

/**
 * One call to a provider's HTTP API. A time-out or a network failure throws an ordinary error, which the worker
 * retries; an answer, whatever its status, is the caller's to read. Error messages never quote the request, so no
 * key or token can reach the message log.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit,
  timeoutMs = defaultProviderTimeoutMs,
): Promise<ProviderAnswer> {
  try {
    // The signal covers the body too: a provider that sends its headers and then stalls times out all the same.
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: parseJson(text) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new Error(`${provider} did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`${provider} could not be reached (${networkCause(error)})`);
  }
}

/** Worth another try later: too many requests, a time-out on their side, or their server failing. */
export const isTransientStatus = (status: number): boolean =>
  status === 408 || status === 429 || status >= 500;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, a TLS error) is in its cause.
function networkCause(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error)
    return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return String(cause);
}
