import { z } from 'zod';
import { embedContainerId } from './embed';

/**
 * Online booking → Settings → Widget (docs/online-booking.md decision 9): the sites that may show the booking page in
 * a frame (its `Content-Security-Policy: frame-ancestors`), the accent colour of the framed page, and how the embed
 * code on the screen shows it. Without a listed site nothing can frame the page.
 */
export const widgetModes = ['inline', 'popup', 'button'] as const;
export type WidgetMode = (typeof widgetModes)[number];
export const widgetMaxSites = 20;
export const widgetButtonTextMaxLength = 40;

/** Plain http is only for trying the widget on one's own computer. */
const localHosts = new Set(['localhost', '127.0.0.1']);

/**
 * An origin a browser would send, or why it is not one: `https://salon.example` or `http://localhost:8080`, nothing
 * after the host and port (a path, query or user would not match `frame-ancestors` as the owner means).
 */
export function widgetSiteProblem(site: string): 'site_invalid' | 'site_not_https' | 'site_has_path' | null {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    return 'site_invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'site_invalid';
  if (url.protocol === 'http:' && !localHosts.has(url.hostname)) return 'site_not_https';
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/' || /[/?#]$/.test(site))
    return 'site_has_path';
  // The spelling a browser sends (lower-case host, default port left out) is the only one that matches.
  return url.origin === site ? null : 'site_invalid';
}

/** What a person types, as the origin it names: blank edges and a closing slash dropped, the host in lower case. */
export const normaliseWidgetSite = (site: string): string => {
  const trimmed = site.trim().replace(/\/$/, '');
  try {
    const url = new URL(trimmed);
    return url.pathname === '/' && !url.search && !url.hash && !url.username ? url.origin : trimmed;
  } catch {
    return trimmed;
  }
};

const siteSchema = z
  .string()
  .max(200)
  .transform(normaliseWidgetSite)
  .superRefine((site, context) => {
    const problem = widgetSiteProblem(site);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** `#1b2a4e`: six hex digits, the form the colour input gives. */
export const accentColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'color_invalid')
  .transform((color) => color.toLowerCase());

export const widgetSettingsSchema = z.object({
  allowedSites: z.array(siteSchema).max(widgetMaxSites, 'too_many_sites'),
  /** Null: the booking page's own colour. */
  accentColor: accentColorSchema.nullable(),
  mode: z.enum(widgetModes),
  /** The floating button's words; empty: the page's own "Book online" in the visitor's language. */
  buttonText: z.string().trim().max(widgetButtonTextMaxLength, 'button_text_too_long'),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

export const defaultWidget: WidgetSettings = {
  allowedSites: [],
  accentColor: null,
  mode: 'inline',
  buttonText: '',
};

/** `PUT /branches/{id}/online-booking/widget`: the whole set with the version read (0: never saved; stale: 409). */
export const widgetUpdateSchema = widgetSettingsSchema
  .extend({ version: z.number().int().min(0) })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.allowedSites.forEach((site, index) => {
      if (seen.has(site))
        context.addIssue({ code: 'custom', path: ['allowedSites', index], message: 'duplicate' });
      seen.add(site);
    });
  });
export type WidgetUpdate = z.infer<typeof widgetUpdateSchema>;

export const widgetSchema = z.object({
  allowedSites: z.array(z.string()),
  accentColor: z.string().nullable(),
  mode: z.enum(widgetModes),
  buttonText: z.string(),
  version: z.number().int().min(0),
  /** The script's address on the booking page's own origin (PUBLIC_URL), for the embed code. */
  scriptUrl: z.string(),
});
export type Widget = z.infer<typeof widgetSchema>;

/** The snippet a salon pastes into its site: one script tag, for inline the element it fills, for a pop-up its opener. */
export function embedCode(widget: Pick<Widget, 'mode' | 'scriptUrl'>, openerText: string): string {
  const script = `<script src="${widget.scriptUrl}" data-mode="${widget.mode}" async></script>`;
  if (widget.mode === 'inline') return `<div id="${embedContainerId}"></div>\n${script}`;
  // A pop-up opens from the site's own link or button: any element marked so.
  return widget.mode === 'popup'
    ? `<button type="button" data-branchbook-open>${openerText.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</button>\n${script}`
    : script;
}
