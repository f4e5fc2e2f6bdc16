import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv-text';

/** The file without its byte order mark, split into lines. */
const lines = (rows: string[][]) => toCsv(rows).slice(1).split('\r\n');

describe('CSV text', () => {
  it('starts with a byte order mark and ends lines with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d');
  });

  it("quotes every cell that holds any locale's separator, a line break or a quote", () => {
    expect(lines([['x, y', 'a;b', 'tab\there', 'two\nlines', 'cr\rhere', 'say "hi"', 'plain']])).toEqual([
      '"x, y","a;b","tab\there","two\nlines","cr\rhere","say ""hi""",plain',
    ]);
  });

  it.each([
    // At the start:
    '=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1', '＝1+1', '＋1', '－1+1', '＠SUM(A1)', ' =1+1', '"=1+1',
    // After a separator, where a program that splits the cell there would start a new one:
    'a;=1+1', 'a,=1+1', 'a\t=1+1', 'a\n=1+1', 'a; =1+1', 'a;"=1+1', 'a;＝1+1', 'a;@SUM(A1)', 'a,-1+1',
  ])('neutralises a formula: %j', (cell) => {
    const [written] = lines([[cell]]);
    expect(written?.startsWith(`"'`)).toBe(true);
  });

  it('keeps plain numbers, dates and names as they are', () => {
    expect(lines([['-20.00', '+5', '12.50', '2026-01-02', 'Smith-Jones', 'Hair, Nails', 'e@mail.test']])).toEqual([
      '-20.00,+5,12.50,2026-01-02,Smith-Jones,"Hair, Nails",e@mail.test',
    ]);
  });

  it('writes an international phone number as it is, but guards anything else that starts with +', () => {
    expect(lines([['+381 64 1234567', '+7 912 345 67 89', '+381 64 12', '+1 1+1']])).toEqual([`+381 64 1234567,+7 912 345 67 89,"'+381 64 12","'+1 1+1"`]);
  });

  it('reads back cell for cell (the formula guard adds only its leading quote)', () => {
    const rows = [['name', 'note'], ['a;b', 'two\nlines "quoted"'], ['=1+1', 'x;=2']];
    const parsed = Papa.parse<string[]>(toCsv(rows).slice(1), { delimiter: ',' }).data;
    expect(parsed).toEqual([['name', 'note'], ['a;b', 'two\nlines "quoted"'], ["'=1+1", "'x;=2"]]);
  });
});
