import { describe, expect, it } from 'vitest';
import {
  branchPhoneCountry,
  dialCodeOf,
  dialCodeOfCountry,
  formatPhone,
  formatPhoneInternational,
  isInternationalPhoneText,
  phoneNumberSchema,
  phoneSearchDigits,
  searchWords,
  toE164,
  typePhone,
  invalidPhoneMessage,
  type PhoneCountry,
} from './phone';
import { phoneSchema } from './primitives';

/** One number per country, in the forms its people write it, and how it is stored and shown. */
const numbers: { country: PhoneCountry; forms: string[]; e164: string; national: string; international: string; invalid: string[] }[] = [
  {
    country: 'RS',
    forms: ['064 123 4567', '0641234567', '064/123-4567', '+381 64 123 4567', '00381 64 123 4567', '+381641234567', '(064) 123 45 67'],
    e164: '+381641234567',
    national: '064 1234567',
    international: '+381 64 1234567',
    invalid: ['064 12', '123', '+381 1', '0641234567890123'],
  },
  {
    country: 'RU',
    forms: ['8 (912) 345-67-89', '8 912 345 67 89', '+7 912 345-67-89', '+79123456789'],
    e164: '+79123456789',
    national: '8 (912) 345-67-89',
    international: '+7 912 345 67 89',
    invalid: ['8 912 345', '+7 12'],
  },
  {
    country: 'TR',
    forms: ['0532 123 45 67', '05321234567', '+90 532 123 45 67', '0090 532 123 4567'],
    e164: '+905321234567',
    national: '0532 123 45 67',
    international: '+90 532 123 45 67',
    invalid: ['0532 123', '+90 5'],
  },
  {
    country: 'PT',
    forms: ['912 345 678', '912345678', '+351 912 345 678', '00351912345678'],
    e164: '+351912345678',
    national: '912 345 678',
    international: '+351 912 345 678',
    invalid: ['912 345', '+351 12'],
  },
  {
    country: 'GB',
    forms: ['07911 123456', '07911123456', '+44 7911 123456', '0044 7911 123456'],
    e164: '+447911123456',
    national: '07911 123456',
    international: '+44 7911 123456',
    invalid: ['07911 12', '+44 1'],
  },
  {
    country: 'US',
    forms: ['(201) 555-0123', '201-555-0123', '+1 201 555 0123', '2015550123'],
    e164: '+12015550123',
    national: '(201) 555-0123',
    international: '+1 201 555 0123',
    invalid: ['555-0123', '+1 201'],
  },
];

