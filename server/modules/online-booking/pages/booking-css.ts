/**
 * The booking and manage pages' stylesheet, inline (one request; the CSP allows inline styles). The palette of the
 * other public pages (review-css.ts): navy primary, zinc surfaces, dark by the system's preference. The steps' island
 * has its own file (src/public/booking/booking.css) and reads these variables. The note for a browser without
 * JavaScript is shown by `@media (scripting: none)` rather than kept in `<noscript>`, whose content a browser with
 * scripts merely switched off (and a crawler's renderer) may parse as text and never show; the island replaces it.
 */
export const bookingCss = `
:root{color-scheme:light dark;--primary:#1b2a4e;--primary-hover:#27396a;--on-primary:#fff;--surface:#fff;--page:#f4f4f5;--text:#18181b;--muted:#52525b;--border:#d4d4d8;--error:#b42318;--error-surface:#fef3f2;--ok-surface:#ecfdf3;--ok:#067647;--link:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--primary:#8ea6e6;--primary-hover:#a9bcf0;--on-primary:#0b1120;--surface:#18181b;--page:#09090b;--text:#f4f4f5;--muted:#a1a1aa;--border:#3f3f46;--error:#fda29b;--error-surface:#3b1512;--ok-surface:#0c2a1c;--ok:#75e0a7;--link:#93b4ff}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;gap:1rem;padding:max(1rem,env(safe-area-inset-top)) max(1rem,env(safe-area-inset-right)) max(1rem,env(safe-area-inset-bottom)) max(1rem,env(safe-area-inset-left));background:var(--page);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{--pad:1.75rem;width:100%;max-width:36rem;background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:2rem var(--pad) 1.5rem}
@media (max-width:639px){body{padding-left:.5rem;padding-right:.5rem}main{--pad:1.25rem;padding-top:1.25rem}}
a{color:var(--link)}
a:focus-visible,button:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.brand{margin:0 0 .25rem;font-weight:700;letter-spacing:.02em;color:var(--primary)}
h1{margin:0 0 .25rem;font-size:1.6rem;line-height:1.25}
.contact{margin:0 0 1.25rem;color:var(--muted);display:flex;flex-direction:column;gap:.15rem}
.contact a{font-weight:600;text-decoration:none}
.lead{margin:0 0 1rem;color:var(--muted)}
h2{margin:1.25rem 0 .5rem;font-size:1.2rem}
h3{margin:1rem 0 .35rem;font-size:1rem}
.menu,.team,.branches{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.menu li{display:flex;justify-content:space-between;gap:1rem;padding:.55rem 0;border-bottom:1px solid var(--border)}
.menu li:last-child{border-bottom:0}
.menu .name{font-weight:600;overflow-wrap:anywhere}
.menu .detail{display:block;font-size:.85rem;color:var(--muted);font-weight:400}
.menu .meta{text-align:right;white-space:nowrap}
.menu .meta span{display:block}
.menu .meta span+span{font-size:.85rem;color:var(--muted)}
.team li{padding:.35rem 0}
.team .title{color:var(--muted)}
.branches{gap:.5rem}
.branches a{display:block;padding:.85rem 1rem;border:1px solid var(--border);border-radius:10px;text-decoration:none;color:var(--text)}
.branches a:hover{border-color:var(--primary)}
.branches strong{display:block;color:var(--primary)}
.branches span{color:var(--muted);font-size:.9rem}
.no-script{display:none;margin:1.25rem 0 0;padding:.75rem 1rem;border-radius:8px;background:var(--page)}
@media (scripting:none){.no-script{display:block}}
.alert{margin:0;padding:.75rem 1rem;border-radius:8px;background:var(--error-surface);color:var(--error)}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--ok-surface);color:var(--ok)}
.facts{margin:0 0 1.25rem;display:grid;gap:.75rem}
h1+.facts,h1+.lead{margin-top:1rem}
.facts div{display:grid;grid-template-columns:6rem 1fr;gap:.5rem}
.facts dt{color:var(--muted);font-size:.9rem}
.facts dd{margin:0;overflow-wrap:anywhere}
.facts ul{list-style:none;margin:0;padding:0}
.facts .muted{color:var(--muted)}
.manage-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:0}
.manage-actions form{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.6rem 1.1rem;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;border:1px solid var(--border);background:var(--surface);color:var(--text)}
.button.danger{border-color:var(--error);color:var(--error)}
.menu .join{margin-top:.4rem;min-height:2.25rem;padding:.35rem .9rem;border-color:var(--primary);color:var(--primary)}
.menu .join[hidden]{display:none}
.button.danger-solid{border:0;background:var(--error);color:var(--surface)}
nav.langs{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem .75rem;font-size:.9rem;color:var(--muted)}
nav.langs a{color:var(--muted);text-decoration:none;padding:.25rem .125rem}
nav.langs a[aria-current=true]{color:var(--text);font-weight:600;text-decoration:underline}
`;
