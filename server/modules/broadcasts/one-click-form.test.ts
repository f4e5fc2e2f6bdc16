import { describe, expect, it } from 'vitest';
import { isOneClick, oneClickFields } from './one-click-form';

describe('oneClickFields', () => {
  it('reads the urlencoded body our page and some mailboxes send', () => {
    const fields = oneClickFields('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click&lang=SR');
    expect(fields).toEqual({ 'List-Unsubscribe': 'One-Click', lang: 'SR' });
    expect(isOneClick(fields)).toBe(true);
  });

  it('reads the multipart body RFC 8058 asks for', () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n';
    expect(isOneClick(oneClickFields('multipart/form-data; boundary=xyz', body))).toBe(true);
    expect(isOneClick(oneClickFields('multipart/form-data; boundary="xyz"', body))).toBe(true);
  });

  it('finds no request in anything else', () => {
    expect(isOneClick(oneClickFields('application/x-www-form-urlencoded', 'List-Unsubscribe=Maybe'))).toBe(false);
    expect(isOneClick(oneClickFields('text/plain', 'List-Unsubscribe=One-Click'))).toBe(false);
    expect(isOneClick(oneClickFields('multipart/form-data', 'List-Unsubscribe=One-Click'))).toBe(false);
    expect(isOneClick(oneClickFields(undefined, ''))).toBe(false);
  });
});
