import { languageSchema, type Language } from '../../../src/schema/enums';
import { embedContainerId, embedEscapeMessage, embedHeightMessage, embedQuery } from '../../../src/schema/online-booking/embed';
import { widgetModes, type WidgetSettings } from '../../../src/schema/online-booking/widget';
import { bookingPageStrings } from './booking-page-strings';

/** The widget's own words: the floating button's (unless the salon wrote its own), the pop-up's close and frame names. */
const embedWords: Record<Language, { book: string; close: string }> = {
  EN: { book: 'Book online', close: 'Close' },
  RU: { book: 'Записаться онлайн', close: 'Закрыть' },
  PT: { book: 'Marcar online', close: 'Fechar' },
  SR: { book: 'Zakažite onlajn', close: 'Zatvori' },
  TR: { book: 'Online randevu al', close: 'Kapat' },
};

/**
 * `/book/{slug}/embed.js`: plain script a salon's site loads with one tag (`data-mode` inline, popup or button). It
 * frames `/book/{slug}?embed=1` inline (into `#branchbook-booking`, else after the tag), in a pop-up (opened by any
 * `[data-branchbook-open]` element or the floating button; Esc and the close button shut it and focus returns), and
 * sizes each frame to the height the page posts (and closes the pop-up on the Esc it passes on) — only from the
 * booking origin and only for its own frame (`event.source`), so another frame on the site cannot resize it. No cookie: the booking's state lives in the frame.
 * The page's origin comes from PUBLIC_URL (`linkOrigin`), never from the request.
 */
export function embedScript(origin: string, slug: string, widget: WidgetSettings): string {
  const config = {
    origin,
    page: `${origin}/book/${encodeURIComponent(slug)}`,
    query: embedQuery,
    message: embedHeightMessage,
    escape: embedEscapeMessage,
    container: embedContainerId,
    modes: widgetModes,
    mode: widget.mode,
    accent: widget.accentColor ?? '#1b2a4e',
    buttonText: widget.buttonText,
    words: Object.fromEntries(
      languageSchema.options.map((lang) => [
        bookingPageStrings[lang].htmlLang,
        { lang, ...embedWords[lang] },
      ]),
    ),
  };
  // `<` escaped: the config is data, never markup, even if a salon's button text holds a tag.
  return `(function () {
'use strict';
var c = ${JSON.stringify(config).replace(/</g, '\\u003c')};
var script = document.currentScript;
if (!script || window.__branchbookEmbed) return;
window.__branchbookEmbed = true;
var mode = script.getAttribute('data-mode');
if (c.modes.indexOf(mode) < 0) mode = c.mode;
var asked = (script.getAttribute('data-lang') || document.documentElement.lang || '').slice(0, 2).toLowerCase();
var words = c.words[asked] || c.words.en;
var src = c.page + '?' + c.query + '=1' + (c.words[asked] ? '&lang=' + words.lang : '');
var frames = [];

function frame(height) {
  var f = document.createElement('iframe');
  f.src = src;
  f.title = words.book;
  f.style.cssText = 'display:block;width:100%;border:0;height:' + height + 'px;color-scheme:normal';
  frames.push(f);
  return f;
}

window.addEventListener('message', function (event) {
  if (event.origin !== c.origin) return;
  var data = event.data;
  var own = null;
  for (var i = 0; i < frames.length; i++) if (frames[i].contentWindow === event.source) own = frames[i];
  if (!own || !data) return;
  if (data.type === c.escape) close();
  else if (data.type === c.message && typeof data.height === 'number' && data.height > 0) own.style.height = Math.ceil(Math.min(data.height, 20000)) + 'px';
});

var overlay = null;
var opener = null;
function close() {
  if (!overlay || overlay.style.display === 'none') return;
  overlay.style.display = 'none';
  document.documentElement.style.overflow = '';
  if (opener && opener.focus) opener.focus();
}
function open() {
  opener = document.activeElement;
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483646;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:1rem';
    var box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', words.book);
    box.style.cssText = 'position:relative;width:100%;max-width:40rem;max-height:100%;overflow:auto;background:#fff;border-radius:12px;box-shadow:0 10px 40px rgba(0,0,0,.3)';
    var shut = document.createElement('button');
    shut.type = 'button';
    shut.textContent = '\\u00d7';
    shut.setAttribute('aria-label', words.close);
    shut.style.cssText = 'position:sticky;top:0;float:right;z-index:1;width:2.75rem;height:2.75rem;margin:.25rem;border:0;border-radius:50%;background:rgba(255,255,255,.9);color:#18181b;font:1.75rem/1 system-ui,sans-serif;cursor:pointer';
    shut.addEventListener('click', close);
    box.appendChild(shut);
    box.appendChild(frame(600));
    overlay.appendChild(box);
    overlay.addEventListener('click', function (event) { if (event.target === overlay) close(); });
    document.addEventListener('keydown', function (event) { if (event.key === 'Escape') close(); });
    document.body.appendChild(overlay);
  }
  overlay.style.display = 'flex';
  document.documentElement.style.overflow = 'hidden';
  overlay.querySelector('button').focus();
}
window.BranchBook = { open: open, close: close };

function start() {
  if (mode === 'inline') {
    var into = document.getElementById(c.container);
    var f = frame(600);
    if (into) into.appendChild(f);
    else script.parentNode.insertBefore(f, script.nextSibling);
    return;
  }
  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest && event.target.closest('[data-branchbook-open]');
    if (target) { event.preventDefault(); open(); }
  });
  if (mode === 'button') {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = c.buttonText || words.book;
    button.style.cssText = 'position:fixed;right:1rem;bottom:1rem;z-index:2147483645;min-height:3rem;padding:.75rem 1.25rem;border:0;border-radius:999px;background:' + c.accent + ';color:#fff;font:600 1rem/1.2 system-ui,sans-serif;box-shadow:0 4px 16px rgba(0,0,0,.25);cursor:pointer';
    button.addEventListener('click', open);
    document.body.appendChild(button);
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
})();
`;
}
