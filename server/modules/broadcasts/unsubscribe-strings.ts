import type { Language } from '../../../src/schema/enums';
import type { BroadcastChannel } from '../../../src/schema/messages/broadcast';

type ChannelWords = Record<BroadcastChannel, string>;

/** The public unsubscribe page's words, one set a language (the page is no part of the web app's bundles). */
export type UnsubscribeStrings = {
  htmlLang: string;
  languageName: string;
  languageLabel: string;
  title: string;
  /** How a message reaches the client on each channel: "by e-mail". */
  by: ChannelWords;
  /** "Stop receiving news and offers from Centre by e-mail?" */
  question: (branch: string, by: string) => string;
  button: string;
  doneTitle: string;
  done: (branch: string, by: string) => string;
  bookings: string;
  unusableTitle: string;
  unusableText: string;
  notOneClick: string;
  tooMany: string;
};

export const unsubscribeStrings: Record<Language, UnsubscribeStrings> = {
  EN: {
    htmlLang: 'en',
    languageName: 'English',
    languageLabel: 'Language',
    by: { email: 'e-mail', sms: 'SMS', telegram: 'Telegram' },
    title: 'Unsubscribe',
    question: (branch, by) => `Stop receiving news and offers from ${branch} by ${by}?`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (branch, by) => `${branch} will send you no more news or offers by ${by}.`,
    bookings: 'Messages about your own appointments still reach you.',
    unusableTitle: 'This link cannot be used',
    unusableText: 'It is not a whole unsubscribe link. Open the link from the message again, or ask the salon to unsubscribe you.',
    notOneClick: 'This request did not ask to unsubscribe. Use the button on the page.',
    tooMany: 'Too many attempts from your network. Please wait a few minutes and try again.',
  },
  SR: {
    htmlLang: 'sr-Latn',
    languageName: 'Srpski',
    languageLabel: 'Jezik',
    by: { email: 'e-poštom', sms: 'SMS porukom', telegram: 'preko Telegrama' },
    title: 'Odjava',
    question: (branch, by) => `Da li želite da više ne primate novosti i ponude od ${branch} ${by}?`,
    button: 'Odjavi me',
    doneTitle: 'Odjavljeni ste',
    done: (branch, by) => `${branch} vam više neće slati novosti ni ponude ${by}.`,
    bookings: 'Poruke o vašim terminima i dalje ćete dobijati.',
    unusableTitle: 'Ovaj link ne može da se koristi',
    unusableText: 'Ovo nije ceo link za odjavu. Ponovo otvorite link iz poruke ili zamolite salon da vas odjavi.',
    notOneClick: 'Ovaj zahtev nije tražio odjavu. Koristite dugme na stranici.',
    tooMany: 'Previše pokušaja sa vaše mreže. Sačekajte nekoliko minuta i pokušajte ponovo.',
  },
  RU: {
    htmlLang: 'ru',
    languageName: 'Русский',
    languageLabel: 'Язык',
    by: { email: 'по e-mail', sms: 'по SMS', telegram: 'в Telegram' },
    title: 'Отписка',
    question: (branch, by) => `Больше не получать новости и предложения от ${branch} ${by}?`,
    button: 'Отписаться',
    doneTitle: 'Вы отписались',
    done: (branch, by) => `${branch} больше не будет присылать вам новости и предложения ${by}.`,
    bookings: 'Сообщения о ваших записях по-прежнему будут приходить.',
    unusableTitle: 'Эту ссылку нельзя использовать',
    unusableText: 'Это не полная ссылка для отписки. Откройте ссылку из сообщения ещё раз или попросите салон отписать вас.',
    notOneClick: 'Этот запрос не просил об отписке. Воспользуйтесь кнопкой на странице.',
    tooMany: 'Слишком много попыток из вашей сети. Подождите несколько минут и попробуйте снова.',
  },
  TR: {
    htmlLang: 'tr',
    languageName: 'Türkçe',
    languageLabel: 'Dil',
    by: { email: 'e-posta', sms: 'SMS', telegram: 'Telegram' },
    title: 'Abonelikten çık',
    question: (branch, by) => `${branch} işletmesinden ${by} ile haber ve kampanya almayı bırakmak istiyor musunuz?`,
    button: 'Abonelikten çık',
    doneTitle: 'Abonelikten çıktınız',
    done: (branch, by) => `${branch} size artık ${by} ile haber ya da kampanya göndermeyecek.`,
    bookings: 'Kendi randevularınızla ilgili mesajları almaya devam edeceksiniz.',
    unusableTitle: 'Bu bağlantı kullanılamaz',
    unusableText: 'Bu, eksiksiz bir abonelikten çıkma bağlantısı değil. Mesajdaki bağlantıyı yeniden açın ya da salondan sizi listeden çıkarmasını isteyin.',
    notOneClick: 'Bu istek abonelikten çıkmayı istemedi. Sayfadaki düğmeyi kullanın.',
    tooMany: 'Ağınızdan çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  },
  PT: {
    htmlLang: 'pt',
    languageName: 'Português',
    languageLabel: 'Idioma',
    by: { email: 'por e-mail', sms: 'por SMS', telegram: 'pelo Telegram' },
    title: 'Cancelar subscrição',
    question: (branch, by) => `Deixar de receber novidades e ofertas de ${branch} ${by}?`,
    button: 'Cancelar subscrição',
    doneTitle: 'Subscrição cancelada',
    done: (branch, by) => `${branch} não lhe enviará mais novidades nem ofertas ${by}.`,
    bookings: 'As mensagens sobre as suas marcações continuam a chegar.',
    unusableTitle: 'Este link não pode ser usado',
    unusableText: 'Não é um link de cancelamento completo. Abra de novo o link da mensagem ou peça ao salão que cancele a sua subscrição.',
    notOneClick: 'Este pedido não pediu o cancelamento. Use o botão da página.',
    tooMany: 'Demasiadas tentativas a partir da sua rede. Aguarde alguns minutos e tente novamente.',
  },
};
