// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyDisplayModeClasses, detectDisplayMode, isInstalledApp } from './display-mode';

const fakeWindow = ({
  mode,
  referrer = '',
  standalone,
}: {
  mode?: string;
  referrer?: string;
  standalone?: boolean;
}) => ({
  matchMedia: (query: string) =>
    ({ matches: mode !== undefined && query === `(display-mode: ${mode})` }) as MediaQueryList,
  document: { referrer },
  navigator: { standalone } as Navigator & { standalone?: boolean },
});

describe('display mode (spec §4)', () => {
  it.each(['browser', 'standalone', 'minimal-ui', 'fullscreen', 'window-controls-overlay'] as const)(
    'detects %s',
    (mode) => {
      expect(detectDisplayMode(fakeWindow({ mode }))).toBe(mode);
    },
  );

  it('detects a Trusted Web Activity by its android-app referrer', () => {
    expect(
      detectDisplayMode(fakeWindow({ mode: 'standalone', referrer: 'android-app://com.example.app/' })),
    ).toBe('twa');
  });

  it('answers unknown when nothing matches', () => {
    expect(detectDisplayMode(fakeWindow({}))).toBe('unknown');
  });

  it('is installed in standalone mode or as an iOS home-screen app', () => {
    expect(isInstalledApp(fakeWindow({ mode: 'standalone' }))).toBe(true);
    expect(isInstalledApp(fakeWindow({ mode: 'browser', standalone: true }))).toBe(true);
    expect(isInstalledApp(fakeWindow({ mode: 'browser' }))).toBe(false);
    expect(isInstalledApp(fakeWindow({ mode: 'fullscreen' }))).toBe(false);
  });

  it('always adds all-safe-zones and full-screen-height only when installed', () => {
    document.body.className = '';
    applyDisplayModeClasses(document, fakeWindow({ mode: 'browser' }));
    expect([...document.body.classList]).toEqual(['all-safe-zones']);
    applyDisplayModeClasses(document, fakeWindow({ mode: 'standalone' }));
    expect([...document.body.classList].sort()).toEqual(['all-safe-zones', 'full-screen-height']);
  });
});
