import { describe, expect, it } from 'vitest';
import { avatarPalette, colourOfName, initialsOf, lettersOn } from './initials';

const contrast = (a: string, b: string) => {
  const lum = (hex: string) => {
    const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, keeping accents', () => {
    expect(initialsOf('Đorđe Petrović')).toBe('ĐP');
    expect(initialsOf('ana marija ilić')).toBe('AI');
    expect(initialsOf('Живко Живковић')).toBe('ЖЖ');
    expect(initialsOf('Çağla Şahin')).toBe('ÇŞ');
  });

  it('copes with one word, extra spaces, hyphens, punctuation and nothing at all', () => {
    expect(initialsOf('Anna')).toBe('A');
    expect(initialsOf('  Anna   Maria  ')).toBe('AM');
    expect(initialsOf('Jean-Luc')).toBe('JL');
    expect(initialsOf('(Milan) "Mile" Ilić')).toBe('MI');
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
  });

  it('keeps a letter with a combining accent whole', () => {
    expect(initialsOf('E\u0301lodie Martin')).toBe('E\u0301M');
  });
});

describe('colourOfName', () => {
  it('gives a name the same colour every time, whatever its case or spaces', () => {
    expect(colourOfName('Milica Ilić')).toBe(colourOfName(' milica ilić '));
    expect(avatarPalette).toContain(colourOfName('Milica Ilić'));
  });

  it('spreads names over the palette', () => {
    const names = ['Ana', 'Boris', 'Cvijeta', 'Dragan', 'Elena', 'Filip', 'Goran', 'Hana', 'Ivan', 'Jelena', 'Kosta', 'Lena'];
    expect(new Set(names.map(colourOfName)).size).toBeGreaterThanOrEqual(6);
  });

  it('every palette colour carries white letters at AA contrast', () => {
    for (const colour of avatarPalette) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('lettersOn', () => {
  it('writes white on dark colours and near-black on light ones', () => {
    expect(lettersOn('#3f7cac')).toBe('#fff');
    expect(lettersOn('#ffeb3b')).toBe('#111');
    expect(lettersOn('#f8bbd0')).toBe('#111');
    expect(lettersOn('not a colour')).toBe('#fff');
  });
});
