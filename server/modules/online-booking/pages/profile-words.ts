import type { Language } from '../../../../src/schema/enums';
import type { BusinessCategory } from '../../../../src/schema/online-booking/profile';

/** The profile's words on the public page, in the five languages (brand names stay as they are). */
export type ProfileWords = {
  about: string;
  contacts: string;
  location: string;
  openIn: { osm: string; google: string; geo: string };
  hours: string;
  everyDay: string;
  closed: string;
  specialDates: string;
  phone: string;
  email: string;
  website: string;
  /** The chain page: sort its branches by distance from the visitor. */
  nearest: string;
  nearestFailed: string;
  otherAreas: string;
  categories: Record<BusinessCategory, string>;
};

export const profileWords: Record<Language, ProfileWords> = {
  EN: {
    about: 'About us',
    contacts: 'Contacts',
    location: 'How to find us',
    openIn: { osm: 'Open in OpenStreetMap', google: 'Open in Google Maps', geo: 'Open in the maps app' },
    hours: 'Opening hours',
    everyDay: 'Every day',
    closed: 'Closed',
    specialDates: 'Special dates',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Website',
    nearest: 'Nearest to me',
    nearestFailed: 'Your position could not be found: pick a branch by name.',
    otherAreas: 'Other branches',
    categories: { hair_salon: 'Hair salon', barber: 'Barbershop', nails: 'Nails', beauty: 'Beauty salon', spa_massage: 'Spa and massage', clinic: 'Clinic', fitness_studio: 'Fitness studio', other: 'Other services' },
  },
  SR: {
    about: 'O nama',
    contacts: 'Kontakti',
    location: 'Kako do nas',
    openIn: { osm: 'Otvori u OpenStreetMap', google: 'Otvori u Google mapama', geo: 'Otvori u aplikaciji za mape' },
    hours: 'Radno vreme',
    everyDay: 'Svaki dan',
    closed: 'Zatvoreno',
    specialDates: 'Posebni datumi',
    phone: 'Telefon',
    email: 'Imejl',
    website: 'Veb-sajt',
    nearest: 'Najbliže meni',
    nearestFailed: 'Vaš položaj nije pronađen: izaberite filijalu po nazivu.',
    otherAreas: 'Ostale filijale',
    categories: { hair_salon: 'Frizerski salon', barber: 'Berbernica', nails: 'Nokti', beauty: 'Kozmetički salon', spa_massage: 'Spa i masaža', clinic: 'Klinika', fitness_studio: 'Fitnes studio', other: 'Ostale usluge' },
  },
  RU: {
    about: 'О нас',
    contacts: 'Контакты',
    location: 'Как нас найти',
    openIn: { osm: 'Открыть в OpenStreetMap', google: 'Открыть в Google Картах', geo: 'Открыть в приложении карт' },
    hours: 'Часы работы',
    everyDay: 'Ежедневно',
    closed: 'Закрыто',
    specialDates: 'Особые даты',
    phone: 'Телефон',
    email: 'Эл. почта',
    website: 'Сайт',
    nearest: 'Ближайшие ко мне',
    nearestFailed: 'Не удалось определить ваше положение: выберите филиал по названию.',
    otherAreas: 'Другие филиалы',
    categories: { hair_salon: 'Парикмахерская', barber: 'Барбершоп', nails: 'Ногтевой сервис', beauty: 'Салон красоты', spa_massage: 'Спа и массаж', clinic: 'Клиника', fitness_studio: 'Фитнес-студия', other: 'Другие услуги' },
  },
  TR: {
    about: 'Hakkımızda',
    contacts: 'İletişim',
    location: 'Bize nasıl ulaşılır',
    openIn: { osm: 'OpenStreetMap’te aç', google: 'Google Haritalar’da aç', geo: 'Harita uygulamasında aç' },
    hours: 'Çalışma saatleri',
    everyDay: 'Her gün',
    closed: 'Kapalı',
    specialDates: 'Özel günler',
    phone: 'Telefon',
    email: 'E-posta',
    website: 'Web sitesi',
    nearest: 'Bana en yakın',
    nearestFailed: 'Konumunuz bulunamadı: şubeyi adına göre seçin.',
    otherAreas: 'Diğer şubeler',
    categories: { hair_salon: 'Kuaför', barber: 'Berber', nails: 'Tırnak bakımı', beauty: 'Güzellik salonu', spa_massage: 'Spa ve masaj', clinic: 'Klinik', fitness_studio: 'Fitness stüdyosu', other: 'Diğer hizmetler' },
  },
  PT: {
    about: 'Sobre nós',
    contacts: 'Contactos',
    location: 'Como chegar',
    openIn: { osm: 'Abrir no OpenStreetMap', google: 'Abrir no Google Maps', geo: 'Abrir na app de mapas' },
    hours: 'Horário',
    everyDay: 'Todos os dias',
    closed: 'Fechado',
    specialDates: 'Datas especiais',
    phone: 'Telefone',
    email: 'E-mail',
    website: 'Site',
    nearest: 'Mais perto de mim',
    nearestFailed: 'Não foi possível encontrar a sua posição: escolha a filial pelo nome.',
    otherAreas: 'Outras filiais',
    categories: { hair_salon: 'Cabeleireiro', barber: 'Barbearia', nails: 'Unhas', beauty: 'Salão de beleza', spa_massage: 'Spa e massagem', clinic: 'Clínica', fitness_studio: 'Estúdio de fitness', other: 'Outros serviços' },
  },
};
