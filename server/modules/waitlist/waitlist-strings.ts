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
  /** Staff's refusals (the drawer beside the schedule). */
  noContact: string;
  noPage: string;
  notWishedDay: string;
  notWaiting: string;
  noFreeTime: string;
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
    noContact: 'This client has neither a phone number nor an e-mail address, so offers cannot reach them. Add one to their card first.',
    noPage: 'Offers are made through the branch\'s booking page, and it is off. Turn online booking on first.',
    notWishedDay: 'This day is not one the client asked for.',
    notWaiting: 'This client is no longer waiting: an offer is out to them or they left the list.',
    noFreeTime: 'No free time in this client\'s window on {date}.',
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
    noContact: 'Ovaj klijent nema ni broj telefona ni e-mail adresu, pa ponude ne mogu stići do njega. Prvo dodajte jedno na njegov karton.',
    noPage: 'Ponude se šalju preko stranice za zakazivanje filijale, a ona je isključena. Prvo uključite onlajn zakazivanje.',
    notWishedDay: 'Klijent nije tražio ovaj dan.',
    notWaiting: 'Ovaj klijent više ne čeka: ponuda mu je već poslata ili je napustio listu.',
    noFreeTime: 'Nema slobodnog termina u vremenu ovog klijenta dana {date}.',
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
    noContact: 'У этого клиента нет ни телефона, ни e-mail, поэтому предложения до него не дойдут. Сначала добавьте контакт в его карточку.',
    noPage: 'Предложения делаются через страницу онлайн-записи филиала, а она выключена. Сначала включите онлайн-запись.',
    notWishedDay: 'Клиент не просил этот день.',
    notWaiting: 'Этот клиент больше не ждёт: ему уже сделано предложение или он покинул лист.',
    noFreeTime: 'Нет свободного времени в окне этого клиента на {date}.',
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
    noContact: 'Bu müşterinin ne telefon numarası ne de e-posta adresi var, bu yüzden teklifler ona ulaşamaz. Önce kartına birini ekleyin.',
    noPage: 'Teklifler şubenin randevu sayfası üzerinden yapılır ve sayfa kapalı. Önce çevrimiçi randevuyu açın.',
    notWishedDay: 'Müşteri bu günü istemedi.',
    notWaiting: 'Bu müşteri artık beklemiyor: ona bir teklif gönderildi ya da listeden ayrıldı.',
    noFreeTime: '{date} tarihinde bu müşterinin saat aralığında boş saat yok.',
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
    noContact: 'Este cliente não tem telefone nem e-mail, por isso as ofertas não lhe chegam. Acrescente um à ficha primeiro.',
    noPage: 'As ofertas são feitas pela página de marcações da filial, que está desligada. Ligue primeiro as marcações online.',
    notWishedDay: 'O cliente não pediu este dia.',
    notWaiting: 'Este cliente já não está à espera: tem uma oferta ou saiu da lista.',
    noFreeTime: 'Não há horário livre na janela deste cliente em {date}.',
  },
};


/** `{name}` placeholders filled (the island's `fill` in src/public/booking/visit.ts, which the server cannot import). */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
