import type { Language } from '../../../../src/schema/enums';
import { idConfig } from '../id-config';
import { stringsByLanguage } from '../i18n/strings-by-language';
import { html, type HtmlValue, type SafeHtml } from './html';
import { languageLinks } from './public-page';
import { signInCssVersion } from './sign-in-css';

export type PageFrame = {
  lang: Language;
  title: string;
  /** The same page in another language (the switcher's links). */
  hrefFor: (lang: Language) => string;
  wide?: boolean;
};

export function layout(frame: PageFrame, content: SafeHtml): string {
  const t = stringsByLanguage[frame.lang];
  const switcher = languageLinks(frame.lang, frame.hrefFor, stringsByLanguage);
  return html`<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${frame.title} · ${idConfig.productName}</title>
<link rel="stylesheet" href="${idConfig.basePath}/assets/sign-in.css?v=${signInCssVersion}">
<link rel="icon" href="${idConfig.basePath}/assets/favicon.ico" sizes="48x48">
<link rel="icon" href="${idConfig.basePath}/assets/icon.svg" sizes="any" type="image/svg+xml">
</head>
<body>
<main${frame.wide ? html` class="wide"` : ''}>
<p class="brand">${idConfig.productName}</p>
${content}
</main>
<nav class="langs" aria-label="${t.languageLabel}">${switcher}</nav>
</body>
</html>`.value;
}

export type FieldOptions = {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string | undefined;
  autocomplete: string;
  error?: string | undefined;
  hint?: string | undefined;
  autofocus?: boolean;
  extra?: SafeHtml;
};

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function field(options: FieldOptions): SafeHtml {
  const id = `f-${options.name}`;
  const described = [options.error && `${id}-error`, options.hint && `${id}-hint`].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${options.label}</label>
    <input
      id="${id}"
      name="${options.name}"
      type="${options.type ?? 'text'}"
      value="${options.value ?? ''}"
      autocomplete="${options.autocomplete}"
      required${options.autofocus ? html` autofocus` : ''}${options.error ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}${options.extra ?? ''}
    />
    ${options.hint && html`<p class="hint" id="${id}-hint">${options.hint}</p>`}
    ${options.error && html`<p class="field-error" id="${id}-error">${options.error}</p>`}
  </div>`;
}

export const alert = (message: string | undefined): HtmlValue =>
  message && html`<p class="alert" role="alert">${message}</p>`;

export const notice = (message: string | undefined): HtmlValue =>
  message && html`<p class="notice" role="status">${message}</p>`;

export const hiddenFields = (fields: Record<string, string | undefined>): SafeHtml[] =>
  Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`);
