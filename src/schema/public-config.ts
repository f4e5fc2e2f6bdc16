import { z } from 'zod';

/**
 * The configuration keys of spec §9 that the web app shows (support links, the community, jobs and public
 * sites, the operator's legal name, address and tax numbers). Each comes from one environment variable of the
 * server, read once at start (server/env.ts spreads `publicConfigEnvShape`); the web app reads them at run time
 * from `GET /api/v1/config`, so one build serves every deployment. An unset or empty variable is absent, and
 * what shows it is hidden. docs/configuration.md lists them.
 */

/** An empty variable (`SITE_URL=`) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value), schema.optional());

const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });

/** `@handle`, `handle` or a t.me address → `https://t.me/handle`. */
const telegramLink = z.string().transform((value, ctx) => {
  if (/^https?:\/\//.test(value)) {
    if (webAddress.safeParse(value).success) return value;
  } else {
    const handle = value.replace(/^@/, '');
    if (/^[A-Za-z0-9_]{5,32}$/.test(handle)) return `https://t.me/${handle}`;
  }
  ctx.addIssue({ code: 'custom', message: 'must be a Telegram @handle or an https://t.me/… address' });
  return z.NEVER;
});

/** A phone number in international form (`+381 64 123 4567`) or a wa.me address → `https://wa.me/381641234567`. */
const whatsappLink = z.string().transform((value, ctx) => {
  if (/^https?:\/\//.test(value)) {
    if (webAddress.safeParse(value).success) return value;
  } else {
    const digits = value.replace(/[\s().-]/g, '');
    if (/^(\+|00)[1-9]\d{6,14}$/.test(digits)) return `https://wa.me/${digits.replace(/^(\+|00)/, '')}`;
  }
  ctx.addIssue({ code: 'custom', message: 'must be a phone number with its country code (+381 64 123 4567) or an https://wa.me/… address' });
  return z.NEVER;
});

/** `PIB 112233445; MB 21012345`: one number a part, `;` or a new line between them. */
const taxNumbers = z.string().transform((value) =>
  value
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean),
);

export const publicConfigEnvShape = {
  SUPPORT_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
  SUPPORT_TELEGRAM: optional(telegramLink),
  SUPPORT_WHATSAPP: optional(whatsappLink),
  SITE_URL: optional(webAddress),
  COMMUNITY_URL: optional(webAddress),
  JOBS_URL: optional(webAddress),
  LEGAL_NAME: optional(z.string().max(200)),
  LEGAL_ADDRESS: optional(z.string().max(300)),
  LEGAL_TAX_NUMBERS: optional(taxNumbers),
};
export const publicConfigEnvSchema = z.object(publicConfigEnvShape);
export type PublicConfigEnv = z.output<typeof publicConfigEnvSchema>;

const link = z.string().nullable();

/** What `GET /api/v1/config` answers: every key present, null (or an empty list) when not configured. */
export const publicConfigSchema = z.object({
  help: z.object({
    supportEmail: z.email().nullable(),
    telegramUrl: link,
    whatsappUrl: link,
    siteUrl: link,
    communityUrl: link,
    jobsUrl: link,
  }),
  legal: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    taxNumbers: z.array(z.string()),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export function publicConfigOf(env: PublicConfigEnv): PublicConfig {
  return {
    help: {
      supportEmail: env.SUPPORT_EMAIL ?? null,
      telegramUrl: env.SUPPORT_TELEGRAM ?? null,
      whatsappUrl: env.SUPPORT_WHATSAPP ?? null,
      siteUrl: env.SITE_URL ?? null,
      communityUrl: env.COMMUNITY_URL ?? null,
      jobsUrl: env.JOBS_URL ?? null,
    },
    legal: {
      name: env.LEGAL_NAME ?? null,
      address: env.LEGAL_ADDRESS ?? null,
      taxNumbers: env.LEGAL_TAX_NUMBERS ?? [],
    },
  };
}

/** The help links in the order the Help menu lists them; absent ones are left out. */
export const helpLinkKeys = ['supportEmail', 'telegramUrl', 'whatsappUrl', 'communityUrl', 'jobsUrl', 'siteUrl'] as const;
export type HelpLinkKey = (typeof helpLinkKeys)[number];

export function helpLinks(config: PublicConfig): { key: HelpLinkKey; href: string; text: string }[] {
  return helpLinkKeys.flatMap((key) => {
    const value = config.help[key];
    if (!value) return [];
    return [{ key, href: key === 'supportEmail' ? `mailto:${value}` : value, text: key === 'supportEmail' ? value : value.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '') }];
  });
}

/** Whether anything of the legal footer is configured. */
export const hasLegalDetails = (config: PublicConfig): boolean =>
  config.legal.name !== null || config.legal.address !== null || config.legal.taxNumbers.length > 0;
