import { z } from 'zod';

/**
 * Online booking → Presence → Domain: the salon's own domains that show its branch's page at `/`. A domain is one row
 * of the addresses' table (kind `domain`), so one owner across the product; it is served only once proved by a TXT
 * record `_branchbook.<domain>` holding its token, and only while listed (docs/online-booking.md decision 1).
 */
export const presenceDomainsMax = 5;
export const domainTxtPrefix = '_branchbook';
export const domainTxtValue = (token: string) => `branchbook-verify=${token}`;

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * What a person types, as the host name it names: blank edges, a scheme, a path and a closing dot dropped, lower case,
 * an international name in its ASCII (punycode) form as DNS and the Host header carry it.
 */
export function normaliseDomain(typed: string): string {
  const bare = typed.trim().replace(/^[a-z]+:\/\//i, '').replace(/[/?#].*$/, '').replace(/\.$/, '');
  try {
    return new URL(`http://${bare}`).hostname;
  } catch {
    return bare.toLowerCase();
  }
}

/** A host name of two labels or more, not an IP address, with a letters-only top level. */
export function isDomainName(host: string): boolean {
  if (host.length > 253 || host.includes(':')) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part))) return false;
  return /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels.at(-1)!);
}

export const domainNameSchema = z
  .string()
  .max(300, 'domain_invalid')
  .transform(normaliseDomain)
  .refine(isDomainName, 'domain_invalid');

export const domainAddSchema = z.object({ domain: domainNameSchema });
export type DomainAdd = z.input<typeof domainAddSchema>;

/**
 * A verified domain is looked up again about once a day; a record that went missing stops the serving only after it
 * has been missing on checks spanning three days, so a DNS provider's bad hour never takes a salon's page down.
 */
export const domainRecheckHours = 24;
export const domainMissingGraceHours = 72;

/** When a verified domain whose record went missing stops being served, unless the record is back by then. */
export const domainServedUntil = (missingSince: string | Date): Date => new Date(new Date(missingSince).getTime() + domainMissingGraceHours * 3_600_000);

export const domainStatuses = ['pending', 'verified'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

export const presenceDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(domainStatuses),
  /** The TXT record to add: its name and value. */
  txtName: z.string(),
  txtValue: z.string(),
  checkedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** A verified domain whose record the daily re-check did not find: since that first check (null while found). */
  missingSince: z.string().nullable(),
});
export type PresenceDomain = z.infer<typeof presenceDomainSchema>;

export const presenceDomainsSchema = z.object({
  /** The branch's page address (`/book/{slug}` on PUBLIC_URL): the canonical address, whatever domain shows it. */
  pageUrl: z.string(),
  /** Where a domain's CNAME points: the product's public host. */
  cnameTarget: z.string(),
  domains: z.array(presenceDomainSchema),
});
export type PresenceDomains = z.infer<typeof presenceDomainsSchema>;

/** A check's answer: the domain as it is now, and whether the TXT record was found with the token. */
export const domainCheckSchema = z.object({ domain: presenceDomainSchema, found: z.boolean() });
export type DomainCheck = z.infer<typeof domainCheckSchema>;
