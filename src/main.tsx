import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyDisplayModeClasses } from '@/lib/display-mode';
import { installHistoryGuard } from '@/lib/history-guard';
import { initI18n } from '@/providers/i18n-provider';

// Spec §4 "Display mode": body classes for safe areas and the installed app, before the first paint.
applyDisplayModeClasses(document);
// Before the router listens: a form with unsaved changes may hold the browser's Back (src/lib/history-guard.ts).
installHistoryGuard();
// Sets up i18next (no translations yet: the session guard loads them per route, login excepted).
void initI18n();

// Spec §8: a lazy chunk that fails to load fires vite:preloadError. Usually a new version replaced the old
// chunks: load the new app, once per page (a second failure is left to the error page, to avoid a loop).
const reloadFlag = 'chunkReloadAt';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(reloadFlag) ?? 0);
  if (Date.now() - last < 30_000) return;
  sessionStorage.setItem(reloadFlag, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
