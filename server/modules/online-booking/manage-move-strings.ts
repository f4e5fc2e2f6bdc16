import type { Language } from '../../../src/schema/enums';

/**
 * The manage page's words for moving a booking and for its calendar file, one set a language (the page's other words
 * are in booking-page-strings.ts).
 */
export type ManageMoveStrings = {
  move: string;
  moveTitle: string;
  bookedNow: (when: string) => string;
  previousWeek: string;
  nextWeek: string;
  timesOf: (date: string) => string;
  noTimesWeek: string;
  showNextWeek: string;
  keepTime: string;
  movedNow: string;
  callToMove: string;
  addToCalendar: string;
};

export const manageMoveStrings: Record<Language, ManageMoveStrings> = {
  EN: {
    move: 'Move booking',
    moveTitle: 'Choose a new time',
    bookedNow: (when) => `Booked now for ${when}. Choose the time you would like instead.`,
    previousWeek: 'Previous week',
    nextWeek: 'Next week',
    timesOf: (date) => `Free times on ${date}`,
    noTimesWeek: 'No free times this week.',
    showNextWeek: 'Show next week',
    keepTime: 'Keep the time I have',
    movedNow: 'Your booking has been moved.',
    callToMove: 'To move it now, please call the salon.',
    addToCalendar: 'Add to calendar',
  },
  SR: {
    move: 'Pomeri termin',
    moveTitle: 'Izaberite novo vreme',
    bookedNow: (when) => `Sada ste zakazani za ${when}. Izaberite vreme koje vam više odgovara.`,
    previousWeek: 'Prethodna nedelja',
    nextWeek: 'Sledeća nedelja',
    timesOf: (date) => `Slobodni termini – ${date}`,
    noTimesWeek: 'Ove nedelje nema slobodnih termina.',
    showNextWeek: 'Prikaži sledeću nedelju',
    keepTime: 'Zadrži postojeće vreme',
    movedNow: 'Vaš termin je pomeren.',
    callToMove: 'Da biste ga sada pomerili, pozovite salon.',
    addToCalendar: 'Dodaj u kalendar',
  },
  RU: {
    move: 'Перенести запись',
    moveTitle: 'Выберите новое время',
    bookedNow: (when) => `Сейчас вы записаны на ${when}. Выберите время, которое подходит вам больше.`,
    previousWeek: 'Предыдущая неделя',
    nextWeek: 'Следующая неделя',
    timesOf: (date) => `Свободное время: ${date}`,
    noTimesWeek: 'На этой неделе свободного времени нет.',
    showNextWeek: 'Показать следующую неделю',
    keepTime: 'Оставить моё время',
    movedNow: 'Ваша запись перенесена.',
    callToMove: 'Чтобы перенести запись сейчас, позвоните в салон.',
    addToCalendar: 'Добавить в календарь',
  },
  TR: {
    move: 'Randevuyu taşı',
    moveTitle: 'Yeni bir saat seçin',
    bookedNow: (when) => `Şu anki randevunuz: ${when}. Bunun yerine istediğiniz saati seçin.`,
    previousWeek: 'Önceki hafta',
    nextWeek: 'Sonraki hafta',
    timesOf: (date) => `${date} boş saatleri`,
    noTimesWeek: 'Bu hafta boş saat yok.',
    showNextWeek: 'Sonraki haftayı göster',
    keepTime: 'Mevcut saatim kalsın',
    movedNow: 'Randevunuz taşındı.',
    callToMove: 'Şimdi taşımak için lütfen salonu arayın.',
    addToCalendar: 'Takvime ekle',
  },
  PT: {
    move: 'Alterar marcação',
    moveTitle: 'Escolha um novo horário',
    bookedNow: (when) => `Tem marcação para ${when}. Escolha o horário que prefere.`,
    previousWeek: 'Semana anterior',
    nextWeek: 'Semana seguinte',
    timesOf: (date) => `Horários livres em ${date}`,
    noTimesWeek: 'Não há horários livres esta semana.',
    showNextWeek: 'Ver a semana seguinte',
    keepTime: 'Manter o horário que tenho',
    movedNow: 'A sua marcação foi alterada.',
    callToMove: 'Para a alterar agora, ligue para o salão.',
    addToCalendar: 'Adicionar ao calendário',
  },
};
