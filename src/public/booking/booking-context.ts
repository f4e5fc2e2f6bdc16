import type { BookingIslandData, BookingStepWords } from '@/schema/online-booking/booking-island';
import type { BranchPage } from '@/schema/online-booking/booking-page';
import { clockText, dateText, durationText, priceText } from '@/schema/online-booking/page-formats';
import { bookingApi, type BookingApi } from './api';

/** What every step reads: the page, its words, its formats and the calls; made once when the island starts. */
export type BookingContext = {
  data: BookingIslandData;
  page: BranchPage;
  words: BookingStepWords;
  api: BookingApi;
  format: {
    price: (amount: string) => string;
    duration: (minutes: number) => string;
    clock: (time: string) => string;
    date: (date: string) => string;
  };
};

export function bookingContext(data: BookingIslandData): BookingContext {
  const { page, words, lang, locale } = data;
  return {
    data,
    page,
    words,
    api: bookingApi(page.slug, lang, words.networkError),
    format: {
      price: (amount) => priceText(amount, page.branch.currency, locale),
      duration: (minutes) => durationText(minutes, lang, locale),
      clock: (time) => clockText(time, locale),
      date: (date) => dateText(date, locale),
    },
  };
}
