/**
 * The page a navigation shows when it fails offline: one static file the service worker precaches, written at
 * build time from the five languages' `pwa` texts in src/i18n/<lang>/common.json. It cannot know the person's
 * language without the app, so it says it in all five (no script: nothing to load, nothing for the CSP to allow).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { languageSchema } from '../../src/schema/enums.js';
import { brandNavy } from './pwa-options.js';

export type OfflineTexts = { lang: string; title: string; body: string; retry: string };

type CommonJson = { retry: string; pwa: { offlineTitle: string; offlineBody: string } };

/** The texts in the order of the languages' enum, English first. */
export function readOfflineTexts(i18nDir: string): OfflineTexts[] {
  return languageSchema.options.map((language) => {
    const lang = language.toLowerCase();
    const common = JSON.parse(readFileSync(path.join(i18nDir, lang, 'common.json'), 'utf8')) as CommonJson;
    return { lang, title: common.pwa.offlineTitle, body: common.pwa.offlineBody, retry: common.retry };
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const style = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:max(1rem,env(safe-area-inset-top)) 1rem;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b}
main{width:100%;max-width:34rem;background:#fff;border-radius:16px;padding:1.5rem;box-shadow:0 1px 3px rgb(0 0 0/.12)}
header{display:flex;align-items:center;gap:.75rem;margin-bottom:.5rem}
h1{font-size:1.25rem;margin:0}
section{padding:.75rem 0;border-top:1px solid #e4e4e7}
section:first-of-type{border-top:0}
h2{font-size:1rem;margin:0 0 .125rem}
p{margin:0;color:#52525b}
a{display:block;margin-top:1rem;padding:.625rem 1rem;border-radius:8px;background:${brandNavy};color:#fff;
text-align:center;text-decoration:none;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#09090b;color:#f4f4f5}main{background:#18181b;box-shadow:none}
section{border-color:#27272a}p{color:#a1a1aa}a{background:#a9bcf5;color:#080f24}}`;

/** The whole document; "Try again" reloads the address that failed, which the worker fetches afresh. */
export function renderOfflinePage(texts: readonly OfflineTexts[]): string {
  const sections = texts
    .map((t) => `<section lang="${t.lang}"><h2>${escapeHtml(t.title)}</h2><p>${escapeHtml(t.body)}</p></section>`)
    .join('\n');
  const retry = texts.map((t) => `<span lang="${t.lang}">${escapeHtml(t.retry)}</span>`).join(' · ');
  return `<!doctype html>
<html lang="${texts[0]?.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${brandNavy}">
<title>BranchBook</title>
<link rel="icon" href="/favicon.ico" sizes="48x48">
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<style>${style}</style>
</head>
<body>
<main>
<header><img src="/icon.svg" alt="" width="40" height="40"><h1>BranchBook</h1></header>
${sections}
<a href="">${retry}</a>
</main>
</body>
</html>
`;
}

/** Emits the offline page into the build, beside index.html, before the service worker's precache is listed. */
export function offlinePagePlugin(fileName: string, i18nDir: string): Plugin {
  return {
    name: 'branchbook-offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: renderOfflinePage(readOfflineTexts(i18nDir)) });
    },
  };
}
