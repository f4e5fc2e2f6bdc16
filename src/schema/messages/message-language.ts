import type { Language } from '../enums';
import { countryOfTimeZone } from '../time-zone-country';

const languageByCountry: Partial<Record<string, Language>> = {
  RS: 'SR', ME: 'SR', BA: 'SR', HR: 'SR',
  RU: 'RU', BY: 'RU', KZ: 'RU', KG: 'RU',
  TR: 'TR', CY: 'TR',
  PT: 'PT', BR: 'PT', AO: 'PT', MZ: 'PT', CV: 'PT',
};

/**
 * The language a branch writes to its clients in, until clients choose their own: the language of the country its
 * time zone lies in, among the product's five, else English.
 */
export const clientLanguageOfBranch = (timeZone: string): Language => languageByCountry[countryOfTimeZone(timeZone) ?? ''] ?? 'EN';