describe('phone numbers', () => {
  for (const { country, forms, e164, national, international, invalid } of numbers) {
    it(`${country}: every form people write is one E.164 number`, () => {
      for (const form of forms) expect(toE164(form, country), form).toBe(e164);
      expect(phoneNumberSchema(country).parse(` ${forms[0]!} `)).toBe(e164);
      expect(dialCodeOf(e164)).toBe(international.split(' ')[0]);
    });

    it(`${country}: shown in the national format at home and the international one elsewhere`, () => {
      expect(formatPhone(e164, country)).toBe(national);
      expect(formatPhone(e164, country === 'RS' ? 'PT' : 'RS')).toBe(international);
      expect(formatPhoneInternational(e164)).toBe(international);
    });

    it(`${country}: refuses what is no phone number with one sentence`, () => {
      for (const text of [...invalid, 'abc', '', '+']) {
        expect(toE164(text, country), text).toBeUndefined();
        const result = phoneNumberSchema(country).safeParse(text);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([invalidPhoneMessage]);
      }
    });
  }

  it('reads a number without its country code by the dial code given beside it', () => {
    expect(toE164('641234567', 'PT', '+381')).toBe('+381641234567');
    expect(toE164('8 912 345 67 89', 'RS', '+7')).toBe('+79123456789');
    // A number with its own country code keeps it, whatever the dial code says.
    expect(toE164('+351 912 345 678', 'RS', '+381')).toBe('+351912345678');
  });

  it('takes the branch country from its time zone, RS when the zone names none', () => {
    expect(branchPhoneCountry({ timeZone: 'Europe/Belgrade' })).toBe('RS');
    expect(branchPhoneCountry({ timeZone: 'Europe/Moscow' })).toBe('RU');
    expect(branchPhoneCountry({ timeZone: 'Europe/Istanbul' })).toBe('TR');
    expect(branchPhoneCountry({ timeZone: 'Europe/Lisbon' })).toBe('PT');
    expect(branchPhoneCountry({ timeZone: 'Atlantic/Madeira' })).toBe('PT');
    expect(branchPhoneCountry({ timeZone: 'Europe/Ljubljana' })).toBe('SI');
    expect(branchPhoneCountry({ timeZone: 'America/New_York' })).toBe('US');
    expect(branchPhoneCountry({ timeZone: 'Europe/Kiev' })).toBe('UA');
    expect(branchPhoneCountry({ timeZone: 'UTC' })).toBe('RS');
    expect(branchPhoneCountry(null)).toBe('RS');
  });

  it('gives every time zone the browser offers a country the phone rules know (or RS)', () => {
    for (const timeZone of Intl.supportedValuesOf('timeZone')) expect(dialCodeOfCountry(branchPhoneCountry({ timeZone }))).toMatch(/^\+\d+$/);
    const countries = new Set(Intl.supportedValuesOf('timeZone').map((timeZone) => branchPhoneCountry({ timeZone })));
    expect(countries.size).toBeGreaterThan(200);
  });

  it('turns a search word into the digits of stored numbers', () => {
    expect(phoneSearchDigits('064')).toEqual({ digits: '64', international: false });
    expect(phoneSearchDigits('064 12')).toEqual({ digits: '6412', international: false });
    expect(phoneSearchDigits('0641234567')).toEqual({ digits: '641234567', international: false });
    expect(phoneSearchDigits('+381 64')).toEqual({ digits: '38164', international: true });
    expect(phoneSearchDigits('00381 64')).toEqual({ digits: '38164', international: true });
    expect(phoneSearchDigits('(064) 123-45')).toEqual({ digits: '6412345', international: false });
    expect(phoneSearchDigits('912')).toEqual({ digits: '912', international: false });
    for (const word of ['Ana', 'a1', '0', '+', '', '%', '64%']) expect(phoneSearchDigits(word), word).toBeNull();
  });

  it('formats as it is typed, for the chosen country or the one a +code names', () => {
    expect(typePhone('0641234567', 'RS')).toEqual({ text: '064 1234567', country: 'RS', e164: '+381641234567' });
    expect(typePhone('064 12', 'RS')).toMatchObject({ country: 'RS', e164: undefined });
    expect(typePhone('+7912', 'RS')).toMatchObject({ text: '+7 912', e164: undefined });
    expect(typePhone('+79123456789', 'RS')).toMatchObject({ country: 'RU', e164: '+79123456789' });
  });

  it('knows an international number as the CSV export writes it, and nothing else', () => {
    expect(isInternationalPhoneText('+381 64 1234567')).toBe(true);
    expect(isInternationalPhoneText('+7 912 345 67 89')).toBe(true);
    for (const text of ['+1+1', '+381 64 12', '=1+1', '+381  64 1234567', '+381-64-1234567', "+381 64 1234567'"]) {
      expect(isInternationalPhoneText(text), text).toBe(false);
    }
  });

  it("lets the resources' field schema take any written form and refuse other characters", () => {
    for (const text of ['064 123 4567', '+381 (64) 123-45.67', '0641234567']) expect(phoneSchema.safeParse(text).success, text).toBe(true);
    for (const text of ['abc', '064 123 4567 ext', '=1+1', 'a\u0000b', '']) expect(phoneSchema.safeParse(text).success, text).toBe(false);
  });

  it('keeps a number typed in groups one search word', () => {
    expect(searchWords(' 064 123  4567 ')).toEqual(['064 123 4567']);
    expect(searchWords('Ana 064 12 Petrović')).toEqual(['Ana', '064 12', 'Petrović']);
    expect(searchWords('+381 64 ana')).toEqual(['+381 64', 'ana']);
    expect(searchWords('')).toEqual([]);
  });
});
