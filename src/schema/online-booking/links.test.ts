import { describe, expect, it } from 'vitest';
import { campaignTagsSchema, noCampaignTags, taggedUrl } from './links';

describe('booking links with campaign tags', () => {
  it('adds only the tags given, encoded', () => {
    expect(taggedUrl('https://branchbook.test/book/centre', noCampaignTags)).toBe('https://branchbook.test/book/centre');
    expect(taggedUrl('https://branchbook.test/book/centre', { source: 'instagram', medium: '', campaign: 'proleće-2027' })).toBe(
      'https://branchbook.test/book/centre?utm_source=instagram&utm_campaign=prole%C4%87e-2027',
    );
  });

  it('refuses what analytics tools would split or drop', () => {
    expect(campaignTagsSchema.safeParse({ source: 'a b', medium: '', campaign: '' }).success).toBe(false);
    expect(campaignTagsSchema.safeParse({ source: 'x'.repeat(61), medium: '', campaign: '' }).success).toBe(false);
    expect(campaignTagsSchema.safeParse({ source: 'flyer', medium: 'print', campaign: 'spring_2027' }).success).toBe(true);
  });
});
