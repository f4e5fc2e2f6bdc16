import { describe, expect, it } from 'vitest';
import { termsParagraphs } from './terms-paragraphs';
import { termsUpdateSchema } from './terms';

describe('terms', () => {
  it('keeps one kind of line end and no blank edges, so the same text is the same version', () => {
    expect(termsUpdateSchema.parse({ text: '\r\n  One.\r\nStill one.\r\n\r\nTwo.  \n', version: 0 }).text).toBe('One.\nStill one.\n\nTwo.');
  });

  it('takes up to 20 000 characters', () => {
    expect(termsUpdateSchema.safeParse({ text: 'x'.repeat(20_000), version: 1 }).success).toBe(true);
    expect(termsUpdateSchema.safeParse({ text: 'x'.repeat(20_001), version: 1 }).error?.issues[0]).toMatchObject({ path: ['text'], message: 'terms_too_long' });
  });

  it('splits paragraphs at empty lines, keeping the lines within one', () => {
    expect(termsParagraphs('One.\nStill one.\n\n  \n\nTwo.\n \nThree.')).toEqual(['One.\nStill one.', 'Two.', 'Three.']);
    expect(termsParagraphs('')).toEqual([]);
  });
});
