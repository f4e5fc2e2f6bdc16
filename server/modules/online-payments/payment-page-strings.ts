import type { Language } from '../../../src/schema/enums';
import type { OnlinePaymentState, PublicPaymentState } from '../../../src/schema/payments/online-payments';

/** The public payment pages' words in the five languages: the link's page and the provider's return pages. */
export type PaymentPageWords = {
  payTitle: string;
  payText: string;
  payButton: (amount: string) => string;
  /** A dinar branch with IPS set up: the same amount as an IPS QR code, for the client's bank app. */
  ipsTitle: string;
  ipsText: string;
  ipsAlt: string;
  notFoundTitle: string;
  notFoundText: string;
  states: Record<OnlinePaymentState, { title: string; text: string }>;
  /** A deposit paid at online booking: whether it booked the visit or came after the held time was gone. */
  booking: Record<NonNullable<PublicPaymentState['booking']>, string>;
};

export const paymentPageWords: Readonly<Record<Language, PaymentPageWords>> = {
  EN: {
    payTitle: 'Pay online',
    payText: 'You will enter your card on the bank’s secure page; we never see it.',
    payButton: (amount) => `Pay ${amount}`,
    ipsTitle: 'Or pay by instant transfer (IPS)',
    ipsText: 'Scan the code with your bank’s app. The salon marks the debt paid when the transfer arrives.',
    ipsAlt: 'IPS QR code for the amount',
    notFoundTitle: 'Payment not found',
    notFoundText: 'This payment link does not exist. Ask the salon for a new one.',
    states: {
      pending: { title: 'Waiting for the bank', text: 'The bank has not confirmed the payment yet. This page refreshes by itself.' },
      paid: { title: 'Payment received', text: 'Thank you: the payment is confirmed.' },
      failed: { title: 'The payment did not go through', text: 'Nothing was charged. You can try again from the link.' },
      expired: { title: 'This link has expired', text: 'Ask the salon for a new payment link.' },
    },
    booking: {
      booked: 'Your visit is booked. The deposit counts toward it at the salon.',
      refundDue: 'The time you chose was no longer held when the payment arrived, so nothing is booked. The salon will give the money back; call them to book again.',
    },
  },
  SR: {
    payTitle: 'Plaćanje onlajn',
    payText: 'Karticu unosite na zaštićenoj stranici banke; mi je nikada ne vidimo.',
    payButton: (amount) => `Plati ${amount}`,
    ipsTitle: 'Ili platite instant transferom (IPS)',
    ipsText: 'Skenirajte kod aplikacijom svoje banke. Salon označava dug plaćenim kada uplata stigne.',
    ipsAlt: 'IPS QR kod za iznos',
    notFoundTitle: 'Plaćanje nije pronađeno',
    notFoundText: 'Ovaj link za plaćanje ne postoji. Zatražite novi od salona.',
    states: {
      pending: { title: 'Čekamo banku', text: 'Banka još nije potvrdila plaćanje. Stranica se sama osvežava.' },
      paid: { title: 'Plaćanje primljeno', text: 'Hvala: plaćanje je potvrđeno.' },
      failed: { title: 'Plaćanje nije uspelo', text: 'Ništa nije naplaćeno. Možete pokušati ponovo preko linka.' },
      expired: { title: 'Link je istekao', text: 'Zatražite od salona novi link za plaćanje.' },
    },
    booking: {
      booked: 'Vaša poseta je zakazana. Depozit se uračunava u nju u salonu.',
      refundDue: 'Izabrano vreme više nije bilo sačuvano kada je uplata stigla, pa ništa nije zakazano. Salon će vam vratiti novac; pozovite ih da zakažete ponovo.',
    },
  },
  RU: {
    payTitle: 'Оплата онлайн',
    payText: 'Карту вы вводите на защищённой странице банка; мы её никогда не видим.',
    payButton: (amount) => `Оплатить ${amount}`,
    ipsTitle: 'Или оплатите мгновенным переводом (IPS)',
    ipsText: 'Отсканируйте код приложением своего банка. Салон отметит долг оплаченным, когда перевод поступит.',
    ipsAlt: 'IPS QR-код на сумму',
    notFoundTitle: 'Платёж не найден',
    notFoundText: 'Такой ссылки на оплату нет. Попросите у салона новую.',
    states: {
      pending: { title: 'Ждём подтверждения банка', text: 'Банк ещё не подтвердил платёж. Страница обновится сама.' },
      paid: { title: 'Платёж получен', text: 'Спасибо: платёж подтверждён.' },
      failed: { title: 'Платёж не прошёл', text: 'Деньги не списаны. Можно попробовать снова по ссылке.' },
      expired: { title: 'Срок ссылки истёк', text: 'Попросите у салона новую ссылку на оплату.' },
    },
    booking: {
      booked: 'Вы записаны. Депозит засчитают в оплату в салоне.',
      refundDue: 'Когда пришла оплата, выбранное время уже не было закреплено за вами, поэтому запись не создана. Салон вернёт деньги; позвоните туда, чтобы записаться снова.',
    },
  },
  TR: {
    payTitle: 'Çevrimiçi öde',
    payText: 'Kartınızı bankanın güvenli sayfasına girersiniz; biz onu hiç görmeyiz.',
    payButton: (amount) => `${amount} öde`,
    ipsTitle: 'Ya da anında havaleyle ödeyin (IPS)',
    ipsText: 'Kodu bankanızın uygulamasıyla okutun. Havale ulaştığında salon borcu ödendi olarak işaretler.',
    ipsAlt: 'Tutar için IPS QR kodu',
    notFoundTitle: 'Ödeme bulunamadı',
    notFoundText: 'Bu ödeme bağlantısı yok. Salondan yenisini isteyin.',
    states: {
      pending: { title: 'Banka bekleniyor', text: 'Banka ödemeyi henüz onaylamadı. Bu sayfa kendiliğinden yenilenir.' },
      paid: { title: 'Ödeme alındı', text: 'Teşekkürler: ödeme onaylandı.' },
      failed: { title: 'Ödeme gerçekleşmedi', text: 'Hiçbir ücret alınmadı. Bağlantıdan yeniden deneyebilirsiniz.' },
      expired: { title: 'Bu bağlantının süresi doldu', text: 'Salondan yeni bir ödeme bağlantısı isteyin.' },
    },
    booking: {
      booked: 'Ziyaretiniz için randevunuz alındı. Depozito salonda ödemeye sayılır.',
      refundDue: 'Ödeme geldiğinde seçtiğiniz saat artık sizin için ayrılmış değildi, bu yüzden randevu alınmadı. Salon parayı iade edecek; yeniden randevu için salonu arayın.',
    },
  },
  PT: {
    payTitle: 'Pagar online',
    payText: 'Introduz o cartão na página segura do banco; nós nunca o vemos.',
    payButton: (amount) => `Pagar ${amount}`,
    ipsTitle: 'Ou pague por transferência imediata (IPS)',
    ipsText: 'Leia o código com a app do seu banco. O salão marca a dívida como paga quando a transferência chegar.',
    ipsAlt: 'Código QR IPS do montante',
    notFoundTitle: 'Pagamento não encontrado',
    notFoundText: 'Este link de pagamento não existe. Peça um novo ao salão.',
    states: {
      pending: { title: 'À espera do banco', text: 'O banco ainda não confirmou o pagamento. Esta página atualiza-se sozinha.' },
      paid: { title: 'Pagamento recebido', text: 'Obrigado: o pagamento está confirmado.' },
      failed: { title: 'O pagamento não foi concluído', text: 'Nada foi cobrado. Pode tentar de novo pelo link.' },
      expired: { title: 'Este link expirou', text: 'Peça ao salão um novo link de pagamento.' },
    },
    booking: {
      booked: 'A sua visita está marcada. O depósito conta para ela no salão.',
      refundDue: 'A hora escolhida já não estava reservada quando o pagamento chegou, por isso nada foi marcado. O salão devolverá o dinheiro; ligue para marcar de novo.',
    },
  },
};
