import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CodeRequest } from '../../../src/schema/online-booking/public-booking';
import { countriesText } from '../../../src/schema/online-booking/page-formats';
import { smsCountryOf, type VerificationSettings } from '../../../src/schema/online-booking/verification';
import { branchPhoneCountry, toE164 } from '../../../src/schema/phone';
import { badInput, type FieldIssue } from '../../plugins/app/domain-error';
import { bookingPageLocale } from './booking-page-language';

/**
 * A code request judged by the branch's settings (Online booking → Settings → Verification and Terms): a channel the
 * page offers, a phone of a country SMS may go to (SMS pumping: docs/online-booking.md decision 5), and the terms
 * accepted in the version in force. Every refusal at once, each naming its field, in the page's language.
 */
/** What the checks read of a request: a booking's, the waitlist's or a class place's. */
export type ContactRequest = Pick<CodeRequest, 'channel' | 'phone' | 'email' | 'termsVersion'>;

export type PageRules = { verification: VerificationSettings; terms: { version: number } | null; timeZone: string };

/** Where the code goes (a phone in E.164, or the e-mail as given) and the terms version the booking keeps. */
export function checkCodeRequest(request: ContactRequest, rules: PageRules): { target: string; termsVersion: number | null } {
  const { verification, terms } = rules;
  const issues: FieldIssue[] = [];
  const offered = verification.channels.includes(request.channel);
  if (!offered) issues.push({ path: ['channel'], message: (m) => m.onlineBooking.channelOff });
  if (terms && request.termsVersion === undefined) issues.push({ path: ['termsVersion'], message: (m) => m.onlineBooking.termsRequired });
  else if (terms && request.termsVersion !== terms.version) issues.push({ path: ['termsVersion'], message: (m) => m.onlineBooking.termsChanged });
  // A channel the page does not offer is refused as such: its address is not judged.
  const target = request.channel === 'email' || !offered ? (request.email ?? '') : phoneTarget(request.phone!, rules, issues, request.channel === 'sms');
  if (issues.length > 0) throw badInput(issues);
  return { target, termsVersion: terms ? terms.version : null };
}

/**
 * The phone in E.164, read as the branch's country when written without a country code. An SMS's is refused outside
 * the branch's countries; Telegram's is not (no SMS is paid for: Telegram itself proves the number).
 */
function phoneTarget(phone: string, { verification, timeZone }: PageRules, issues: FieldIssue[], bySms: boolean): string {
  const e164 = toE164(phone, branchPhoneCountry({ timeZone }));
  if (!e164) {
    issues.push({ path: ['phone'], message: (m) => m.onlineBooking.phoneInvalid });
    return '';
  }
  const country = parsePhoneNumberFromString(e164)?.country;
  if (!bySms) return e164;
  if (!country || !verification.smsCountries.includes(country)) {
    const email = verification.channels.includes('email');
    issues.push({ path: ['phone'], message: (m, language) => m.onlineBooking.smsCountry({ countries: countriesText(verification.smsCountries.map(smsCountryOf), bookingPageLocale(language)), email }) });
  }
  return e164;
}
