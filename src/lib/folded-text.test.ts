import { describe, expect, it } from 'vitest';
import { foldText, foldedIncludes } from './folded-text';

describe('text folded for a search', () => {
  it.each([
    ['Šišanje', 'sisanje'],
    ['Đorđe', 'dorde'],
    ['Djordje', 'dorde'],
    ['Ćirić', 'ciric'],
    ['Coloração', 'coloracao'],
    ['Ёлка', 'елка'],
    ['Saç KESİMİ', 'sac kesimi'],
  ])('%s reads as %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('finds typed text without its accents, in any case', () => {
    expect(foldedIncludes('Žensko šišanje', 'SISA')).toBe(true);
    expect(foldedIncludes('Žensko šišanje', ' zensko ')).toBe(true);
    expect(foldedIncludes('Žensko šišanje', 'muško')).toBe(false);
  });
});
