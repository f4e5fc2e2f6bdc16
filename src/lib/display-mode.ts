import type { DisplayMode } from '@/schema/enums';

/** Checked in this order; a window matches exactly one display-mode media query. */
const mediaModes = ['fullscreen', 'standalone', 'minimal-ui', 'window-controls-overlay', 'browser'] as const;

type DisplayWindow = Pick<Window, 'matchMedia'> & {
  document: Pick<Document, 'referrer'>;
  navigator: Navigator & { standalone?: boolean };
};

/** Spec §4 "Display mode": a Trusted Web Activity announces itself through its android-app:// referrer. */
export function detectDisplayMode(win: DisplayWindow = window): DisplayMode {
  if (win.document.referrer.startsWith('android-app://')) return 'twa';
  if (typeof win.matchMedia !== 'function') return 'unknown';
  return mediaModes.find((mode) => win.matchMedia(`(display-mode: ${mode})`).matches) ?? 'unknown';
}

/** Installed: iOS home-screen app (navigator.standalone) or display mode standalone. */
export const isInstalledApp = (win: DisplayWindow = window): boolean =>
  win.navigator.standalone === true || detectDisplayMode(win) === 'standalone';

/**
 * Body classes the theme styles: `all-safe-zones` (padding for notches, always) and `full-screen-height`
 * (the installed app owns the whole screen height).
 */
export function applyDisplayModeClasses(doc: Document = document, win: DisplayWindow = window): void {
  doc.body.classList.add('all-safe-zones');
  doc.body.classList.toggle('full-screen-height', isInstalledApp(win));
}
