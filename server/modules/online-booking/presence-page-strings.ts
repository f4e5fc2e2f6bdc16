import type { Language } from '../../../src/schema/enums';

/** The booking page's words for what Presence adds: the gallery, the promo banner and the trackers' consent bar. */
export type PresencePageStrings = {
  photos: string;
  photoAlt: (name: string, n: number) => string;
  coverAlt: (name: string) => string;
  logoAlt: (name: string) => string;
  promo: string;
  consentText: string;
  consentYes: string;
  consentNo: string;
};

export const presencePageStrings: Record<Language, PresencePageStrings> = {
  EN: {
    photos: 'Photos',
    photoAlt: (name, n) => `${name}, photo ${n}`,
    coverAlt: (name) => `${name}`,
    logoAlt: (name) => `${name} logo`,
    promo: 'News from the salon',
    consentText: 'May this page measure visits with Google Analytics or Meta? They set cookies. The booking works either way.',
    consentYes: 'Allow',
    consentNo: 'No, thanks',
  },
  SR: {
    photos: 'Fotografije',
    photoAlt: (name, n) => `${name}, fotografija ${n}`,
    coverAlt: (name) => `${name}`,
    logoAlt: (name) => `Logo: ${name}`,
    promo: 'Novosti iz salona',
    consentText: 'Da li ova stranica sme da meri posete pomoću Google Analytics-a ili Mete? Oni postavljaju kolačiće. Zakazivanje radi u oba slučaja.',
    consentYes: 'Dozvoli',
    consentNo: 'Ne, hvala',
  },
  RU: {
    photos: 'Фотографии',
    photoAlt: (name, n) => `${name}, фото ${n}`,
    coverAlt: (name) => `${name}`,
    logoAlt: (name) => `Логотип: ${name}`,
    promo: 'Новости салона',
    consentText: 'Разрешить этой странице считать посещения через Google Analytics или Meta? Они сохраняют cookie. Запись работает в любом случае.',
    consentYes: 'Разрешить',
    consentNo: 'Нет, спасибо',
  },
  TR: {
    photos: 'Fotoğraflar',
    photoAlt: (name, n) => `${name}, fotoğraf ${n}`,
    coverAlt: (name) => `${name}`,
    logoAlt: (name) => `${name} logosu`,
    promo: 'Salondan haberler',
    consentText: 'Bu sayfa ziyaretleri Google Analytics veya Meta ile ölçebilir mi? Bunlar çerez bırakır. Randevu her iki durumda da çalışır.',
    consentYes: 'İzin ver',
    consentNo: 'Hayır, teşekkürler',
  },
  PT: {
    photos: 'Fotografias',
    photoAlt: (name, n) => `${name}, fotografia ${n}`,
    coverAlt: (name) => `${name}`,
    logoAlt: (name) => `Logótipo de ${name}`,
    promo: 'Novidades do salão',
    consentText: 'Esta página pode medir visitas com o Google Analytics ou a Meta? Eles guardam cookies. A marcação funciona de qualquer forma.',
    consentYes: 'Permitir',
    consentNo: 'Não, obrigado',
  },
};
