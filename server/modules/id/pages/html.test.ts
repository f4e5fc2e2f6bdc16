import { describe, expect, it } from 'vitest';
import { html } from './html';

// An alias, so Prettier's embedded-HTML formatting leaves these exact strings alone.
const tag = html;

describe('html template', () => {
  it('escapes interpolated text, including quotes for attributes', () => {
    const name = `"><script>alert('x')</script>`;
    expect(tag`<input value="${name}">`.value).toBe(
      '<input value="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;">',
    );
  });

  it('nests fragments without escaping them twice and skips empty values', () => {
    const items = ['a&b', 'c'].map((x) => tag`<li>${x}</li>`);
    expect(tag`<ul>${items}${false}${null}${undefined}</ul>`.value).toBe(
      '<ul><li>a&amp;b</li><li>c</li></ul>',
    );
  });

  it('renders numbers', () => {
    expect(tag`<b>${42}</b>`.value).toBe('<b>42</b>');
  });
});
