/**
 * What an avatar shows without a photo: up to two letters of the name and a colour that stays the same for the
 * same name, so a person is recognised across lists and the schedule before any photo is taken.
 */

/** First letters of the first and last words ("Đorđe Petrović" → "ĐP", "Anna" → "A", "" → ""). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–—]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Whole graphemes: a letter with a combining accent stays one letter.
  const letter = (word: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word))[0]?.segment ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

/**
 * Mid-tone colours that carry white letters at WCAG AA contrast (4.5:1 or more against #fff) in either theme.
 * A name always gets the same one (a hash of its letters), so nobody's colour changes between screens.
 */
export const avatarPalette = ['#1565c0', '#6a1b9a', '#ad1457', '#c62828', '#2e7d32', '#00695c', '#4527a0', '#37474f', '#0277bd', '#5d4037'] as const;

export function colourOfName(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLocaleLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarPalette[hash % avatarPalette.length]!;
}

/** White or near-black letters, whichever reads better on `background` (`#rrggbb`, e.g. a member's colour). */
export function lettersOn(background: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(background)?.[1];
  if (!hex) return '#fff';
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with #111 ((L + 0.05) / 0.0556).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0556 ? '#fff' : '#111';
}
