import { z } from 'zod';
import { authClientSchema } from '../../../src/schema/auth';
import type { Language } from '../../../src/schema/enums';
import { idConfig } from './id-config';
import { pickLanguage } from '../../i18n/language';

/**
 * Where the sign-in came from and where it returns: it travels in the query of every page and in hidden
 * fields of every form, so sign-up and forgotten-password detours come back to the same place.
 */
export type SignInContext = {
  client: z.infer<typeof authClientSchema>;
  state: string | undefined;
  /** As the app sent it; checked against the allowed origins before it is ever used. */
  redirectUrl: string | undefined;
  lang: Language;
};

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().max(max).optional());

const contextSchema = z.object({
  client: z.preprocess((v) => (v === '' ? undefined : v), authClientSchema.optional()),
  state: optionalText(128).pipe(
    z
      .string()
      .regex(/^[\w-]+$/)
      .optional(),
  ),
  redirectUrl: optionalText(2048),
});

export type ContextResult =
  | { ok: true; context: SignInContext }
  | { ok: false; lang: Language; field: 'client' | 'state' | 'redirectUrl' };

/** Reads the context from a query or a form; refuses a redirect to anywhere but the allowed origins. */
export function readSignInContext(
  source: Record<string, unknown>,
  acceptLanguage: string | undefined,
  allowedOrigins: readonly string[],
): ContextResult {
  const lang = pickLanguage(source.lang, acceptLanguage);
  const parsed = contextSchema.safeParse(source);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { ok: false, lang, field: field === 'client' || field === 'state' ? field : 'redirectUrl' };
  }
  const { client = 'manage', state, redirectUrl } = parsed.data;
  if (redirectUrl !== undefined && !resolveRedirect(redirectUrl, allowedOrigins)) {
    return { ok: false, lang, field: 'redirectUrl' };
  }
  return { ok: true, context: { client, state, redirectUrl, lang } };
}

/** Same-origin only, so the sign-in page can never be used as an open redirect. */
export function resolveRedirect(redirectUrl: string, allowedOrigins: readonly string[]): URL | null {
  const [base] = allowedOrigins;
  if (!base) return null;
  let url: URL;
  try {
    url = new URL(redirectUrl, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/** Where a finished sign-in goes: R with `state` added (R already carries ?redirect=…), or the app's home. */
export function destinationOf(context: SignInContext, allowedOrigins: readonly string[]): string {
  const url =
    (context.redirectUrl && resolveRedirect(context.redirectUrl, allowedOrigins)) ||
    new URL('/', allowedOrigins[0]);
  if (context.state) url.searchParams.set('state', context.state);
  return url.toString();
}

/** The query that keeps the context on a link, optionally in another language. */
export function contextQuery(context: SignInContext, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ type: 'login', client: context.client });
  if (context.state) params.set('state', context.state);
  if (context.redirectUrl) params.set('redirectUrl', context.redirectUrl);
  params.set('lang', context.lang);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export const pagePath = (page: 'me' | 'signup' | 'forgot' | 'login' | 'reset' | 'mailbox') =>
  `${idConfig.basePath}/${page}`;

/** For pages that have no sign-in context of their own (reset links, refused links): home, no state. */
export const plainContext = (lang: Language): SignInContext => ({
  client: 'manage',
  state: undefined,
  redirectUrl: undefined,
  lang,
});
