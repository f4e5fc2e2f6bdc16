import type { Sentence } from '../../../i18n/sentence';
import { inviteStringsByLanguage, type InviteStrings } from './invite-strings';
import type { SignInStrings } from './strings';
import { stringsByLanguage } from './strings-by-language';

type PlainKey<Strings> = { [Key in keyof Strings]: Strings[Key] extends string ? Key : never }[keyof Strings];

/** A sentence of the sign-in pages, for the same refusal answered as JSON: in the request's language too. */
export const signInSentence =
  (key: PlainKey<SignInStrings>): Sentence =>
  (_messages, language) =>
    stringsByLanguage[language][key];

export const inviteSentence =
  (key: PlainKey<InviteStrings>): Sentence =>
  (_messages, language) =>
    inviteStringsByLanguage[language][key];
