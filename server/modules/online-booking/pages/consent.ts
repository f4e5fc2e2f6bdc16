import type { FastifyReply } from 'fastify';
import type { Language } from '../../../../src/schema/enums';
import { html } from '../../id/pages/html';
import { presencePageStrings } from '../presence-page-strings';
import type { PresenceView } from './presence-view';

/**
 * The trackers' consent bar (Presence → Marketing): only when the server enables tracking and the salon set an id.
 * Hidden until our own script (`/book/consent.js`, no inline script: the CSP stays `script-src 'self'` plus the two
 * trackers' hosts) sees no answer in the page's localStorage; "Allow" stores it and only then adds the trackers'
 * script tags. Without script, or without consent, nothing of them loads.
 */
export const consentStorageKey = 'branchbook-tracking-consent';
export const consentScriptPath = '/book/consent.js';

export const consentCss = `
.consent{position:fixed;inset:auto .75rem .75rem;max-width:34rem;margin:0 auto;padding:.85rem 1rem;border-radius:10px;background:var(--surface);color:var(--text);border:1px solid var(--border);box-shadow:0 6px 24px rgba(0,0,0,.18);display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;z-index:10}
.consent[hidden]{display:none}
.consent p{margin:0;flex:1 1 16rem;font-size:.9rem}
.consent button{font:inherit;padding:.45rem .9rem;border-radius:8px;border:1px solid var(--border);background:transparent;color:var(--text);cursor:pointer}
.consent button[data-consent=yes]{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
`;

export function consentBar(view: PresenceView | undefined, lang: Language) {
  if (!view?.tracking) return '';
  const t = presencePageStrings[lang];
  return html`<div class="consent" id="bb-consent" role="region" aria-label="${t.consentYes}" hidden data-ga4="${view.tracking.ga4Id}" data-pixel="${view.tracking.metaPixelId}">
<p>${t.consentText}</p><button type="button" data-consent="yes">${t.consentYes}</button><button type="button" data-consent="no">${t.consentNo}</button>
</div>
<script src="${consentScriptPath}" defer></script>`;
}

/** The trackers' hosts, added to the page's CSP only when its consent bar is there (else the policy stays as it is). */
export function allowTrackers(reply: FastifyReply) {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header(
    'content-security-policy',
    policy
      .replace(";script-src 'self';", ";script-src 'self' https://www.googletagmanager.com https://connect.facebook.net;")
      .replace(/;connect-src ([^;]*)/, ';connect-src $1 https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com https://www.facebook.com')
      .replace(/;img-src ([^;]*)/, ';img-src $1 https://*.google-analytics.com https://www.googletagmanager.com https://www.facebook.com'),
  );
}

/** The bar's script: plain, tiny, served from our origin and kept by browsers for a day. */
export const consentScript = `(function(){
var bar=document.getElementById('bb-consent');if(!bar)return;
var key=${JSON.stringify(consentStorageKey)};
function add(src,name){var s=document.createElement('script');s.async=true;s.src=src;s.setAttribute('data-tracker',name);document.head.appendChild(s);}
function load(){
var ga=bar.getAttribute('data-ga4'),px=bar.getAttribute('data-pixel');
if(ga){window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments);};window.gtag('js',new Date());window.gtag('config',ga);add('https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(ga),'ga4');}
if(px){var f=window.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments);};f.push=f;f.loaded=true;f.version='2.0';f.queue=[];window.fbq('init',px);window.fbq('track','PageView');add('https://connect.facebook.net/en_US/fbevents.js','meta');}
}
var answer=null;try{answer=localStorage.getItem(key);}catch(e){}
if(answer==='yes'){load();return;}
if(answer==='no')return;
bar.hidden=false;
bar.addEventListener('click',function(e){var b=e.target.closest('[data-consent]');if(!b)return;var yes=b.getAttribute('data-consent')==='yes';try{localStorage.setItem(key,yes?'yes':'no');}catch(e){}bar.hidden=true;if(yes)load();});
})();
`;
