import { describe, expect, it } from 'vitest';
import { accountDigits, accountMessages, buildIpsQr, controlDigits, formatAccount, ipsAccountSchema, ipsAmount, isAccountControlRight, validateIpsQr, type IpsPayment } from './ips-qr';
import { ipsQrFor, ipsSettingsSchema, purposeFor } from './ips-settings';

/** A bill for a haircut, with an account that passes MOD 97 (the NBS recommendations' own example numbers do too). */
const payment: IpsPayment = {
  account: '265-1660310005042-68',
  payeeName: 'Salon Centar d.o.o.',
  payeeAddress: 'Knez Mihailova 1, Beograd',
  amount: '1500.00',
  paymentCode: '289',
  purpose: 'Usluge salona',
};
const valid = 'K:PR|V:01|C:1|R:265166031000504268|N:Salon Centar d.o.o.\nKnez Mihailova 1, Beograd|I:RSD1500,00|SF:289|S:Usluge salona';
const tagsOf = (text: string) => validateIpsQr(text).map((problem) => problem.tag);
const replaced = (tag: string, value: string | null) =>
  valid
    .split('|')
    .flatMap((field) => (field.startsWith(`${tag}:`) ? (value === null ? [] : [`${tag}:${value}`]) : [field]))
    .join('|');

describe('accounts', () => {
  it.each([
    ['265-1660310005042-68', '265166031000504268'],
    ['840-955845-10', '840000000095584510'],
    ['165-55-74', '165000000000005574'],
    ['310-1234567891211-86', '310123456789121186'],
    [' 265 166031000504268 ', '265166031000504268'],
  ])('%s is written as %s, and its control number matches', (written, digits) => {
    expect(accountDigits(written)).toBe(digits);
    expect(isAccountControlRight(digits)).toBe(true);
    expect(ipsAccountSchema.parse(written)).toBe(digits);
  });
  it('a wrong shape and a wrong control number are each named', () => {
    expect(ipsAccountSchema.safeParse('2651660310005042').error?.issues[0]?.message).toBe(accountMessages.shape);
    expect(ipsAccountSchema.safeParse('26-1660310005042-68').error?.issues[0]?.message).toBe(accountMessages.shape);
    expect(ipsAccountSchema.safeParse('265-1660310005042-69').error?.issues[0]?.message).toBe(accountMessages.control);
  });
  it('shows 18 digits back with dashes, and computes control digits by MOD 97-10', () => {
    expect(formatAccount('265166031000504268')).toBe('265-1660310005042-68');
    expect(controlDigits('2651660310005042')).toBe('68');
    expect(controlDigits('123412')).toBe('14');
  });
});

describe('amounts', () => {
  it.each([
    ['1500.00', 'RSD1500,00'],
    ['1500', 'RSD1500,00'],
    ['0.5', 'RSD0,50'],
    ['999999999999.99', 'RSD999999999999,99'],
  ])('%s is %s', (amount, text) => expect(ipsAmount(amount)).toBe(text));
  it('refuses what is no amount in dinars', () => {
    expect(() => ipsAmount('-1.00')).toThrow(RangeError);
    expect(() => ipsAmount('1,5')).toThrow(RangeError);
    expect(() => ipsAmount('1000000000000.00')).toThrow(RangeError);
  });
});

