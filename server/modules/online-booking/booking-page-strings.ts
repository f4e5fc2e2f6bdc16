import type { Language } from '../../../src/schema/enums';
import type { PublicPageWords } from '../id/pages/public-page';

/** The booking page's and the manage page's own words (the steps' are in booking-step-strings.ts), one set a language. */
export type BookingPageStrings = PublicPageWords & {
  title: (name: string) => string;
  description: (name: string, address: string | null, services: string) => string;
  andMore: string;
  services: string;
  otherServices: string;
  team: string;
  noScript: string;
  chainTitle: (chain: string) => string;
  chainLead: string;
  notFoundTitle: string;
  notFoundText: string;
  tooManyTitle: string;
  tooMany: string;
  errorTitle: string;
  errorText: string;
  manageTitle: string;
  when: string;
  withEmployee: (name: string) => string;
  total: string;
  where: string;
  waiting: string;
  cancelled: string;
  cancelledNow: string;
  cancel: string;
  cancelQuestion: string;
  cancelYes: string;
  cancelNo: string;
  callToChange: string;
  goneTitle: string;
  goneText: string;
};

export const bookingPageStrings: Record<Language, BookingPageStrings> = {
  EN: {
    htmlLang: 'en',
    languageName: 'English',
    languageLabel: 'Language',
    title: (name) => `${name} – book online`,
    description: (name, address, services) => `${name}${address ? `, ${address}` : ''}: ${services}. See the free times and book online.`,
    andMore: 'and more',
    services: 'Services',
    otherServices: 'Other services',
    team: 'Team',
    noScript: 'To book online, turn on JavaScript in your browser, or call us.',
    chainTitle: (chain) => `${chain} – choose a branch`,
    chainLead: 'Choose the branch you would like to book at.',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no booking page at this address.',
    tooManyTitle: 'Please wait a minute',
    tooMany: 'Too many requests from your network. Please wait a minute and try again.',
    errorTitle: 'Something went wrong',
    errorText: 'Something went wrong on our side. Please try again in a moment.',
    manageTitle: 'Your booking',
    when: 'When',
    withEmployee: (name) => `with ${name}`,
    total: 'Total',
    where: 'Where',
    waiting: 'The salon has yet to confirm this booking.',
    cancelled: 'This booking is cancelled.',
    cancelledNow: 'Your booking has been cancelled.',
    cancel: 'Cancel booking',
    cancelQuestion: 'Cancel this booking?',
    cancelYes: 'Yes, cancel it',
    cancelNo: 'No, keep it',
    callToChange: 'To change or cancel it now, please call the salon.',
    goneTitle: 'This link does not open a booking',
    goneText: 'It may have expired with the visit. For anything about a booking, call the salon.',
  },
  SR: {
    htmlLang: 'sr-Latn',
    languageName: 'Srpski',
    languageLabel: 'Jezik',
    title: (name) => `${name} – onlajn zakazivanje`,
    description: (name, address, services) => `${name}${address ? `, ${address}` : ''}: ${services}. Pogledajte slobodne termine i zakažite onlajn.`,
    andMore: 'i drugo',
    services: 'Usluge',
    otherServices: 'Ostale usluge',
    team: 'Tim',
    noScript: 'Da biste zakazali onlajn, uključite JavaScript u pregledaču ili nas pozovite.',
    chainTitle: (chain) => `${chain} – izaberite salon`,
    chainLead: 'Izaberite salon u kome želite da zakažete.',
    notFoundTitle: 'Stranica nije pronađena',
    notFoundText: 'Na ovoj adresi nema stranice za zakazivanje.',
    tooManyTitle: 'Sačekajte minut',
    tooMany: 'Previše zahteva sa vaše mreže. Sačekajte minut i pokušajte ponovo.',
    errorTitle: 'Nešto nije u redu',
    errorText: 'Nešto nije u redu kod nas. Pokušajte ponovo za trenutak.',
    manageTitle: 'Vaš termin',
    when: 'Kada',
    withEmployee: (name) => `(${name})`,
    total: 'Ukupno',
    where: 'Gde',
    waiting: 'Salon još treba da potvrdi ovaj termin.',
    cancelled: 'Ovaj termin je otkazan.',
    cancelledNow: 'Vaš termin je otkazan.',
    cancel: 'Otkaži termin',
    cancelQuestion: 'Otkazati ovaj termin?',
    cancelYes: 'Da, otkaži',
    cancelNo: 'Ne, zadrži ga',
    callToChange: 'Da biste ga sada promenili ili otkazali, pozovite salon.',
    goneTitle: 'Ovaj link ne otvara nijedan termin',
    goneText: 'Možda je istekao sa posetom. Za sve u vezi sa terminom pozovite salon.',
  },
  RU: {
    htmlLang: 'ru',
    languageName: 'Русский',
    languageLabel: 'Язык',
    title: (name) => `${name} — онлайн-запись`,
    description: (name, address, services) => `${name}${address ? `, ${address}` : ''}: ${services}. Смотрите свободное время и записывайтесь онлайн.`,
    andMore: 'и другое',
    services: 'Услуги',
    otherServices: 'Другие услуги',
    team: 'Команда',
    noScript: 'Чтобы записаться онлайн, включите JavaScript в браузере или позвоните нам.',
    chainTitle: (chain) => `${chain} — выберите филиал`,
    chainLead: 'Выберите филиал, в который хотите записаться.',
    notFoundTitle: 'Страница не найдена',
    notFoundText: 'По этому адресу нет страницы записи.',
    tooManyTitle: 'Подождите минуту',
    tooMany: 'Слишком много запросов из вашей сети. Подождите минуту и попробуйте снова.',
    errorTitle: 'Что-то пошло не так',
    errorText: 'У нас что-то пошло не так. Попробуйте ещё раз через минуту.',
    manageTitle: 'Ваша запись',
    when: 'Когда',
    withEmployee: (name) => `мастер: ${name}`,
    total: 'Итого',
    where: 'Где',
    waiting: 'Салон ещё не подтвердил эту запись.',
    cancelled: 'Эта запись отменена.',
    cancelledNow: 'Ваша запись отменена.',
    cancel: 'Отменить запись',
    cancelQuestion: 'Отменить эту запись?',
    cancelYes: 'Да, отменить',
    cancelNo: 'Нет, оставить',
    callToChange: 'Чтобы изменить или отменить запись сейчас, позвоните в салон.',
    goneTitle: 'Эта ссылка не открывает запись',
    goneText: 'Возможно, её срок истёк вместе с визитом. По любым вопросам о записи звоните в салон.',
  },
  TR: {
    htmlLang: 'tr',
    languageName: 'Türkçe',
    languageLabel: 'Dil',
    title: (name) => `${name} – online randevu`,
    description: (name, address, services) => `${name}${address ? `, ${address}` : ''}: ${services}. Boş saatleri görün ve online randevu alın.`,
    andMore: 've daha fazlası',
    services: 'Hizmetler',
    otherServices: 'Diğer hizmetler',
    team: 'Ekip',
    noScript: 'Online randevu için tarayıcınızda JavaScript’i açın ya da bizi arayın.',
    chainTitle: (chain) => `${chain} – şube seçin`,
    chainLead: 'Randevu almak istediğiniz şubeyi seçin.',
    notFoundTitle: 'Sayfa bulunamadı',
    notFoundText: 'Bu adreste bir randevu sayfası yok.',
    tooManyTitle: 'Bir dakika bekleyin',
    tooMany: 'Ağınızdan çok fazla istek geldi. Bir dakika bekleyip tekrar deneyin.',
    errorTitle: 'Bir sorun oluştu',
    errorText: 'Bizim tarafımızda bir sorun oluştu. Birazdan tekrar deneyin.',
    manageTitle: 'Randevunuz',
    when: 'Ne zaman',
    withEmployee: (name) => `${name} ile`,
    total: 'Toplam',
    where: 'Nerede',
    waiting: 'Salon bu randevuyu henüz onaylamadı.',
    cancelled: 'Bu randevu iptal edildi.',
    cancelledNow: 'Randevunuz iptal edildi.',
    cancel: 'Randevuyu iptal et',
    cancelQuestion: 'Bu randevu iptal edilsin mi?',
    cancelYes: 'Evet, iptal et',
    cancelNo: 'Hayır, kalsın',
    callToChange: 'Şimdi değiştirmek veya iptal etmek için lütfen salonu arayın.',
    goneTitle: 'Bu bağlantı bir randevu açmıyor',
    goneText: 'Süresi ziyaretle birlikte dolmuş olabilir. Randevuyla ilgili her konuda salonu arayın.',
  },
  PT: {
    htmlLang: 'pt',
    languageName: 'Português',
    languageLabel: 'Idioma',
    title: (name) => `${name} – marcação online`,
    description: (name, address, services) => `${name}${address ? `, ${address}` : ''}: ${services}. Veja os horários livres e marque online.`,
    andMore: 'e mais',
    services: 'Serviços',
    otherServices: 'Outros serviços',
    team: 'Equipa',
    noScript: 'Para marcar online, ative o JavaScript no seu navegador ou ligue-nos.',
    chainTitle: (chain) => `${chain} – escolha um espaço`,
    chainLead: 'Escolha o espaço onde quer marcar.',
    notFoundTitle: 'Página não encontrada',
    notFoundText: 'Não há nenhuma página de marcações neste endereço.',
    tooManyTitle: 'Aguarde um minuto',
    tooMany: 'Demasiados pedidos a partir da sua rede. Aguarde um minuto e tente novamente.',
    errorTitle: 'Algo correu mal',
    errorText: 'Algo correu mal do nosso lado. Tente novamente dentro de momentos.',
    manageTitle: 'A sua marcação',
    when: 'Quando',
    withEmployee: (name) => `com ${name}`,
    total: 'Total',
    where: 'Onde',
    waiting: 'O salão ainda tem de confirmar esta marcação.',
    cancelled: 'Esta marcação está cancelada.',
    cancelledNow: 'A sua marcação foi cancelada.',
    cancel: 'Cancelar marcação',
    cancelQuestion: 'Cancelar esta marcação?',
    cancelYes: 'Sim, cancelar',
    cancelNo: 'Não, manter',
    callToChange: 'Para a alterar ou cancelar agora, ligue para o salão.',
    goneTitle: 'Este link não abre nenhuma marcação',
    goneText: 'Pode ter expirado com a visita. Para qualquer assunto sobre uma marcação, ligue para o salão.',
  },
};
