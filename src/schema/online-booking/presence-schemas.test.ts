import { describe, expect, it } from 'vitest';
import { domainNameSchema, isDomainName, normaliseDomain } from './presence-domain';
import { presenceImagesProblems } from './presence-images';
import { presenceMarketingProblems, presenceMarketingSettingsSchema } from './presence-marketing';
import { presenceSeoProblems } from './presence-seo';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';

describe('presence schemas', () => {
  it('takes a typed domain as the host name DNS and the Host header carry', () => {
    expect(normaliseDomain(' https://Book.Salon.example/path?x=1 ')).toBe('book.salon.example');
    expect(normaliseDomain('salon.example.')).toBe('salon.example');
    // A port is no part of a domain (the Host header's is ignored too).
    expect(normaliseDomain('salon.example:8080')).toBe('salon.example');
    expect(normaliseDomain('салон.рф')).toBe('xn--80awgdm.xn--p1ai');
    expect(domainNameSchema.parse('xn--80awgdm.xn--p1ai')).toBe('xn--80awgdm.xn--p1ai');
    for (const bad of ['localhost', '127.0.0.1', 'salon', 'salon..example', '-salon.example', 'salon.123', `${'a'.repeat(64)}.example`]) {
      expect(isDomainName(normaliseDomain(bad)), bad).toBe(false);
    }
  });

  it('checks tracking ids by format, trimming and upper-casing a GA4 id; empty is none', () => {
    expect(presenceMarketingSettingsSchema.parse({ promoText: ' Hi ', ga4Id: ' g-ab12cd34ef ', metaPixelId: '' })).toEqual({ promoText: 'Hi', ga4Id: 'G-AB12CD34EF', metaPixelId: '' });
    expect(presenceMarketingProblems({ promoText: 'x'.repeat(301), ga4Id: 'UA-1-2', metaPixelId: '12345' })).toEqual([
      { path: 'promoText', message: 'too_long' },
      { path: 'ga4Id', message: 'ga4_invalid' },
      { path: 'metaPixelId', message: 'pixel_invalid' },
    ]);
  });

  it('limits the SEO title and description after folding blanks', () => {
    expect(presenceSeoProblems({ title: `  ${'t '.repeat(35)}`, description: '', shareImage: null })).toEqual([]);
    expect(presenceSeoProblems({ title: 't'.repeat(71), description: 'd'.repeat(161), shareImage: null }).map((p) => p.path)).toEqual(['title', 'description']);
  });

  it('keeps the cover and logo among the gallery, and no photo twice', () => {
    expect(presenceImagesProblems({ photos: [a, b], cover: b, logo: a })).toEqual([]);
    expect(presenceImagesProblems({ photos: [a, a.toUpperCase()], cover: b, logo: null })).toEqual([
      { path: 'photos', message: 'duplicate' },
      { path: 'cover', message: 'not_in_gallery' },
    ]);
  });
});
