import { describe, expect, it } from 'vitest';
import { smsParts, toGsmLatin } from './sms-text';

describe('smsParts', () => {
  it.each([
    ['', { encoding: 'GSM-7', characters: 0, parts: 0, perPart: 160, remainingInPart: 160 }],
    ['a'.repeat(160), { encoding: 'GSM-7', characters: 160, parts: 1, perPart: 160, remainingInPart: 0 }],
    ['a'.repeat(161), { encoding: 'GSM-7', characters: 161, parts: 2, perPart: 153, remainingInPart: 145 }],
    ['a'.repeat(306), { encoding: 'GSM-7', characters: 306, parts: 2, perPart: 153, remainingInPart: 0 }],
    ['a'.repeat(307), { encoding: 'GSM-7', characters: 307, parts: 3, perPart: 153, remainingInPart: 152 }],
    ['€', { encoding: 'GSM-7', characters: 2, parts: 1, perPart: 160, remainingInPart: 158 }],
    ['€'.repeat(80), { encoding: 'GSM-7', characters: 160, parts: 1, perPart: 160, remainingInPart: 0 }],
    ['{}[]~\\|^', { encoding: 'GSM-7', characters: 16, parts: 1, perPart: 160, remainingInPart: 144 }],
    // The escape and its character stay together: the first part takes 152 septets, the € opens the second.
    ['a'.repeat(152) + '€' + 'a'.repeat(10), { encoding: 'GSM-7', characters: 164, parts: 2, perPart: 153, remainingInPart: 141 }],
    ['Ж'.repeat(70), { encoding: 'UCS-2', characters: 70, parts: 1, perPart: 70, remainingInPart: 0 }],
    ['Ж'.repeat(71), { encoding: 'UCS-2', characters: 71, parts: 2, perPart: 67, remainingInPart: 63 }],
    ['Ж'.repeat(134), { encoding: 'UCS-2', characters: 134, parts: 2, perPart: 67, remainingInPart: 0 }],
    ['Ж'.repeat(135), { encoding: 'UCS-2', characters: 135, parts: 3, perPart: 67, remainingInPart: 66 }],
    // An emoji is two UTF-16 code units, and a pair is never cut: 33 fit in the first part (66), 3 go on.
    ['😀'.repeat(35), { encoding: 'UCS-2', characters: 70, parts: 1, perPart: 70, remainingInPart: 0 }],
    ['😀'.repeat(36), { encoding: 'UCS-2', characters: 72, parts: 2, perPart: 67, remainingInPart: 61 }],
  ])('%j', (text, expected) => {
    expect(smsParts(text)).toMatchObject(expected);
  });

  it('names each character that forces UCS-2, once', () => {
    expect(smsParts('Zdravo, ćao ćao!')).toMatchObject({ encoding: 'UCS-2', nonGsmCharacters: ['ć'] });
    expect(smsParts('Здраво')).toMatchObject({ encoding: 'UCS-2', characters: 6, nonGsmCharacters: ['З', 'д', 'р', 'а', 'в', 'о'] });
    expect(smsParts('čćšžđ ČĆŠŽĐ').nonGsmCharacters).toEqual(['č', 'ć', 'š', 'ž', 'đ', 'Č', 'Ć', 'Š', 'Ž', 'Đ']);
    expect(smsParts('“Hi” – ok').nonGsmCharacters).toEqual(['“', '”', '–']);
  });

  it('keeps the letters GSM 03.38 has as GSM-7', () => {
    expect(smsParts('öüÄÖÑÜäñéèàùìòÇØøÅåÆæßÉ£¥§¿¡ΔΦΓΛΩΠΨΣΘΞ')).toMatchObject({ encoding: 'GSM-7', nonGsmCharacters: [] });
    // GSM has the capital Ç only.
    expect(smsParts('ç').encoding).toBe('UCS-2');
  });
});

describe('toGsmLatin', () => {
  it.each([
    // Serbian Latin
    ['ćevapi', 'cevapi'],
    ['Čačak, Šabac, Žabalj, Đakovo, Niš, đak', 'Cacak, Sabac, Zabalj, Djakovo, Nis, djak'],
    ['ĐORĐE Đorđe', 'DJORDJE Djordje'],
    // Serbian Cyrillic, through Serbian Latin
    ['Здраво, Жељко! Ћао', 'Zdravo, Zeljko! Cao'],
    ['Љубав Њива Џеп Ђорђе Јован', 'Ljubav Njiva Dzep Djordje Jovan'],
    ['ЉУБА ЏЕП Љ.', 'LJUBA DZEP Lj.'],
    ['Ѓорѓи Ќерка', 'Gjorgji Kjerka'],
    // Russian, BGN/PCGN without diacritics
    ['Привет, Юлия! Щука, ёжик, подъезд, Жанна, ЖАННА, Хабаровск, Цой, Чайка, Шишкин', 'Privet, Yuliya! Shchuka, yozhik, podezd, Zhanna, ZHANNA, Khabarovsk, Tsoy, Chayka, Shishkin'],
    ['Эй, Йошкар-Ола, Ульяна', 'Ey, Yoshkar-Ola, Ulyana'],
    // Turkish: ö ü Ö Ü are GSM and stay; Ç too, ç is not
    ['şğıİçöüÖÜ Ağaç İstanbul Çay', 'sgiIcöüÖÜ Agac Istanbul Çay'],
    // Portuguese: é à stay
    ['São João, ãõâêôáíóúç é à', 'Sao Joao, aoaeoaiouc é à'],
    // Punctuation phones put in
    ['“Hi” – ‘ok’… №5\u00a0x', '"Hi" - \'ok\'... No5 x'],
    // Already GSM
    ['ÄÑ € {x} @ £', 'ÄÑ € {x} @ £'],
    // Decomposed input is read as the letter it shows
    ['c\u0301evapi', 'cevapi'],
  ])('%s', (text, gsm) => {
    expect(toGsmLatin(text)).toBe(gsm);
    expect(smsParts(gsm).encoding).toBe('GSM-7');
  });

  it('makes "ćevapi" GSM-7', () => {
    expect(smsParts('ćevapi').encoding).toBe('UCS-2');
    expect(smsParts(toGsmLatin('ćevapi'))).toMatchObject({ encoding: 'GSM-7', characters: 6, parts: 1 });
  });

  it('reads Cyrillic as the language says, else by the letters only Serbian has', () => {
    expect(toGsmLatin('Жена, Шта, Хвала')).toBe('Zhena, Shta, Khvala');
    expect(toGsmLatin('Жена, Шта, Хвала', 'SR')).toBe('Zena, Sta, Hvala');
    expect(toGsmLatin('Жена, Шта, Хвала, Ђорђе')).toBe('Zena, Sta, Hvala, Djordje');
    expect(toGsmLatin('Жена', 'RU')).toBe('Zhena');
  });

  it('keeps what has no Latin reading, so the message stays UCS-2 rather than lose it', () => {
    expect(toGsmLatin('Ana 😀 王')).toBe('Ana 😀 王');
  });
});
