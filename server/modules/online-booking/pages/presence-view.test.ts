import { describe, expect, it } from 'vitest';
import { defaultPresenceImages } from '../../../../src/schema/online-booking/presence-images';
import { defaultPresenceSeo } from '../../../../src/schema/online-booking/presence-seo';
import type { PresenceRow } from '../presence.repository';
import { consentBar } from './consent';
import { presenceView } from './presence-view';

const row = (ga4Id: string, metaPixelId = ''): PresenceRow => ({
  images: defaultPresenceImages,
  imagesVersion: 0,
  marketing: { promoText: '', ga4Id, metaPixelId },
  marketingVersion: 1,
  seo: defaultPresenceSeo,
  seoVersion: 0,
});

describe('the page’s trackers', () => {
  it('are offered (the consent bar) only when the server enables tracking and an id is set', () => {
    expect(presenceView(row('G-ABC12345'), 'centre', 'https://book.example', false).tracking).toBeNull();
    expect(presenceView(row(''), 'centre', 'https://book.example', true).tracking).toBeNull();
    expect(presenceView(row('', '123456789012'), 'centre', 'https://book.example', true).tracking).toEqual({ ga4Id: '', metaPixelId: '123456789012' });
    expect(consentBar(presenceView(row('G-ABC12345'), 'centre', 'https://book.example', false), 'EN')).toBe('');
    expect(String(consentBar(presenceView(row('G-ABC12345'), 'centre', 'https://book.example', true), 'EN'))).toContain('data-ga4="G-ABC12345"');
  });
});
