import type { Language } from '../../../src/schema/enums';
import type { ClassStepWords } from '../../../src/schema/online-booking/booking-island';

/** The island's steps for joining a class, in each language (`{n}`: places left). */
export const classStepWords: Record<Language, ClassStepWords> = {
  EN: {
    title: 'Join the class',
    placesLeft: 'Places left: {n}',
    confirm: 'Join the class',
    joinedTitle: 'You have a place',
    joinedText: 'We have sent you a message with the link to your place.',
    seatLink: 'See or leave your place',
  },
  SR: {
    title: 'Prijava na čas',
    placesLeft: 'Slobodnih mesta: {n}',
    confirm: 'Prijavite se na čas',
    joinedTitle: 'Imate mesto',
    joinedText: 'Poslali smo vam poruku sa linkom do vašeg mesta.',
    seatLink: 'Pogledajte ili otkažite svoje mesto',
  },
  RU: {
    title: 'Запись на занятие',
    placesLeft: 'Свободных мест: {n}',
    confirm: 'Записаться',
    joinedTitle: 'Вы записаны',
    joinedText: 'Мы отправили вам сообщение со ссылкой на вашу запись.',
    seatLink: 'Посмотреть или отменить запись',
  },
  TR: {
    title: 'Derse katıl',
    placesLeft: 'Boş yer: {n}',
    confirm: 'Derse katıl',
    joinedTitle: 'Yeriniz ayrıldı',
    joinedText: 'Yerinizin bağlantısını içeren bir mesaj gönderdik.',
    seatLink: 'Yerinizi görün veya bırakın',
  },
  PT: {
    title: 'Participar na aula',
    placesLeft: 'Vagas livres: {n}',
    confirm: 'Participar na aula',
    joinedTitle: 'Tem a sua vaga',
    joinedText: 'Enviámos-lhe uma mensagem com o link para a sua vaga.',
    seatLink: 'Ver ou desistir da vaga',
  },
};