describe('building and validating', () => {
  it('builds the tags in order, separated by |, with no trailing |, and the validator finds nothing', () => {
    expect(buildIpsQr(payment)).toBe(valid);
    expect(validateIpsQr(valid)).toEqual([]);
  });
  it('leaves out optional tags with no value, and writes a model 97 reference with its control digits', () => {
    const bare = buildIpsQr({ ...payment, payeeAddress: '', purpose: '', reference: { model: '97', number: '123412' } });
    expect(bare).toBe('K:PR|V:01|C:1|R:265166031000504268|N:Salon Centar d.o.o.|I:RSD1500,00|SF:289|RO:9714123412');
    expect(validateIpsQr(bare)).toEqual([]);
    expect(buildIpsQr({ ...payment, reference: { model: '00', number: '2026-15' } })).toContain('|RO:002026-15');
  });
  it('refuses to build a code that breaks a rule', () => {
    expect(() => buildIpsQr({ ...payment, account: '265-1660310005042-69' })).toThrow(/R:/);
    expect(() => buildIpsQr({ ...payment, paymentCode: '389' })).toThrow(/SF:/);
    expect(() => buildIpsQr({ ...payment, purpose: 'x'.repeat(36) })).toThrow(/S:/);
  });

  it.each([
    ['a leading |', `|${valid}`, '*'],
    ['a trailing |', `${valid}|`, '*'],
    ['a trailing new line', `${valid}\n`, '*'],
    ['an empty field between two |', valid.replace('|V:01', '||V:01'), '*'],
    ['an unknown tag', `${valid}|X:1`, '*'],
    ['K other than PR', replaced('K', 'PT'), 'K'],
    ['V other than 01', replaced('V', '1'), 'V'],
    ['C other than 1', replaced('C', '2'), 'C'],
    ['R not 18 digits', replaced('R', '265-1660310005042-68'), 'R'],
    ['R with a wrong control number', replaced('R', '265166031000504269'), 'R'],
    ['N over 70 characters', replaced('N', 'x'.repeat(71)), 'N'],
    ['N on 4 lines', replaced('N', 'a\nb\nc\nd'), 'N'],
    ['I with a decimal point', replaced('I', 'RSD1500.00'), 'I'],
    ['I in euros', replaced('I', 'EUR1500,00'), 'I'],
    ['I without the whole part', replaced('I', 'RSD,50'), 'I'],
    ['I with thousands separated', replaced('I', 'RSD1.500,00'), 'I'],
    ['SF of 2 digits', replaced('SF', '89'), 'SF'],
    ['SF starting with 3', replaced('SF', '389'), 'SF'],
    ['S over 35 characters', replaced('S', 'x'.repeat(36)), 'S'],
    ['an empty S', replaced('S', ''), 'S'],
    ['RO with wrong model 97 control digits', `${valid}|RO:9715123412`, 'RO'],
    ['RO over 25 characters', `${valid}|RO:00${'1'.repeat(24)}`, 'RO'],
    ['M of 3 digits', `${valid}|M:123`, 'M'],
    ['a tag twice', replaced('S', 'a|S:b'), 'S'],
    ['tags out of order', 'K:PR|V:01|C:1|R:265166031000504268|I:RSD1,00|N:Salon|SF:289', 'N'],
  ])('names %s', (_rule, text, tag) => {
    expect(tagsOf(text)).toEqual([tag]);
  });
  it.each(['K', 'V', 'C', 'R', 'N', 'I', 'SF'])('names %s when it is missing', (tag) => {
    expect(tagsOf(replaced(tag, null))).toContain(tag);
  });
  it('an empty text misses every required tag', () => {
    expect(tagsOf('')).toEqual(['K', 'V', 'C', 'R', 'N', 'I', 'SF']);
  });
});

describe('branch settings', () => {
  const settings = ipsSettingsSchema.parse({ account: '265-1660310005042-68', payeeName: 'Salon Centar', payeeAddress: 'Beograd', paymentCode: '289', purpose: 'Usluge {date}' });
  it('keeps the account as 18 digits and puts the day into the purpose', () => {
    expect(settings.account).toBe('265166031000504268');
    expect(purposeFor(settings.purpose, '2026-11-28')).toBe('Usluge 28.11.2026');
  });
  it('builds a valid code for an amount due, round trip through the validator', () => {
    const text = ipsQrFor(settings, '2400.50', '2026-11-28');
    expect(text).toBe('K:PR|V:01|C:1|R:265166031000504268|N:Salon Centar\nBeograd|I:RSD2400,50|SF:289|S:Usluge 28.11.2026');
    expect(validateIpsQr(text)).toEqual([]);
  });
  it('names each field that breaks a rule', () => {
    const result = ipsSettingsSchema.safeParse({ account: '265-1660310005042-69', payeeName: 'A|B', payeeAddress: 'x'.repeat(60), paymentCode: '389', purpose: `${'x'.repeat(26)}{date}` });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['account', 'payeeName', 'paymentCode', 'purpose']);
    const long = ipsSettingsSchema.safeParse({ account: '265166031000504268', payeeName: 'x'.repeat(40), payeeAddress: 'y'.repeat(40), paymentCode: '289' });
    expect(long.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['payeeAddress']);
  });
});
