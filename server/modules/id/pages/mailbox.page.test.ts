import { describe, expect, it } from 'vitest';
import { linkify } from './mailbox.page';

describe('mailbox bodies', () => {
  it('make links clickable and keep the rest escaped', () => {
    const body = 'Open <this>:\nhttps://app.test/id/reset?token=abc&lang=EN.\nThanks';
    expect(linkify(body).value).toBe(
      'Open &lt;this&gt;:\n<a href="https://app.test/id/reset?token=abc&amp;lang=EN">https://app.test/id/reset?token=abc&amp;lang=EN</a>.\nThanks',
    );
  });

  it('do not let a crafted URL break out of the attribute', () => {
    expect(linkify('http://x.test/"onmouseover=alert(1)').value).toBe(
      '<a href="http://x.test/">http://x.test/</a>&quot;onmouseover=alert(1)',
    );
  });
});
