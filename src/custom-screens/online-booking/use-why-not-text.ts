import type { BranchOnlineBooking, WhyNotAnswer } from '@/schema/online-booking/settings';
import type { WhyNotRequest } from './online-booking-api';
import { useBookingWords } from './use-booking-words';
import { whyNotSentence } from './why-not-model';

/** The why-not answer in the person's language: "Minimum notice: … at least 1 h from now (set for this branch)." */
export function useWhyNotText(data: BranchOnlineBooking) {
  const { t, valueText } = useBookingWords();
  const sentence = (answer: WhyNotAnswer, request: WhyNotRequest): string => {
    const said = whyNotSentence(answer, data, request);
    if (said.bookable) return t('whyNot.bookable');
    return t(`whyNot.codes.${said.key}`, {
      service: said.service ?? '',
      employee: said.employee ?? '',
      value: said.value ? valueText(said.value.rule, said.value.value) : '',
      source: said.source ? t(`whyNot.sources.${said.source}`) : '',
    });
  };
  return { t, sentence };
}
