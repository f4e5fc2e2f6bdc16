import { z } from 'zod';

/**
 * The National Bank of Serbia's IPS QR code for a bill (identification code PR), as its technical rules and
 * recommendations define the text the code carries: `TAG:value` fields joined by `|`, nothing before the first and
 * after the last. Only the tags a salon's bill needs are built (K, V, C, R, N, I, SF, S, RO); the validator knows the
 * others (O, P, M, JS, RL, RP) so a code from elsewhere is judged whole. docs/payments-ips.md says why.
 */

/** The tags in the order the format lists them; a code writes them in this order. */
export const ipsTags = ['K', 'V', 'C', 'R', 'N', 'I', 'O', 'P', 'SF', 'S', 'M', 'JS', 'RO', 'RL', 'RP'] as const;
export type IpsTag = (typeof ipsTags)[number];
const requiredTags: readonly IpsTag[] = ['K', 'V', 'C', 'R', 'N', 'I', 'SF'];

/** Remainder of a long digit string by 97, digit by digit (no BigInt, no float). */
const mod97 = (digits: string): number => [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);

/** ISO 7064 MOD 97-10: the two control digits that make `digits` followed by them leave 1 when divided by 97. */
export const controlDigits = (digits: string): string => String(98 - mod97(`${digits}00`)).padStart(2, '0');

export const accountMessages = {
  shape: 'Write the account as bank code, number and control number, such as 160-0000000012345-67',
  control: 'The control number does not match this account: check the digits',
} as const;

/**
 * An account as people write it ("160-0000000012345-67", "160-12345-67", spaces, or 18 digits) as the 18 digits the
 * code carries: the bank's 3 digits, the number padded with zeros on the left to 13, the 2 control digits. Null when
 * it has no such shape; the control number is checked apart (`isAccountControlRight`).
 */
export function accountDigits(written: string): string | null {
  const text = written.replace(/\s+/g, '');
  if (/^\d{18}$/.test(text)) return text;
  const parts = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(text);
  return parts ? `${parts[1]}${parts[2]!.padStart(13, '0')}${parts[3]}` : null;
}

export const isAccountControlRight = (digits: string): boolean => /^\d{18}$/.test(digits) && mod97(digits) === 1;

/** 18 digits as they are shown back: 160-0000000012345-67. */
export const formatAccount = (digits: string): string => `${digits.slice(0, 3)}-${digits.slice(3, 16)}-${digits.slice(16)}`;

/** The account field: any written form in, the 18 digits out; a wrong shape and a wrong control number each said. */
export const ipsAccountSchema = z
  .string()
  .trim()
  .transform((written, context) => {
    const digits = accountDigits(written);
    if (digits === null) context.addIssue({ code: 'custom', message: accountMessages.shape });
    else if (!isAccountControlRight(digits)) context.addIssue({ code: 'custom', message: accountMessages.control });
    return digits ?? '';
  });

/** A payment's reference: its model (two digits; 97 carries its own control digits) and the reference itself. */
export type IpsReference = { model: string; number: string };

/**
 * Model 97's reference: its two control digits (MOD 97-10 of the number) before the number, written without dashes
 * or spaces. Only digits: the letters model 97 turns into numbers are not used by salons' references.
 */
export const model97Reference = (number: string): string => `${controlDigits(number)}${number}`;

/** What a salon's bill asks for; the amount as the product's money text ("1500.00"). */
export type IpsPayment = {
  account: string;
  payeeName: string;
  payeeAddress?: string;
  amount: string;
  paymentCode: string;
  purpose?: string;
  reference?: IpsReference;
};

/** "1500.00" → "RSD1500,00": the decimal comma is always written, thousands never separated. */
export function ipsAmount(amount: string): string {
  const parts = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!parts) throw new RangeError(`Not an amount in dinars: ${JSON.stringify(amount)}`);
  return `RSD${parts[1]},${(parts[2] ?? '').padEnd(2, '0')}`;
}

/**
 * The code's text for a payment. Throws when the payment breaks a rule (the settings screen and the server check the
 * same rules first, so a saved setting never does); every field is then checked again by `validateIpsQr`.
 */
export function buildIpsQr(payment: IpsPayment): string {
  const account = accountDigits(payment.account);
  const name = [payment.payeeName.trim(), payment.payeeAddress?.trim() ?? ''].filter(Boolean).join('\n');
  const fields: [IpsTag, string | undefined][] = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', account ?? payment.account],
    ['N', name],
    ['I', ipsAmount(payment.amount)],
    ['SF', payment.paymentCode],
    ['S', payment.purpose?.trim()],
    ['RO', payment.reference ? referenceText(payment.reference) : undefined],
  ];
  // An optional tag with nothing in it is left out: the rules forbid an empty field such as `|S:|`.
  const text = fields
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([tag, value]) => `${tag}:${value}`)
    .join('|');
  const problems = validateIpsQr(text);
  if (problems.length > 0) throw new RangeError(`Not a valid IPS QR code: ${problems.map((p) => `${p.tag}: ${p.message}`).join('; ')}`);
  return text;
}

