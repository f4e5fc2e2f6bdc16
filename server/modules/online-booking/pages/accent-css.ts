/**
 * The salon's own colour on its booking page (Settings → Widget → "How it looks": the page's and the widget's). One
 * #rrggbb, checked by the settings' schema, becomes the page's primary in both themes: as chosen in the light one,
 * mixed with white in the dark one so it stays readable on the dark surface, each with the text colour (white or near
 * black) that contrasts with it more (WCAG 2 relative luminance), so a pale yellow keeps dark button text.
 */
const channel = (hex: string) => {
  const value = Number.parseInt(hex, 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance(color: string): number {
  const [r, g, b] = [color.slice(1, 3), color.slice(3, 5), color.slice(5, 7)].map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
const nearBlack = '#0b1120';

/** The text colour on a fill of `color`: white or near black, whichever contrasts more. */
export function textOn(color: string): string {
  const fill = relativeLuminance(color);
  return contrast(fill, 1) >= contrast(fill, relativeLuminance(nearBlack)) ? '#fff' : nearBlack;
}

/** Two channels mixed: `share` of `color`, the rest white. */
function mixWithWhite(color: string, share: number): string {
  const mixed = [1, 3, 5].map((at) => Math.round(Number.parseInt(color.slice(at, at + 2), 16) * share + 255 * (1 - share)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export function accentCss(color: string): string {
  const dark = mixWithWhite(color, 0.55);
  return `:root{--primary:${color};--primary-hover:${color};--on-primary:${textOn(color)}}@media (prefers-color-scheme:dark){:root{--primary:${dark};--primary-hover:${dark};--on-primary:${textOn(dark)}}}`;
}
