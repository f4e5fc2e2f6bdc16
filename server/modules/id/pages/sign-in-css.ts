import { createHash } from 'node:crypto';

/**
 * The sign-in pages' only stylesheet, served from /id/assets (the CSP allows 'self'). Theme of spec §9:
 * dark navy primary, zinc surfaces, fields padded 0.75rem × 1rem; dark mode follows the system.
 */
export const signInCss = `
:root{color-scheme:light dark;--primary:#1b2a4e;--primary-hover:#27396a;--on-primary:#fff;--surface:#fff;--page:#f4f4f5;--text:#18181b;--muted:#52525b;--border:#d4d4d8;--error:#b42318;--error-surface:#fef3f2;--ok-surface:#ecfdf3;--ok:#067647;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--primary:#8ea6e6;--primary-hover:#a9bcf0;--on-primary:#0b1120;--surface:#18181b;--page:#09090b;--text:#f4f4f5;--muted:#a1a1aa;--border:#3f3f46;--error:#fda29b;--error-surface:#3b1512;--ok-surface:#0c2a1c;--ok:#75e0a7;--link:#93b4ff}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:max(1rem,env(safe-area-inset-top)) max(1rem,env(safe-area-inset-right)) max(1rem,env(safe-area-inset-bottom)) max(1rem,env(safe-area-inset-left));background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:25rem;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:2rem 1.5rem}
@media (max-width:639px){body{justify-content:flex-start}main{border-radius:10px;padding:1.5rem 1.25rem}}
main.wide{max-width:48rem}
.brand{margin:0 0 1.25rem;font-weight:700;letter-spacing:.02em;color:var(--primary)}
h1{margin:0 0 .25rem;font-size:1.5rem;line-height:1.25}
.lead{margin:0 0 1.5rem;color:var(--muted)}
form{display:flex;flex-direction:column;gap:1rem;margin:0}
.field{display:flex;flex-direction:column;gap:.35rem}
label{font-weight:600;font-size:.9rem}
input{width:100%;font:inherit;color:inherit;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:.75rem 1rem;outline:none}
input:focus{border-color:var(--primary);box-shadow:inset 0 0 0 1px var(--primary)}
input[aria-invalid=true]{border-color:var(--error)}
.code{letter-spacing:.4em;font-size:1.25rem;text-align:center}
.hint{margin:0;font-size:.85rem;color:var(--muted)}
.field-error{margin:0;font-size:.85rem;color:var(--error)}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--error-surface);color:var(--error)}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--ok-surface);color:var(--ok)}
button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:.8rem 1rem;background:var(--primary);color:var(--on-primary);cursor:pointer;min-height:2.75rem}
button:hover{background:var(--primary-hover)}
button:focus-visible,a:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
a{color:var(--link)}
.links{display:flex;flex-direction:column;gap:.5rem;margin:1.25rem 0 0;font-size:.95rem}
.row{display:flex;justify-content:flex-end}
nav.langs{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem .75rem;font-size:.9rem;color:var(--muted)}
nav.langs a{color:var(--muted);text-decoration:none;padding:.25rem .125rem}
nav.langs a[aria-current=true]{color:var(--text);font-weight:600;text-decoration:underline}
.mail{border-top:1px solid var(--border);padding:1rem 0}
.mail h2{margin:0;font-size:1.05rem}
.mail .meta{margin:.125rem 0 .5rem;font-size:.85rem;color:var(--muted)}
.mail pre{margin:0;white-space:pre-wrap;word-break:break-word;font:inherit}
`;

/** Changes with the content, so the stylesheet can be cached for a year. */
export const signInCssVersion = createHash('sha256').update(signInCss).digest('hex').slice(0, 12);
