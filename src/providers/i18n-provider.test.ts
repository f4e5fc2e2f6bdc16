// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '@/schema/config';
import { i18n } from '@/i18n/i18n';
import { i18nProvider } from './i18n-provider';

describe('i18n provider (Refine v5)', () => {
  beforeEach(() => localStorage.clear());

  it('changeLocale loads the language, persists it and getLocale reports it', async () => {
    await i18nProvider.changeLocale('TR');
    expect(i18nProvider.getLocale()).toBe('TR');
    expect(localStorage.getItem(appConfig.storageKeys.language)).toBe('TR');
    expect(document.documentElement.lang).toBe('tr');
    await i18nProvider.changeLocale('pt-BR');
    expect(i18nProvider.getLocale()).toBe('PT');
  });

  it('translate accepts options, a default message, or the default message in place of options', async () => {
    await i18nProvider.changeLocale('EN');
    expect(i18nProvider.translate('buttons.save')).toBe('Save');
    expect(i18nProvider.translate('notifications.createSuccess', { resource: 'Client' })).toBe(
      'Successfully created Client',
    );
    expect(i18nProvider.translate('no.such.key', {}, 'Fallback')).toBe('Fallback');
    expect(i18nProvider.translate('no.such.key', 'Plain fallback')).toBe('Plain fallback');
    expect(i18n.language).toBe('en');
  });
});
