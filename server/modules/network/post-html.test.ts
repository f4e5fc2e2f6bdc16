import { describe, expect, it } from 'vitest';
import { plainText, sanitizePostHtml } from './post-html';

const photo = '/n/-/images/0b6f4c1e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';

describe("the blog's HTML allowlist", () => {
  it('keeps what the editor writes', () => {
    const html = `<h2>Spring</h2><p><strong>New</strong> <em>colours</em> and <a href="https://example.com/x">a link</a></p><ul><li>one</li></ul><blockquote><p>q</p></blockquote><img src="${photo}" alt="Salon">`;
    expect(sanitizePostHtml(html)).toBe(
      `<h2>Spring</h2><p><strong>New</strong> <em>colours</em> and <a href="https://example.com/x" rel="noopener nofollow ugc">a link</a></p><ul><li>one</li></ul><blockquote><p>q</p></blockquote><img src="${photo}" alt="Salon" />`,
    );
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    const out = sanitizePostHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
  });

  it('removes every on* attribute and style', () => {
    const out = sanitizePostHtml('<p onclick="alert(1)" style="color:red" onmouseover="x()">text</p><img src="' + photo + '" onerror="alert(1)">');
    expect(out).not.toMatch(/on(click|mouseover|error)|style/);
    expect(out).toContain('<p>text</p>');
  });

  it('drops javascript: and data: links but keeps the words', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener nofollow ugc">x</a>');
    expect(sanitizePostHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizePostHtml('<a href="data:text/html,<script>">x</a>')).not.toMatch(/data:/);
    expect(sanitizePostHtml('<a href="mailto:hi@example.com">mail</a>')).toContain('href="mailto:hi@example.com"');
  });

  it("keeps only images of the site's own photo pipeline", () => {
    expect(sanitizePostHtml('<img src="https://tracker.example/pixel.gif">')).toBe('');
    expect(sanitizePostHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizePostHtml(`<img src="${photo}/thumb">`)).toBe(`<img src="${photo}/thumb" />`);
  });

  it('gives the words of a post for its description', () => {
    expect(plainText('<h2>Tom &amp; Jerry</h2><p>Cut &lt;short&gt;</p>', 100)).toBe('Tom & Jerry Cut <short>');
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});
