import type { NavigateFunction, Params } from 'react-router';

/** A numeric route parameter (`-1` included: the catalog's "every category"), or undefined. */
export function numericParam(params: Params, name: string | null | undefined): number | undefined {
  if (!name) return undefined;
  const raw = params[name];
  return raw !== undefined && /^-?\d+$/.test(raw) ? Number(raw) : undefined;
}

/** Back where the person came from inside the app, else to `fallback` (a page opened from a link). */
export function goBack(navigate: NavigateFunction, fallback: string | null): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else if (fallback) void navigate(fallback);
}
