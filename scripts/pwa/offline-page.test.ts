import { describe, expect, it } from 'vitest';
import { readOfflineTexts, renderOfflinePage } from './offline-page';

describe('offline page', () => {
  it('says in the five languages that the app needs a connection', () => {
    const texts = readOfflineTexts('src/i18n');
    expect(texts.map((t) => t.lang)).toEqual(['en', 'sr', 'ru', 'tr', 'pt']);
    const html = renderOfflinePage(texts);
    expect(html).toContain('<section lang="en"><h2>No connection</h2>');
    expect(html).toContain('<section lang="ru"><h2>Нет подключения</h2>');
    for (const t of texts) expect(html).toContain(`<span lang="${t.lang}">${t.retry}</span>`);
    // Nothing the Content-Security-Policy would block: no script at all.
    expect(html).not.toContain('<script');
  });

  it('escapes the texts', () => {
    const html = renderOfflinePage([{ lang: 'en', title: '<b>', body: 'a & "b"', retry: 'x' }]);
    expect(html).toContain('<h2>&lt;b&gt;</h2><p>a &amp; &quot;b&quot;</p>');
  });
});
