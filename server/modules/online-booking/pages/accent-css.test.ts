import { describe, expect, it } from 'vitest';
import { accentCss, relativeLuminance, textOn } from './accent-css';

describe('the salon colour on its booking page', () => {
  it('measures luminance as WCAG does', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBeCloseTo(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('writes white on dark fills and near black on pale ones', () => {
    expect(textOn('#1b2a4e')).toBe('#fff');
    expect(textOn('#ffdd00')).toBe('#0b1120');
    expect(textOn('#e11d48')).toBe('#fff');
  });

  it('keeps the colour in the light theme and lightens it in the dark one', () => {
    const css = accentCss('#1b2a4e');
    expect(css).toContain(':root{--primary:#1b2a4e;--primary-hover:#1b2a4e;--on-primary:#fff}');
    expect(css).toContain('@media (prefers-color-scheme:dark){:root{--primary:#828a9e;--primary-hover:#828a9e;--on-primary:#0b1120}}');
  });
});
