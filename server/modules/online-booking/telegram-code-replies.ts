import type { Language } from '../../../src/schema/enums';

/** What the chain's bot says while sending a booking code (telegram-codes.ts), in the booking page's language. */
export type TelegramCodeReplies = {
  shareContact: string;
  shareButton: string;
  ownContactOnly: string;
  otherNumber: string;
  linkGone: string;
  code: (values: { code: string; branch: string }) => string;
};

export const telegramCodeReplies: Record<Language, TelegramCodeReplies> = {
  EN: {
    shareContact: 'To get your booking code, share this account’s phone number with the button below.',
    shareButton: 'Share my phone number',
    ownContactOnly: 'Please share your own number with the button below, not a contact from your list.',
    otherNumber: 'This account’s number is not the one typed on the booking page. Type this number there, or choose SMS or e-mail.',
    linkGone: 'This link has expired. Ask for a new code on the booking page.',
    code: ({ code, branch }) => `Your booking code for ${branch}: ${code}\nType it on the booking page. It works for 10 minutes.`,
  },
  SR: {
    shareContact: 'Da biste dobili kod za rezervaciju, podelite broj telefona ovog naloga dugmetom ispod.',
    shareButton: 'Podeli moj broj telefona',
    ownContactOnly: 'Podelite svoj broj dugmetom ispod, a ne kontakt iz imenika.',
    otherNumber: 'Broj ovog naloga nije onaj upisan na stranici za rezervaciju. Upišite ovaj broj tamo ili izaberite SMS ili e-poštu.',
    linkGone: 'Ovaj link je istekao. Zatražite novi kod na stranici za rezervaciju.',
    code: ({ code, branch }) => `Vaš kod za rezervaciju u salonu ${branch}: ${code}\nUpišite ga na stranici za rezervaciju. Važi 10 minuta.`,
  },
  RU: {
    shareContact: 'Чтобы получить код записи, поделитесь номером телефона этого аккаунта кнопкой ниже.',
    shareButton: 'Поделиться моим номером',
    ownContactOnly: 'Поделитесь своим номером кнопкой ниже, а не контактом из списка.',
    otherNumber: 'Номер этого аккаунта не совпадает с номером на странице записи. Укажите там этот номер или выберите SMS или e-mail.',
    linkGone: 'Срок действия ссылки истёк. Запросите новый код на странице записи.',
    code: ({ code, branch }) => `Ваш код записи в ${branch}: ${code}\nВведите его на странице записи. Код действует 10 минут.`,
  },
  TR: {
    shareContact: 'Randevu kodunuzu almak için bu hesabın telefon numarasını aşağıdaki düğmeyle paylaşın.',
    shareButton: 'Telefon numaramı paylaş',
    ownContactOnly: 'Lütfen rehberinizden bir kişiyi değil, kendi numaranızı aşağıdaki düğmeyle paylaşın.',
    otherNumber: 'Bu hesabın numarası randevu sayfasına yazılan numara değil. Bu numarayı orada yazın ya da SMS veya e-posta seçin.',
    linkGone: 'Bu bağlantının süresi doldu. Randevu sayfasından yeni bir kod isteyin.',
    code: ({ code, branch }) => `${branch} randevu kodunuz: ${code}\nRandevu sayfasına yazın. 10 dakika geçerlidir.`,
  },
  PT: {
    shareContact: 'Para receber o código da marcação, partilhe o número de telefone desta conta com o botão abaixo.',
    shareButton: 'Partilhar o meu número',
    ownContactOnly: 'Partilhe o seu próprio número com o botão abaixo, não um contacto da sua lista.',
    otherNumber: 'O número desta conta não é o que escreveu na página de marcação. Escreva lá este número ou escolha SMS ou e-mail.',
    linkGone: 'Este link expirou. Peça um novo código na página de marcação.',
    code: ({ code, branch }) => `O seu código de marcação em ${branch}: ${code}\nEscreva-o na página de marcação. É válido durante 10 minutos.`,
  },
};
