import { SegmentedMessage } from 'sms-segments-calculator';
import type { Language } from '../enums';

/**
 * How long an SMS is, in what a carrier bills: parts. Twilio's calculator holds the GSM 03.38 (3GPP TS 23.038)
 * default alphabet and its extension table, and splits as a carrier does (an escape pair or a surrogate pair is never
 * cut between two parts); we only read its answer in the units a person counts.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsParts = {
  encoding: SmsEncoding;
  /** GSM-7: septets (an extension character such as € counts 2); UCS-2: UTF-16 code units (an emoji counts 2). */
  characters: number;
  /** 0 for an empty text. */
  parts: number;
  /** 160 or 70 in a single part; 153 or 67 once the message is split (each part carries a 6-byte header). */
  perPart: number;
  /** Characters (in the same units) that still fit in the last part before another one starts. */
  remainingInPart: number;
  /** Each character that forces UCS-2, once, in the order they appear. */
  nonGsmCharacters: string[];
};

const unitBits: Record<SmsEncoding, number> = { 'GSM-7': 7, 'UCS-2': 16 };
const singlePart: Record<SmsEncoding, number> = { 'GSM-7': 160, 'UCS-2': 70 };
const concatenatedPart: Record<SmsEncoding, number> = { 'GSM-7': 153, 'UCS-2': 67 };

export function smsParts(text: string): SmsParts {
  const message = new SegmentedMessage(text);
  const encoding = message.encodingName;
  // The calculator counts a UCS-2 message in graphemes; the carrier's limit is in UTF-16 code units.
  const characters = encoding === 'UCS-2' ? text.length : message.numberOfCharacters;
  const parts = text === '' ? 0 : message.segmentsCount;
  const perPart = parts > 1 ? concatenatedPart[encoding] : singlePart[encoding];
  const last = message.segments.at(-1);
  const remainingInPart = parts > 1 && last ? Math.floor(last.freeSizeInBits() / unitBits[encoding]) : perPart - characters;
  return { encoding, characters, parts, perPart, remainingInPart, nonGsmCharacters: [...new Set(message.getNonGsmCharacters())] };
}

/** GSM 03.38's default alphabet and extension table, to keep what a phone shows as it is. */
const gsmCharacters = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà' +
    '\f^{}\\[~]|€',
);

/** Serbian (and Macedonian) Cyrillic to the official Latin script; Latin letters with diacritics go on below. */
const serbianCyrillic: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj',
  м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č',
  џ: 'dž', ш: 'š', ѓ: 'gj', ќ: 'kj', ѕ: 'dz',
};

/** Russian (and the common Ukrainian letters) by BGN/PCGN without its diacritics and apostrophes. */
const russianCyrillic: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/** Latin letters Unicode's decomposition does not take to a bare letter (đ is not d with a mark, and reads dj). */
const latinLetters: Record<string, string> = { đ: 'dj', ı: 'i', ł: 'l', œ: 'oe', þ: 'th', ð: 'd' };

/** Typography a phone or keyboard puts in that the GSM alphabet spells plainly. */
const punctuation: Record<string, string> = {
  '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\t': ' ', '‘': "'", '’': "'", '‚': "'", '′': "'", '“': '"', '”': '"',
  '„': '"', '«': '"', '»': '"', '–': '-', '—': '-', '‒': '-', '−': '-', '…': '...', '•': '*', '·': '.', '№': 'No',
};

const serbianOnly = /[ЂђЈјЉљЊњЋћЏџЃѓЌќЅѕ]/;

/** A capital that becomes several letters is written in capitals when its neighbour is a capital too (ЉУБА → LJUBA). */
function casedLike(source: string, latin: string, neighbour: string | undefined): string {
  if (source === source.toLowerCase()) return latin;
  const allCaps = neighbour !== undefined && neighbour !== neighbour.toLowerCase() && neighbour === neighbour.toUpperCase();
  return allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** Each letter the table (keyed by small letters) names, in the case of the original. */
function transliterated(text: string, table: Record<string, string>): string {
  const characters = [...text];
  return characters
    .map((character, index) => {
      const latin = table[character.toLowerCase()];
      if (latin === undefined) return character;
      const next = characters[index + 1];
      const neighbour = next && /\p{L}/u.test(next) ? next : characters[index - 1];
      return casedLike(character, latin, neighbour);
    })
    .join('');
}

function toGsmCharacter(character: string): string {
  if (gsmCharacters.has(character)) return character;
  const replacement = punctuation[character];
  if (replacement !== undefined) return replacement;
  const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
  return [...bare].every((part) => gsmCharacters.has(part)) ? bare : character;
}

/**
 * The message in letters the GSM alphabet has, so it goes as GSM-7 (160 to a part) instead of UCS-2 (70): Serbian
 * Cyrillic through the Serbian Latin alphabet (Љ → Lj, Ђ → Đ → Dj, Џ → Dž → Dz), Russian by BGN/PCGN, letters with
 * diacritics to their bare letter (č ć → c, š → s, đ → dj, ş → s, ã → a) unless GSM has them as they are (é à ö ü Ä
 * Ñ Ç). Which Cyrillic it is comes from `language`, or else from the letters only Serbian has. A character with no
 * Latin reading (an emoji, Chinese) stays, and the message stays UCS-2 rather than lose it.
 */
export function toGsmLatin(text: string, language?: Language): string {
  const serbian = language === 'SR' || (language !== 'RU' && serbianOnly.test(text));
  const latin = transliterated(transliterated(text.normalize('NFC'), serbian ? serbianCyrillic : russianCyrillic), latinLetters);
  return [...latin].map(toGsmCharacter).join('');
}
