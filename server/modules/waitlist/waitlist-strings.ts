import type { Language } from '../../../src/schema/enums';

/**
 * The waitlist's words: its code and offer messages, its two pages (the offer's `/book/w/{token}` and the place's
 * `/book/wl/{token}`) and its refusals. `{name}` placeholders, filled by the booking island's `fill`.
 */
export type WaitlistWords = {
  codeSubject: string;
  codeBody: string;
  offerSubject: string;
  offerBody: string;
  entryGone: string;
  datesPast: string;
  offerTitle: string;
  offerText: string;
  accept: string;
  offerGoneTitle: string;
  offerGoneText: string;
  placeTitle: string;
  placeText: string;
  placeOffered: string;
  leave: string;
  leftTitle: string;
  leftText: string;
  placeGoneTitle: string;
  placeGoneText: string;
};

export const waitlistWords: Record<Language, WaitlistWords> = {
  EN: {
    codeSubject: 'Your waitlist code',
    codeBody: '{code} is your code to join the waitlist at {branch}. It works for {minutes} minutes.',
    offerSubject: 'A time has freed up at {branch}',
    offerBody: 'A time has freed up at {branch}: {date} at {time}, {services}. It is held for you until {until}. Book it here: {link}',
    entryGone: 'This request is no longer waiting for a code. Please join the waitlist again.',
    datesPast: 'These days are over: choose days from today on.',
    offerTitle: 'A time has freed up for you',
    offerText: 'It is held for you until {until}.',
    accept: 'Book this time',
    offerGoneTitle: 'This offer has ended',
    offerGoneText: 'The time is no longer held for you. You can still choose another time on the booking page.',
    placeTitle: 'Your place on the waitlist',
    placeText: 'From {from} to {to}, starting between {start} and {end}. We will send you a message as soon as a time frees up.',
    placeOffered: 'A time is being offered to you: see the message we sent.',
    leave: 'Leave the waitlist',
    leftTitle: 'You have left the waitlist',
    leftText: 'We will not offer you any more times for this request.',
    placeGoneTitle: 'This link no longer works',
    placeGoneText: 'The request has ended or the link is wrong.',
  },
  SR: {
    codeSubject: 'Vaš kod za listu čekanja',
    codeBody: '{code} je vaš kod za prijavu na listu čekanja u salonu {branch}. Važi {minutes} minuta.',
    offerSubject: 'Oslobodio se termin u salonu {branch}',
    offerBody: 'Oslobodio se termin u salonu {branch}: {date} u {time}, {services}. Čuvamo ga za vas do {until}. Zakažite ovde: {link}',
    entryGone: 'Ovaj zahtev više ne čeka kod. Prijavite se ponovo na listu čekanja.',
    datesPast: 'Ovi dani su prošli: izaberite dane od danas nadalje.',
    offerTitle: 'Oslobodio se termin za vas',
    offerText: 'Čuvamo ga za vas do {until}.',
    accept: 'Zakaži ovaj termin',
    offerGoneTitle: 'Ova ponuda je istekla',
    offerGoneText: 'Termin se više ne čuva za vas. I dalje možete izabrati drugi termin na stranici za zakazivanje.',
    placeTitle: 'Vaše mesto na listi čekanja',
    placeText: 'Od {from} do {to}, početak između {start} i {end}. Poslaćemo vam poruku čim se termin oslobodi.',
    placeOffered: 'Nudimo vam termin: pogledajte poruku koju smo poslali.',
    leave: 'Napusti listu čekanja',
    leftTitle: 'Napustili ste listu čekanja',
    leftText: 'Za ovaj zahtev vam više nećemo nuditi termine.',
    placeGoneTitle: 'Ovaj link više ne radi',
    placeGoneText: 'Zahtev je završen ili link nije ispravan.',
  },
  RU: {
    codeSubject: 'Ваш код для листа ожидания',
    codeBody: '{code} — ваш код для записи в лист ожидания в {branch}. Действует {minutes} минут.',
    offerSubject: 'В {branch} освободилось время',
    offerBody: 'В {branch} освободилось время: {date} в {time}, {services}. Мы держим его для вас до {until}. Записаться: {link}',
    entryGone: 'Эта заявка больше не ждёт кода. Запишитесь в лист ожидания ещё раз.',
    datesPast: 'Эти дни уже прошли: выберите дни начиная с сегодняшнего.',
    offerTitle: 'Для вас освободилось время',
    offerText: 'Мы держим его для вас до {until}.',
    accept: 'Записаться на это время',
    offerGoneTitle: 'Это предложение закончилось',
    offerGoneText: 'Время больше не удерживается для вас. Вы можете выбрать другое время на странице записи.',
    placeTitle: 'Ваше место в листе ожидания',
    placeText: 'С {from} по {to}, начало между {start} и {end}. Мы пришлём сообщение, как только освободится время.',
    placeOffered: 'Вам предложено время: смотрите наше сообщение.',
    leave: 'Выйти из листа ожидания',
    leftTitle: 'Вы вышли из листа ожидания',
    leftText: 'По этой заявке мы больше не будем предлагать время.',
    placeGoneTitle: 'Эта ссылка больше не работает',
    placeGoneText: 'Заявка завершена или ссылка неверна.',
  },
  TR: {
    codeSubject: 'Bekleme listesi kodunuz',
    codeBody: '{code}, {branch} bekleme listesine katılma kodunuzdur. {minutes} dakika geçerlidir.',
    offerSubject: '{branch} salonunda bir saat boşaldı',
    offerBody: '{branch} salonunda bir saat boşaldı: {date}, {time}, {services}. {until} saatine kadar sizin için tutuluyor. Buradan randevu alın: {link}',
    entryGone: 'Bu istek artık kod beklemiyor. Lütfen bekleme listesine yeniden katılın.',
    datesPast: 'Bu günler geçti: bugünden itibaren günler seçin.',
    offerTitle: 'Sizin için bir saat boşaldı',
    offerText: '{until} saatine kadar sizin için tutuluyor.',
    accept: 'Bu saate randevu al',
    offerGoneTitle: 'Bu teklifin süresi doldu',
    offerGoneText: 'Saat artık sizin için tutulmuyor. Randevu sayfasında başka bir saat seçebilirsiniz.',
    placeTitle: 'Bekleme listesindeki yeriniz',
    placeText: '{from} ile {to} arası, başlangıç {start} ile {end} arasında. Bir saat boşalır boşalmaz size mesaj göndereceğiz.',
    placeOffered: 'Size bir saat teklif ediliyor: gönderdiğimiz mesaja bakın.',
    leave: 'Bekleme listesinden çık',
    leftTitle: 'Bekleme listesinden çıktınız',
    leftText: 'Bu istek için size artık saat teklif etmeyeceğiz.',
    placeGoneTitle: 'Bu bağlantı artık çalışmıyor',
    placeGoneText: 'İstek sona erdi veya bağlantı yanlış.',
  },
  PT: {
    codeSubject: 'O seu código da lista de espera',
    codeBody: '{code} é o seu código para entrar na lista de espera de {branch}. É válido durante {minutes} minutos.',
    offerSubject: 'Ficou livre um horário em {branch}',
    offerBody: 'Ficou livre um horário em {branch}: {date} às {time}, {services}. Está reservado para si até às {until}. Marque aqui: {link}',
    entryGone: 'Este pedido já não espera um código. Entre de novo na lista de espera.',
    datesPast: 'Estes dias já passaram: escolha dias a partir de hoje.',
    offerTitle: 'Ficou livre um horário para si',
    offerText: 'Está reservado para si até às {until}.',
    accept: 'Marcar este horário',
    offerGoneTitle: 'Esta oferta terminou',
    offerGoneText: 'O horário já não está reservado para si. Pode escolher outro horário na página de marcações.',
    placeTitle: 'O seu lugar na lista de espera',
    placeText: 'De {from} a {to}, com início entre as {start} e as {end}. Enviamos-lhe uma mensagem assim que um horário ficar livre.',
    placeOffered: 'Está a ser-lhe oferecido um horário: veja a mensagem que enviámos.',
    leave: 'Sair da lista de espera',
    leftTitle: 'Saiu da lista de espera',
    leftText: 'Não lhe vamos oferecer mais horários para este pedido.',
    placeGoneTitle: 'Esta ligação já não funciona',
    placeGoneText: 'O pedido terminou ou a ligação está errada.',
  },
};


/** `{name}` placeholders filled (the island's `fill` in src/public/booking/visit.ts, which the server cannot import). */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
