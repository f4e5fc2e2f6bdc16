import type { Language } from '../../../src/schema/enums';
import { en, type ServerMessages } from './en';
import { pt } from './pt';
import { ru } from './ru';
import { sr } from './sr';
import { tr } from './tr';

/** The API's sentences in the five languages of spec §9. */
export const messagesByLanguage: Record<Language, ServerMessages> = { EN: en, SR: sr, RU: ru, TR: tr, PT: pt };
