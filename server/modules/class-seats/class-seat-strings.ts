import type { Language } from '../../../src/schema/enums';

/**
 * Joining a class from the booking page, the server's words: the code and the place's messages, the refusals, and
 * the seat link's page (`/book/c/{token}`). `{name}` placeholders, filled by `fill`.
 */
export type ClassSeatWords = {
  codeSubject: string;
  codeBody: string;
  joinedSubject: string;
  joinedBody: string;
  requestGone: string;
  classGone: string;
  classFull: string;
  nextClasses: string;
  noNextClass: string;
  alreadyJoined: string;
  seatTitle: string;
  leave: string;
  leaveClosed: string;
  leftTitle: string;
  leftText: string;
  seatGoneTitle: string;
  seatGoneText: string;
};

export const classSeatWords: Record<Language, ClassSeatWords> = {
  EN: {
    codeSubject: 'Your code to join a class',
    codeBody: '{code} is your code to join {class} at {branch}. It works for {minutes} minutes.',
    joinedSubject: 'Your place in {class}',
    joinedBody: 'You have a place in {class} at {branch} on {date} at {time}. See it or leave it here: {link}',
    requestGone: 'This request is no longer waiting for a code. Please ask for a new code.',
    classGone: 'This class can no longer be joined online.',
    classFull: 'Sorry, the last place in this class has just been taken.',
    nextClasses: 'Classes with places: {classes}.',
    noNextClass: 'Call the branch to ask about other classes.',
    alreadyJoined: 'You already have a place in this class.',
    seatTitle: 'Your place in the class',
    leave: 'Leave the class',
    leaveClosed: 'It is too late to leave online: please call the branch.',
    leftTitle: 'You have left the class',
    leftText: 'Your place is free for someone else now.',
    seatGoneTitle: 'This link no longer works',
    seatGoneText: 'The class is over, or the place is no longer yours.',
  },
  SR: {
    codeSubject: 'Vaš kod za prijavu na čas',
    codeBody: '{code} je vaš kod za prijavu na čas {class} u salonu {branch}. Važi {minutes} minuta.',
    joinedSubject: 'Vaše mesto na času {class}',
    joinedBody: 'Imate mesto na času {class} u salonu {branch}, {date} u {time}. Pogledajte ga ili ga otkažite ovde: {link}',
    requestGone: 'Ovaj zahtev više ne čeka kod. Zatražite novi kod.',
    classGone: 'Na ovaj čas više nije moguće prijaviti se onlajn.',
    classFull: 'Žao nam je, poslednje mesto na ovom času je upravo zauzeto.',
    nextClasses: 'Časovi sa slobodnim mestima: {classes}.',
    noNextClass: 'Pozovite salon i pitajte za druge časove.',
    alreadyJoined: 'Već imate mesto na ovom času.',
    seatTitle: 'Vaše mesto na času',
    leave: 'Odjavite se sa časa',
    leaveClosed: 'Prekasno je za onlajn odjavu: pozovite salon.',
    leftTitle: 'Odjavili ste se sa časa',
    leftText: 'Vaše mesto je sada slobodno za nekog drugog.',
    seatGoneTitle: 'Ovaj link više ne radi',
    seatGoneText: 'Čas je završen ili mesto više nije vaše.',
  },
  RU: {
    codeSubject: 'Ваш код для записи на занятие',
    codeBody: '{code} — ваш код для записи на занятие «{class}» в филиале {branch}. Действует {minutes} мин.',
    joinedSubject: 'Ваше место на занятии «{class}»',
    joinedBody: 'Вы записаны на занятие «{class}» в филиале {branch}: {date} в {time}. Посмотреть или отменить запись: {link}',
    requestGone: 'Этот запрос больше не ждёт кода. Запросите новый код.',
    classGone: 'На это занятие больше нельзя записаться онлайн.',
    classFull: 'К сожалению, последнее место на этом занятии только что заняли.',
    nextClasses: 'Занятия со свободными местами: {classes}.',
    noNextClass: 'Позвоните в филиал, чтобы узнать о других занятиях.',
    alreadyJoined: 'Вы уже записаны на это занятие.',
    seatTitle: 'Ваше место на занятии',
    leave: 'Отменить запись',
    leaveClosed: 'Отменить запись онлайн уже поздно: позвоните в филиал.',
    leftTitle: 'Запись на занятие отменена',
    leftText: 'Ваше место теперь свободно для другого клиента.',
    seatGoneTitle: 'Эта ссылка больше не работает',
    seatGoneText: 'Занятие прошло, или место больше не ваше.',
  },
  TR: {
    codeSubject: 'Derse katılma kodunuz',
    codeBody: '{code}, {branch} şubesindeki {class} dersine katılma kodunuzdur. {minutes} dakika geçerlidir.',
    joinedSubject: '{class} dersindeki yeriniz',
    joinedBody: '{branch} şubesindeki {class} dersinde {date} {time} için yeriniz var. Görmek veya bırakmak için: {link}',
    requestGone: 'Bu istek artık kod beklemiyor. Lütfen yeni bir kod isteyin.',
    classGone: 'Bu derse artık çevrimiçi katılınamaz.',
    classFull: 'Üzgünüz, bu dersteki son yer az önce alındı.',
    nextClasses: 'Boş yeri olan dersler: {classes}.',
    noNextClass: 'Diğer dersler için şubeyi arayın.',
    alreadyJoined: 'Bu derste zaten bir yeriniz var.',
    seatTitle: 'Dersteki yeriniz',
    leave: 'Dersten ayrıl',
    leaveClosed: 'Çevrimiçi ayrılmak için çok geç: lütfen şubeyi arayın.',
    leftTitle: 'Dersten ayrıldınız',
    leftText: 'Yeriniz artık başkası için boş.',
    seatGoneTitle: 'Bu bağlantı artık çalışmıyor',
    seatGoneText: 'Ders bitti ya da yer artık sizin değil.',
  },
  PT: {
    codeSubject: 'O seu código para participar numa aula',
    codeBody: '{code} é o seu código para participar em {class} em {branch}. É válido durante {minutes} minutos.',
    joinedSubject: 'A sua vaga em {class}',
    joinedBody: 'Tem uma vaga em {class} em {branch}, {date} às {time}. Veja-a ou desista aqui: {link}',
    requestGone: 'Este pedido já não está à espera de um código. Peça um novo código.',
    classGone: 'Já não é possível participar nesta aula online.',
    classFull: 'Lamentamos, a última vaga desta aula acabou de ser ocupada.',
    nextClasses: 'Aulas com vagas: {classes}.',
    noNextClass: 'Ligue para a filial para saber de outras aulas.',
    alreadyJoined: 'Já tem uma vaga nesta aula.',
    seatTitle: 'A sua vaga na aula',
    leave: 'Desistir da aula',
    leaveClosed: 'Já é tarde para desistir online: ligue para a filial.',
    leftTitle: 'Desistiu da aula',
    leftText: 'A sua vaga está agora livre para outra pessoa.',
    seatGoneTitle: 'Este link já não funciona',
    seatGoneText: 'A aula terminou ou a vaga já não é sua.',
  },
};
