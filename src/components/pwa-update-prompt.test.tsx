// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/i18n/i18n';
import type { ApplyUpdate } from '@/lib/pwa-register';
import { createToastStore } from '@/lib/toast-store';
import { PwaUpdatePrompt, updateToastId } from './pwa-update-prompt';

/** A stand-in for the service worker's registration: the test says when a new version waits. */
function fakeWatch() {
  let listener: ((apply: ApplyUpdate) => void) | null = null;
  const watch = (next: (apply: ApplyUpdate) => void) => {
    listener = next;
    return () => {
      listener = null;
    };
  };
  return { watch, announce: (apply: ApplyUpdate) => act(() => listener?.(apply)) };
}

describe('PwaUpdatePrompt', () => {
  afterEach(cleanup);

  it('shows nothing until a new version waits, then a toast that stays, whose Reload takes the update', async () => {
    await initI18n('EN');
    const store = createToastStore();
    const { watch, announce } = fakeWatch();
    render(<PwaUpdatePrompt watch={watch} store={store} />);
    expect(store.getSnapshot()).toEqual([]);

    const apply = vi.fn();
    announce(apply);
    const [toast] = store.getSnapshot();
    expect(toast).toMatchObject({ id: updateToastId, summary: 'A new version is available', life: 0, closable: true });
    expect(toast?.action?.label).toBe('Reload');
    toast?.action?.onClick();
    expect(apply).toHaveBeenCalledOnce();
  });

  it('follows a language loaded later while shown, but stays closed once closed', async () => {
    await initI18n('EN');
    const store = createToastStore();
    const { watch, announce } = fakeWatch();
    render(<PwaUpdatePrompt watch={watch} store={store} />);
    announce(vi.fn());

    i18n.addResourceBundle('sr', 'common', { pwa: { updateAvailable: 'Dostupna je nova verzija', reload: 'Učitaj ponovo' } });
    await act(() => i18n.changeLanguage('sr'));
    expect(store.getSnapshot()[0]).toMatchObject({ summary: 'Dostupna je nova verzija', action: { label: 'Učitaj ponovo' } });

    act(() => store.remove(updateToastId));
    await act(() => i18n.changeLanguage('en'));
    expect(store.getSnapshot()).toEqual([]);
  });
});
