import { describe, expect, it } from 'vitest';
import { toCsv } from '../engine/csv-text';
import { decodeUtf8, parseCsv, readCsv } from './read-csv';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a CSV file', () => {
  it('reads UTF-8 with or without a byte order mark, with any separator', () => {
    const expected = { ok: true, table: { columns: ['firstName', 'lastName'], rows: [{ firstName: 'Đorđe', lastName: 'Čolić' }] } };
    expect(readCsv(utf8('firstName,lastName\r\nĐorđe,Čolić\r\n'))).toEqual(expected);
    expect(readCsv(utf8('\uFEFFfirstName;lastName\nĐorđe;Čolić\n'))).toEqual(expected);
    expect(readCsv(utf8('firstName\tlastName\nĐorđe\tČolić'))).toEqual(expected);
  });

  it('reads back what the export writes, quoted separators and line breaks included', () => {
    const read = readCsv(utf8(toCsv([['firstName', 'note'], ['Ana', 'a;b, c\n"d"']])));
    expect(read).toEqual({ ok: true, table: { columns: ['firstName', 'note'], rows: [{ firstName: 'Ana', note: 'a;b, c\n"d"' }] } });
  });

  it('refuses a file that is not UTF-8 rather than read its letters as �', () => {
    // "José" in Windows-1252, and "Ana" in UTF-16 as Excel's "Unicode text" saves it.
    const windows1252 = Uint8Array.from([...utf8('firstName\nJos'), 0xe9, 0x0a]);
    const utf16 = Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x6e, 0x00, 0x61, 0x00]);
    expect(decodeUtf8(windows1252)).toBeNull();
    expect(readCsv(windows1252)).toEqual({ ok: false, problem: 'notUtf8' });
    expect(readCsv(utf16)).toEqual({ ok: false, problem: 'notUtf8' });
  });

  it('refuses a quote that is never closed, naming its line', () => {
    expect(parseCsv('firstName,note\nAna,ok\nBob,"open\nCid,lost\nDan,lost\n')).toEqual({ ok: false, problem: 'unpairedQuote', line: 3 });
    expect(parseCsv('firstName,note\r\nAna,"never closed')).toEqual({ ok: false, problem: 'unpairedQuote', line: 2 });
  });

  it('refuses text after a closing quote, which would run into the next lines', () => {
    expect(parseCsv('firstName,note\nAna,"x"y\nBob,z\n')).toMatchObject({ ok: false, problem: 'unpairedQuote', line: 2 });
  });

  it('reads quotes that pair up, doubled quotes inside included', () => {
    expect(parseCsv('firstName,note\nAna,"say ""hi"""\n')).toEqual({ ok: true, table: { columns: ['firstName', 'note'], rows: [{ firstName: 'Ana', note: 'say "hi"' }] } });
  });
});
