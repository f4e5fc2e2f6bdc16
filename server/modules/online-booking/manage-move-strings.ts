import type { Language } from '../../../src/schema/enums';

/**
 * The manage page's words for moving a booking, one set a language. Its other words are the page's
 * (booking-page-strings.ts) and, for the week of times and the calendar file, the booking steps' own
 * (booking-step-strings.ts), so a week reads the same on both pages.
 */
export type ManageMoveStrings = {
  move: string;
  moveTitle: string;
  bookedNow: (when: string) => string;
  keepTime: string;
  movedNow: string;
  callToMove: string;
};

export const manageMoveStrings: Record<Language, ManageMoveStrings> = {
  EN: {
    move: 'Move booking',
    moveTitle: 'Choose a new time',
    bookedNow: (when) => `Booked now: ${when}. Choose the time you would like instead.`,
    keepTime: 'Keep the time I have',
    movedNow: 'Your booking has been moved.',
    callToMove: 'To move it now, please call the salon.',
  },
  SR: {
    move: 'Pomeri termin',
    moveTitle: 'Izaberite novo vreme',
    bookedNow: (when) => `Vaš termin sada: ${when}. Izaberite vreme koje vam više odgovara.`,
    keepTime: 'Zadrži postojeće vreme',
    movedNow: 'Vaš termin je pomeren.',
    callToMove: 'Da biste ga sada pomerili, pozovite salon.',
  },
  RU: {
    move: 'Перенести запись',
    moveTitle: 'Выберите новое время',
    bookedNow: (when) => `Ваша запись сейчас: ${when}. Выберите время, которое подходит вам больше.`,
    keepTime: 'Оставить моё время',
    movedNow: 'Ваша запись перенесена.',
    callToMove: 'Чтобы перенести запись сейчас, позвоните в салон.',
  },
  TR: {
    move: 'Randevuyu taşı',
    moveTitle: 'Yeni bir saat seçin',
    bookedNow: (when) => `Şu anki randevunuz: ${when}. Bunun yerine istediğiniz saati seçin.`,
    keepTime: 'Mevcut saatim kalsın',
    movedNow: 'Randevunuz taşındı.',
    callToMove: 'Şimdi taşımak için lütfen salonu arayın.',
  },
  PT: {
    move: 'Alterar marcação',
    moveTitle: 'Escolha um novo horário',
    bookedNow: (when) => `A sua marcação agora: ${when}. Escolha o horário que prefere.`,
    keepTime: 'Manter o horário que tenho',
    movedNow: 'A sua marcação foi alterada.',
    callToMove: 'Para a alterar agora, ligue para o salão.',
  },
};
