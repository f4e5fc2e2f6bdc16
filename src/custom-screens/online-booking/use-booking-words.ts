import { useTranslation } from 'react-i18next';
import type { OnlineBookingRules } from '@/schema/online-booking/rules';
import { useFormats } from '@/components/session/use-formats';
import type { FormRuleKey } from './rule-form-model';
import { useOnlineBooking } from './use-online-booking';

const minutesPerDay = 24 * 60;

/** The `onlineBooking` namespace's words for the rules and their values, in one place for both screens. */
export function useBookingWords() {
  const { t } = useTranslation('onlineBooking');
  const formats = useFormats();
  const days = (count: number) => t('units.days', { count });
  // A step left to the branch's says which it is (the screens show once the settings have loaded).
  const branchStep = formats.duration(useOnlineBooking().query.data?.slotStepMinutes ?? 0);
  const stepBranch = t('rules.stepBranch', { step: branchStep });
  /** Whole days read as days ("3 days"), anything else as hours and minutes ("1 h 30 min"). */
  const minutes = (value: number) => (value > 0 && value % minutesPerDay === 0 ? days(value / minutesPerDay) : formats.duration(value));
  const valueText = <K extends FormRuleKey>(key: K, value: OnlineBookingRules[K]): string => {
    switch (key) {
      case 'horizonDays':
        return days(value as number);
      case 'stepMinutes':
        return value === null ? stepBranch : formats.duration(value as number);
      case 'maxFutureBookings':
        return t('units.bookings', { count: value as number });
      case 'staffConfirms':
        return t(value ? 'rules.staffConfirmsOn' : 'rules.staffConfirmsOff');
      case 'whoMayBook':
        return t(`rules.whoMayBook.${value as OnlineBookingRules['whoMayBook']}`);
      case 'paymentAtBooking':
        return t(`rules.paymentAtBooking.${value as OnlineBookingRules['paymentAtBooking']}`);
      case 'depositValue':
        return formats.number(value as number);
      default:
        return minutes(value as number);
    }
  };
  return {
    t,
    days,
    minutes,
    valueText,
    stepBranch,
    ruleLabel: (key: FormRuleKey) => t(`rules.fields.${key}.label`),
    ruleHelp: (key: FormRuleKey) => t(`rules.fields.${key}.help`),
  };
}