const referenceText = ({ model, number }: IpsReference): string => {
  const compact = number.replace(/[\s-]/g, '');
  return model === '97' ? `97${model97Reference(compact)}` : `${model}${number.trim()}`;
};

/** One rule a code breaks: the tag it is about (`*` for the text as a whole) and a sentence saying which rule. */
export type IpsProblem = { tag: IpsTag | '*'; message: string };

const nameLines = (value: string, max: number) => value.length <= max && value.split('\n').length <= 3 && value.split('\n').every((line) => line.trim() !== '');

/** Each tag's own rule: a sentence when the value breaks it, else null. */
const tagRules: Record<IpsTag, (value: string) => string | null> = {
  K: (v) => (v === 'PR' ? null : 'K must be PR (a bill’s code)'),
  V: (v) => (v === '01' ? null : 'V must be 01'),
  C: (v) => (v === '1' ? null : 'C must be 1 (UTF-8)'),
  R: (v) => (!/^\d{18}$/.test(v) ? 'R must be the account as 18 digits' : isAccountControlRight(v) ? null : 'R: the account’s control number does not match'),
  N: (v) => (nameLines(v, 70) ? null : 'N must be the payee’s name (and address) in at most 70 characters and 3 lines'),
  I: (v) => (/^RSD\d{1,12},\d{0,2}$/.test(v) && v.length <= 18 ? null : 'I must be RSD and the amount with a decimal comma, such as RSD1500,00'),
  O: (v) => (/^\d{18}$/.test(v) && isAccountControlRight(v) ? null : 'O must be the payer’s account as 18 digits'),
  P: (v) => (nameLines(v, 70) ? null : 'P must be the payer’s name (and address) in at most 70 characters and 3 lines'),
  SF: (v) => (/^[12]\d{2}$/.test(v) ? null : 'SF must be a payment code of 3 digits starting with 1 or 2'),
  S: (v) => (v.length <= 35 && !v.includes('\n') ? null : 'S must be the purpose in at most 35 characters'),
  M: (v) => (/^\d{4}$/.test(v) ? null : 'M must be a merchant category code of 4 digits'),
  JS: (v) => (/^\d{5}$/.test(v) ? null : 'JS must be a one-time code of 5 digits'),
  RO: (v) => referenceProblem(v),
  RL: (v) => (v.length <= 140 ? null : 'RL must be at most 140 characters'),
  RP: (v) => (/^\d{19}$/.test(v) ? null : 'RP must be 19 digits'),
};

function referenceProblem(value: string): string | null {
  if (value.length > 25 || !/^\d{2}[\d-]*$/.test(value)) return 'RO must be the model (2 digits) and the reference, at most 25 characters';
  if (value.startsWith('97')) {
    const rest = value.slice(2);
    if (!/^\d{3,}$/.test(rest)) return 'RO with model 97 must be its control digits and the reference, digits only';
    if (mod97(`${rest.slice(2)}${rest.slice(0, 2)}`) !== 1) return 'RO: the model 97 control digits do not match the reference';
  }
  return null;
}

/**
 * Every rule the text breaks, named one by one (an empty list: a valid code): the delimiters and spaces around the
 * text, unknown, repeated, empty, missing or misplaced tags, and each tag's own rule.
 */
export function validateIpsQr(text: string): IpsProblem[] {
  const problems: IpsProblem[] = [];
  const whole = (message: string) => problems.push({ tag: '*', message });
  if (text.startsWith('|')) whole('The text must not start with |');
  if (text.endsWith('|')) whole('The text must not end with |');
  if (text !== text.trim()) whole('The text must not start or end with spaces or new lines');
  const seen: IpsTag[] = [];
  const inner = text.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (const field of inner === '' ? [] : inner.split('|')) {
    if (field === '') {
      whole('Two | with no field between them');
      continue;
    }
    const colon = field.indexOf(':');
    const tag = (colon < 0 ? field : field.slice(0, colon)) as IpsTag;
    const value = colon < 0 ? '' : field.slice(colon + 1);
    if (!ipsTags.includes(tag)) {
      whole(`Unknown tag ${JSON.stringify(tag)}`);
      continue;
    }
    if (seen.includes(tag)) problems.push({ tag, message: `${tag} must appear once` });
    else if (seen.length > 0 && ipsTags.indexOf(tag) < ipsTags.indexOf(seen[seen.length - 1]!)) problems.push({ tag, message: `${tag} is out of order` });
    seen.push(tag);
    if (value === '') problems.push({ tag, message: `${tag} is empty: leave out a tag with no value` });
    else {
      const broken = tagRules[tag](value);
      if (broken) problems.push({ tag, message: broken });
    }
  }
  for (const tag of requiredTags) if (!seen.includes(tag)) problems.push({ tag, message: `${tag} is required` });
  return problems;
}
