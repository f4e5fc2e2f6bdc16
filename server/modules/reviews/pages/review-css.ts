import { reviewRatings } from '../../../../src/schema/reviews';

/**
 * The review page's stylesheet, inline (the CSP allows inline styles; the page is one request). The sign-in
 * pages' palette: dark navy primary, zinc surfaces, dark mode by the system's preference. Each radio lies, transparent,
 * over its star (a tap or click lands on the radio itself); stars up to the checked (or hovered) one fill, by
 * `:has()`, so the radios keep their natural order for keyboards and screen readers.
 */
const starFill = reviewRatings
  .map((n) => `.stars:has(#star-${n}:checked) .star:nth-child(-n+${n}) label,.stars:has(.star:nth-child(${n}):hover) .star:nth-child(-n+${n}) label`)
  .join(',');

export const reviewCss = `
:root{color-scheme:light dark;--primary:#1b2a4e;--primary-hover:#27396a;--on-primary:#fff;--surface:#fff;--page:#f4f4f5;--text:#18181b;--muted:#52525b;--border:#d4d4d8;--error:#b42318;--error-surface:#fef3f2;--ok-surface:#ecfdf3;--ok:#067647;--link:#1d4ed8;--star:#d97706;--star-off:#d4d4d8}
@media (prefers-color-scheme:dark){:root{--primary:#8ea6e6;--primary-hover:#a9bcf0;--on-primary:#0b1120;--surface:#18181b;--page:#09090b;--text:#f4f4f5;--muted:#a1a1aa;--border:#3f3f46;--error:#fda29b;--error-surface:#3b1512;--ok-surface:#0c2a1c;--ok:#75e0a7;--link:#93b4ff;--star:#fbbf24;--star-off:#52525b}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:max(1rem,env(safe-area-inset-top)) max(1rem,env(safe-area-inset-right)) max(1rem,env(safe-area-inset-bottom)) max(1rem,env(safe-area-inset-left));background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:30rem;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:2rem 1.5rem}
@media (max-width:639px){body{justify-content:flex-start}main{padding:1.5rem 1.25rem}}
.brand{margin:0 0 1rem;font-weight:700;letter-spacing:.02em;color:var(--primary)}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25}
.lead{margin:0 0 1rem;color:var(--muted)}
.facts{margin:0 0 1.5rem;display:grid;gap:.5rem}
.facts div{display:grid;grid-template-columns:6.5rem 1fr;gap:.5rem}
.facts dt{color:var(--muted);font-size:.9rem}
.facts dd{margin:0}
form{display:flex;flex-direction:column;gap:1.25rem;margin:0}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend,label{font-weight:600;font-size:.9rem;padding:0}
.stars{display:flex;gap:.25rem;margin-top:.35rem}
.star{position:relative;display:inline-flex}
.stars input{position:absolute;inset:0;opacity:0;width:100%;height:100%;margin:0;cursor:pointer;z-index:1}
.stars label{font-size:2.5rem;line-height:1;color:var(--star-off);cursor:pointer;padding:.1rem .15rem;border-radius:8px;min-width:2.75rem;min-height:2.75rem;text-align:center}
${starFill}{color:var(--star)}
.stars input:focus-visible+label{outline:2px solid var(--primary);outline-offset:2px}
.sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.field{display:flex;flex-direction:column;gap:.35rem}
textarea{width:100%;font:inherit;color:inherit;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:.75rem 1rem;outline:none;resize:vertical}
textarea:focus{border-color:var(--primary);box-shadow:inset 0 0 0 1px var(--primary)}
[aria-invalid=true]{border-color:var(--error)}
.hint{margin:0;font-size:.85rem;color:var(--muted)}
.field-error{margin:.25rem 0 0;font-size:.9rem;color:var(--error)}
.alert{margin:1rem 0 0;padding:.75rem 1rem;border-radius:8px;background:var(--error-surface);color:var(--error)}
.notice{margin:.5rem 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--ok-surface);color:var(--ok)}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.8rem 1rem;background:var(--primary);color:var(--on-primary);cursor:pointer;min-height:2.75rem}
button:hover{background:var(--primary-hover)}
button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.given{border-top:1px solid var(--border);padding-top:1rem}
.given-stars{margin:0;font-size:1.75rem;color:var(--star);letter-spacing:.1em}
.given-comment{margin:.5rem 0 0;white-space:pre-wrap;word-break:break-word}
.reply{margin-top:1rem;padding:.75rem 1rem;border-left:3px solid var(--primary);background:var(--page);border-radius:0 8px 8px 0}
.reply p{margin:0;white-space:pre-wrap;word-break:break-word}
.reply .reply-from{font-size:.85rem;font-weight:600;color:var(--muted);margin-bottom:.25rem}
nav.langs{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem .75rem;font-size:.9rem;color:var(--muted)}
nav.langs a{color:var(--muted);text-decoration:none;padding:.25rem .125rem}
nav.langs a[aria-current=true]{color:var(--text);font-weight:600;text-decoration:underline}
`;
