import type { Language } from '../../../src/schema/enums';
import type { WaitlistStepWords } from '../../../src/schema/online-booking/waitlist-words';
import { offerMinutes } from './offer-minutes';

/** The island's waitlist step in each language (`{minutes}`: how long an offer is held). */
const words: Record<Language, WaitlistStepWords> = {
  EN: {
    nothingFits: 'Nothing suits you? Join the waitlist',
    title: 'Join the waitlist',
    hint: 'Tell us when suits you. As soon as a time frees up we send you a message and hold it for you for {minutes} minutes.',
    fromDate: 'From',
    toDate: 'To',
    fromTime: 'Earliest start',
    toTime: 'Latest start',
    joinedTitle: 'You are on the waitlist',
    joinedText: 'We will send you a message as soon as a time frees up.',
    placeLink: 'See or leave your place on the waitlist',
    confirm: 'Join the waitlist',
  },
  SR: {
    nothingFits: 'Ništa vam ne odgovara? Prijavite se na listu čekanja',
    title: 'Lista čekanja',
    hint: 'Recite nam kada vam odgovara. Čim se termin oslobodi, poslaćemo vam poruku i čuvati ga za vas {minutes} minuta.',
    fromDate: 'Od',
    toDate: 'Do',
    fromTime: 'Najraniji početak',
    toTime: 'Najkasniji početak',
    joinedTitle: 'Na listi čekanja ste',
    joinedText: 'Poslaćemo vam poruku čim se termin oslobodi.',
    placeLink: 'Pogledajte ili napustite svoje mesto na listi',
    confirm: 'Prijavi me na listu čekanja',
  },
  RU: {
    nothingFits: 'Ничего не подходит? Запишитесь в лист ожидания',
    title: 'Лист ожидания',
    hint: 'Скажите, когда вам удобно. Как только время освободится, мы пришлём сообщение и будем держать его для вас {minutes} минут.',
    fromDate: 'С',
    toDate: 'По',
    fromTime: 'Начало не раньше',
    toTime: 'Начало не позже',
    joinedTitle: 'Вы в листе ожидания',
    joinedText: 'Мы пришлём сообщение, как только освободится время.',
    placeLink: 'Посмотреть или покинуть место в листе ожидания',
    confirm: 'Записаться в лист ожидания',
  },
  TR: {
    nothingFits: 'Uygun saat yok mu? Bekleme listesine katılın',
    title: 'Bekleme listesi',
    hint: 'Size uygun zamanı söyleyin. Bir saat boşalır boşalmaz size mesaj gönderir ve {minutes} dakika sizin için tutarız.',
    fromDate: 'Başlangıç',
    toDate: 'Bitiş',
    fromTime: 'En erken başlangıç',
    toTime: 'En geç başlangıç',
    joinedTitle: 'Bekleme listesindesiniz',
    joinedText: 'Bir saat boşalır boşalmaz size mesaj göndereceğiz.',
    placeLink: 'Listedeki yerinizi görün veya listeden çıkın',
    confirm: 'Bekleme listesine katıl',
  },
  PT: {
    nothingFits: 'Nada lhe convém? Entre na lista de espera',
    title: 'Lista de espera',
    hint: 'Diga-nos quando lhe convém. Assim que um horário ficar livre enviamos-lhe uma mensagem e reservamo-lo para si durante {minutes} minutos.',
    fromDate: 'De',
    toDate: 'Até',
    fromTime: 'Início mais cedo',
    toTime: 'Início mais tarde',
    joinedTitle: 'Está na lista de espera',
    joinedText: 'Enviamos-lhe uma mensagem assim que um horário ficar livre.',
    placeLink: 'Ver ou deixar o seu lugar na lista de espera',
    confirm: 'Entrar na lista de espera',
  },
};

export const waitlistStepWords = (lang: Language): WaitlistStepWords => ({ ...words[lang], hint: words[lang].hint.replace('{minutes}', String(offerMinutes)) });
