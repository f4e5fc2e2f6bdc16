import { describe, expect, it } from 'vitest';
import { embedCode, normaliseWidgetSite, widgetSiteProblem, widgetUpdateSchema } from './widget';

describe('the widget settings', () => {
  it.each([
    ['https://salon.example', null],
    ['https://salon.example:8443', null],
    ['http://localhost:8080', null],
    ['http://127.0.0.1', null],
    ['http://salon.example', 'site_not_https'],
    ['https://salon.example/book', 'site_has_path'],
    ['https://salon.example?x=1', 'site_has_path'],
    ['https://user@salon.example', 'site_has_path'],
    ['salon.example', 'site_invalid'],
    ['ftp://salon.example', 'site_invalid'],
    ['https://salon.example:443', 'site_invalid'],
  ])('judges %s as %s', (site, problem) => {
    expect(widgetSiteProblem(site)).toBe(problem);
  });

  it('takes what a person types as the origin a browser sends', () => {
    expect(normaliseWidgetSite('  https://Salon.Example/ ')).toBe('https://salon.example');
    expect(normaliseWidgetSite('https://salon.example/book')).toBe('https://salon.example/book');
  });

  it('names each refused or repeated site by its place', () => {
    const parsed = widgetUpdateSchema.safeParse({
      allowedSites: ['https://a.example', 'http://b.example', 'https://A.example/'],
      accentColor: null,
      mode: 'inline',
      buttonText: '',
      version: 0,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['allowedSites.1', 'site_not_https'],
      ['allowedSites.2', 'duplicate'],
    ]);
  });

  it('gives one script tag, with the element an inline widget fills and the opener of a pop-up, escaped', () => {
    const scriptUrl = 'https://book.example/book/centre/embed.js';
    expect(embedCode({ mode: 'button', scriptUrl }, 'Book')).toBe(
      `<script src="${scriptUrl}" data-mode="button" async></script>`,
    );
    expect(embedCode({ mode: 'inline', scriptUrl }, 'Book')).toBe(
      `<div id="branchbook-booking"></div>\n<script src="${scriptUrl}" data-mode="inline" async></script>`,
    );
    expect(embedCode({ mode: 'popup', scriptUrl }, '<b>Book</b>')).toContain(
      '<button type="button" data-branchbook-open>&lt;b&gt;Book&lt;/b&gt;</button>',
    );
  });
});
