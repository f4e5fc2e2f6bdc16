import type { Language } from '../../../src/schema/enums';

/** The public review page's words, one set a language (the page is no part of the web app's bundles). */
export type ReviewStrings = {
  htmlLang: string;
  languageName: string;
  languageLabel: string;
  title: string;
  lead: (branch: string) => string;
  when: string;
  services: string;
  employees: string;
  ratingLegend: string;
  star: (n: number) => string;
  commentLabel: string;
  commentHint: string;
  submit: string;
  chooseRating: string;
  commentTooLong: string;
  thanksTitle: string;
  thanksText: string;
  givenTitle: string;
  givenText: string;
  replyFrom: (branch: string) => string;
  unusableTitle: string;
  unusableText: string;
  tooMany: string;
};

const ruStars = (n: number) => (n === 1 ? 'звезда' : n < 5 ? 'звезды' : 'звёзд');

export const reviewStrings: Record<Language, ReviewStrings> = {
  EN: {
    htmlLang: 'en',
    languageName: 'English',
    languageLabel: 'Language',
    title: 'Rate your visit',
    lead: (branch) => `How was your visit to ${branch}?`,
    when: 'When',
    services: 'Services',
    employees: 'With',
    ratingLegend: 'Your rating',
    star: (n) => `${n} ${n === 1 ? 'star' : 'stars'} of 5`,
    commentLabel: 'Comment (optional)',
    commentHint: 'What did you like, and what could be better?',
    submit: 'Send review',
    chooseRating: 'Choose from 1 to 5 stars.',
    commentTooLong: 'The comment may be at most 2000 characters.',
    thanksTitle: 'Thank you!',
    thanksText: 'Your review has been sent.',
    givenTitle: 'Your review',
    givenText: 'You have already reviewed this visit.',
    replyFrom: (branch) => `Reply from ${branch}`,
    unusableTitle: 'This link cannot be used',
    unusableText: 'It may have expired or already been used. Ask the salon for a new link.',
    tooMany: 'Too many attempts from your network. Please wait a few minutes and try again.',
  },
  PT: {
    htmlLang: 'pt',
    languageName: 'Português',
    languageLabel: 'Idioma',
    title: 'Avalie a sua visita',
    lead: (branch) => `Como foi a sua visita a ${branch}?`,
    when: 'Quando',
    services: 'Serviços',
    employees: 'Com',
    ratingLegend: 'A sua avaliação',
    star: (n) => `${n} ${n === 1 ? 'estrela' : 'estrelas'} de 5`,
    commentLabel: 'Comentário (opcional)',
    commentHint: 'Do que gostou e o que poderia ser melhor?',
    submit: 'Enviar avaliação',
    chooseRating: 'Escolha de 1 a 5 estrelas.',
    commentTooLong: 'O comentário pode ter no máximo 2000 caracteres.',
    thanksTitle: 'Obrigado!',
    thanksText: 'A sua avaliação foi enviada.',
    givenTitle: 'A sua avaliação',
    givenText: 'Já avaliou esta visita.',
    replyFrom: (branch) => `Resposta de ${branch}`,
    unusableTitle: 'Este link não pode ser usado',
    unusableText: 'Pode ter expirado ou já ter sido usado. Peça um novo link ao salão.',
    tooMany: 'Demasiadas tentativas a partir da sua rede. Aguarde alguns minutos e tente novamente.',
  },
  RU: {
    htmlLang: 'ru',
    languageName: 'Русский',
    languageLabel: 'Язык',
    title: 'Оцените визит',
    lead: (branch) => `Как прошёл ваш визит в ${branch}?`,
    when: 'Когда',
    services: 'Услуги',
    employees: 'Мастер',
    ratingLegend: 'Ваша оценка',
    star: (n) => `${n} ${ruStars(n)} из 5`,
    commentLabel: 'Комментарий (необязательно)',
    commentHint: 'Что понравилось и что можно сделать лучше?',
    submit: 'Отправить отзыв',
    chooseRating: 'Выберите от 1 до 5 звёзд.',
    commentTooLong: 'Комментарий может быть не длиннее 2000 символов.',
    thanksTitle: 'Спасибо!',
    thanksText: 'Ваш отзыв отправлен.',
    givenTitle: 'Ваш отзыв',
    givenText: 'Вы уже оставили отзыв об этом визите.',
    replyFrom: (branch) => `Ответ от ${branch}`,
    unusableTitle: 'Эту ссылку нельзя использовать',
    unusableText: 'Возможно, срок её действия истёк или она уже использована. Попросите в салоне новую ссылку.',
    tooMany: 'Слишком много попыток из вашей сети. Подождите несколько минут и попробуйте снова.',
  },
  SR: {
    htmlLang: 'sr-Latn',
    languageName: 'Srpski',
    languageLabel: 'Jezik',
    title: 'Ocenite posetu',
    lead: (branch) => `Kako je prošla vaša poseta – ${branch}?`,
    when: 'Kada',
    services: 'Usluge',
    employees: 'Sa',
    ratingLegend: 'Vaša ocena',
    star: (n) => `${n} ${n === 1 ? 'zvezdica' : n < 5 ? 'zvezdice' : 'zvezdica'} od 5`,
    commentLabel: 'Komentar (nije obavezan)',
    commentHint: 'Šta vam se dopalo, a šta bi moglo bolje?',
    submit: 'Pošalji recenziju',
    chooseRating: 'Izaberite od 1 do 5 zvezdica.',
    commentTooLong: 'Komentar može imati najviše 2000 znakova.',
    thanksTitle: 'Hvala vam!',
    thanksText: 'Vaša recenzija je poslata.',
    givenTitle: 'Vaša recenzija',
    givenText: 'Već ste ocenili ovu posetu.',
    replyFrom: (branch) => `Odgovor: ${branch}`,
    unusableTitle: 'Ovaj link ne može da se koristi',
    unusableText: 'Možda je istekao ili je već iskorišćen. Zatražite novi link od salona.',
    tooMany: 'Previše pokušaja sa vaše mreže. Sačekajte nekoliko minuta i pokušajte ponovo.',
  },
  TR: {
    htmlLang: 'tr',
    languageName: 'Türkçe',
    languageLabel: 'Dil',
    title: 'Ziyaretinizi değerlendirin',
    lead: (branch) => `${branch} ziyaretiniz nasıldı?`,
    when: 'Ne zaman',
    services: 'Hizmetler',
    employees: 'Kiminle',
    ratingLegend: 'Puanınız',
    star: (n) => `5 üzerinden ${n} yıldız`,
    commentLabel: 'Yorum (isteğe bağlı)',
    commentHint: 'Neyi beğendiniz, ne daha iyi olabilirdi?',
    submit: 'Değerlendirmeyi gönder',
    chooseRating: '1 ile 5 yıldız arasında seçin.',
    commentTooLong: 'Yorum en fazla 2000 karakter olabilir.',
    thanksTitle: 'Teşekkürler!',
    thanksText: 'Değerlendirmeniz gönderildi.',
    givenTitle: 'Değerlendirmeniz',
    givenText: 'Bu ziyareti zaten değerlendirdiniz.',
    replyFrom: (branch) => `${branch} yanıtı`,
    unusableTitle: 'Bu bağlantı kullanılamaz',
    unusableText: 'Süresi dolmuş ya da zaten kullanılmış olabilir. Salondan yeni bir bağlantı isteyin.',
    tooMany: 'Ağınızdan çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  },
};

/** The language of a branch's country (its time zone's), for a client who opens the link without `?lang=`. */
const languageByCountry: Record<string, Language> = {
  RS: 'SR', ME: 'SR', BA: 'SR', HR: 'SR', MK: 'SR', SI: 'SR',
  RU: 'RU', BY: 'RU', KZ: 'RU', KG: 'RU',
  TR: 'TR',
  PT: 'PT', BR: 'PT', AO: 'PT', MZ: 'PT',
};
export const languageOfCountry = (country: string | undefined): Language | undefined => (country ? languageByCountry[country] : undefined);
