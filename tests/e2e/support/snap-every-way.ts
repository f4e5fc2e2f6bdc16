import type { Page, TestInfo } from '@playwright/test';
import { apiCall } from '../crud/resource-flows';
import { snapBothThemes } from './flows';

/**
 * Screenshots of what `ready` shows in English and Serbian, each in the light and the dark theme, for a person to
 * look at. The signed-in person's language is put back afterwards, whatever happens.
 */
export async function snapEveryWay(page: Page, testInfo: TestInfo, name: string, ready: (language: 'EN' | 'SR') => Promise<void>) {
  for (const language of ['EN', 'SR'] as const) {
    if (language === 'SR') {
      await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'SR' });
      await page.reload();
    }
    try {
      await ready(language);
      await snapBothThemes(page, testInfo, `${name}-${language.toLowerCase()}`);
    } finally {
      if (language === 'SR') {
        await apiCall(page, 'PATCH', 'me', { ISOLanguage: 'EN' });
        await page.reload();
      }
    }
  }
}
