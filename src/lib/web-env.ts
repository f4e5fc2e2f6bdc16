import { z } from 'zod';
import { appConfig } from '@/schema/config';

/** The few build-time settings the web app reads, parsed once (STYLE: environment parsed with zod, at start). */
const webEnvSchema = z.object({
  VITE_AUTH_URL: z.url().optional(),
  VITE_ENABLE_TRACKING: z.string().optional(),
});

export type WebEnv = {
  /** Absolute base URL of the sign-in service, without a trailing slash. */
  authUrl: string;
  /** Spec §9: true only when the setting is the exact text `true`. */
  enableTracking: boolean;
};

export function readWebEnv(env: Record<string, unknown>, origin: string): WebEnv {
  const parsed = webEnvSchema.parse({
    VITE_AUTH_URL:
      typeof env.VITE_AUTH_URL === 'string' && env.VITE_AUTH_URL !== '' ? env.VITE_AUTH_URL : undefined,
    VITE_ENABLE_TRACKING: typeof env.VITE_ENABLE_TRACKING === 'string' ? env.VITE_ENABLE_TRACKING : undefined,
  });
  return {
    authUrl: (parsed.VITE_AUTH_URL ?? `${origin}${appConfig.authBasePath}`).replace(/\/+$/, ''),
    enableTracking: parsed.VITE_ENABLE_TRACKING === 'true',
  };
}

const currentOrigin = (): string =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

export const webEnv: WebEnv = readWebEnv(import.meta.env, currentOrigin());
