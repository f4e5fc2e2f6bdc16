import type { Language } from '../../../../src/schema/enums';
import { bookingPageStrings } from '../booking-page-strings';
import { bookingCss } from './booking-css';

/**
 * The frame of the pages a message's link opens (a waitlist offer or place, a class place): the booking pages' look,
 * the language switcher on the same address, and a filled primary button for the one form they post.
 */
const css = `${bookingCss}.button.primary{border:0;background:var(--primary);color:var(--on-primary)}\n`;
const switcherHref = (lang: Language) => `?lang=${lang}`;

export const linkPageFrame = (lang: Language, title: string) => ({ lang, title, hrefFor: switcherHref, words: bookingPageStrings, css });
