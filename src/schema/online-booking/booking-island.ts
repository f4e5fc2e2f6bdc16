import type { Language } from '../enums';
import type { BranchPage } from './booking-page';
import type { PublicClass } from './classes';
import type { WaitlistStepWords } from './waitlist-words';

/**
 * The booking page's steps are an island of their own build (docs/online-booking.md decision 8): the server renders
 * the page, and hands the island its data as JSON inside it, the steps' words included in the page's language, so the
 * island carries no translations and no i18n library. Types only here, so the island bundles none of zod.
 */

/** The island's source entry, as Vite's manifest names it. */
export const bookingIslandEntry = 'src/public/booking/main.tsx';
/** Vite's manifest of the island's build, under the web app's dist/ (a dot folder: not served as a file). */
export const bookingIslandManifest = '.vite/booking-manifest.json';
/** The element the island takes over, and the JSON it reads. */
export const bookingIslandRootId = 'booking';
export const bookingIslandDataId = 'booking-data';

/** The steps' words, plain text with `{name}` placeholders (the island fills them). */
export type BookingStepWords = {
  stepOf: string;
  back: string;
  continueLabel: string;
  networkError: string;
  servicesTitle: string;
  servicesHint: string;
  otherServices: string;
  yourVisit: string;
  tooManyServices: string;
  employeeTitle: string;
  anyone: string;
  anyoneHint: string;
  timeTitle: string;
  previousWeek: string;
  nextWeek: string;
  week: string;
  timesOf: string;
  morning: string;
  afternoon: string;
  evening: string;
  noTimesWeek: string;
  showNextWeek: string;
  timesLoading: string;
  holding: string;
  detailsTitle: string;
  heldFor: string;
  /** Where the branch takes a deposit at booking: what the client will pay after the code (`{amount}`). */
  depositNotice: string;
  holdExpired: string;
  firstName: string;
  lastName: string;
  channelLegend: string;
  sms: string;
  email: string;
  telegram: string;
  telegramPhone: string;
  phone: string;
  emailAddress: string;
  smsCountries: string;
  comment: string;
  readTerms: string;
  acceptTerms: string;
  termsRequired: string;
  sendCode: string;
  sending: string;
  required: string;
  codeTitle: string;
  codeSentTo: string;
  telegramSteps: string;
  openTelegram: string;
  code: string;
  codeFormat: string;
  confirm: string;
  confirming: string;
  sendAgain: string;
  codeSentAgain: string;
  doneTitle: string;
  waitingNote: string;
  when: string;
  services: string;
  withEmployee: string;
  total: string;
  where: string;
  addToCalendar: string;
  manageLink: string;
  manageHint: string;
};

export type BookingIslandData = {
  lang: Language;
  /** The Intl locale dates, times and prices are written in (`sr-Latn`; English by the branch's country). */
  locale: string;
  page: BranchPage;
  /** The branch's phone as people write it ("+381 11 3234567"): the island has no phone number library. */
  phoneText: string | null;
  words: BookingStepWords;
  /** The waitlist step's words (server/modules/waitlist); without them the step is not offered. */
  waitlist?: WaitlistStepWords;
  /** The classes the page lists (its "Join" buttons open the join steps) and those steps' own words. */
  classes?: { list: readonly PublicClass[]; words: ClassStepWords };
};

/** Joining a class (server/modules/class-seats/class-step-strings.ts); names, contacts and the code reuse the steps' words. */
export type ClassStepWords = {
  title: string;
  placesLeft: string;
  confirm: string;
  joinedTitle: string;
  joinedText: string;
  seatLink: string;
};
