import type { Language } from '../../../../src/schema/enums';
import { en } from './en';
import { pt } from './pt';
import { ru } from './ru';
import { sr } from './sr';
import type { SignInStrings } from './strings';
import { tr } from './tr';

/** Registry of the five languages of spec §9, in the switcher's order. */
export const stringsByLanguage: Record<Language, SignInStrings> = { EN: en, SR: sr, RU: ru, TR: tr, PT: pt };
