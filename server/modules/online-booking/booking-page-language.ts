import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../src/schema/enums';
import { countryOfTimeZone } from '../../../src/schema/time-zone-country';
import { languageFromAcceptLanguage, languageFromQuery } from '../../i18n/language';
import { queryFields } from '../id/request-helpers';
import { languageOfCountry } from '../reviews/review-strings';
import { bookingPageStrings } from './booking-page-strings';

/**
 * The booking pages' language: the switcher's `?lang=` (or a form's `lang`), else the browser's, else the language of
 * the branch's country (its time zone's), else English. A visitor's own browser comes before the salon's country: the
 * page is found by strangers, unlike a review link sent to a known client.
 */
export function bookingPageLanguage(request: FastifyRequest, timeZone?: string, chosen: unknown = queryFields(request).lang): Language {
  return (
    languageFromQuery(chosen) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    (timeZone ? languageOfCountry(countryOfTimeZone(timeZone)) : undefined) ??
    'EN'
  );
}

/** The Intl locale: Serbian in Latin script; English as the branch's country writes it ("9:30 AM" in the US only). */
export const bookingPageLocale = (lang: Language, timeZone?: string): string =>
  lang !== 'EN' ? bookingPageStrings[lang].htmlLang : timeZone && countryOfTimeZone(timeZone) === 'US' ? 'en-US' : 'en-GB';
