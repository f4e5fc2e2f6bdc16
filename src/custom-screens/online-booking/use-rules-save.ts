import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RuleOverrides } from '@/schema/online-booking/rules';
import type { RuleRow } from '@/schema/online-booking/settings';
import { toHttpError } from '@/providers/data-provider';
import { onlineBookingKeys, saveRules } from './online-booking-api';
import { versionOf, withRow, type RuleTarget } from './rule-targets';
import { useOnlineBooking } from './use-online-booking';

export type RulesSaveOutcome = { saved: true; row: RuleRow } | { saved: false; stale: boolean; error: unknown };

/**
 * Saves a level's whole set of overrides with the version read and puts the row answered in the settings. A stale
 * version (someone saved meanwhile) reads the settings again and says so; the caller shows anything else.
 */
export function useRulesSave() {
  const { t } = useTranslation('onlineBooking');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const { scope, query, change, reload, forgetAnswers } = useOnlineBooking();
  return async (target: RuleTarget, overrides: RuleOverrides): Promise<RulesSaveOutcome> => {
    try {
      const row = await saveRules(scope, target, overrides, versionOf(query.data?.rules ?? [], target));
      change((data) => ({ ...data, rules: withRow(data.rules, row) }));
      // The chain's defaults are every branch's inheritance: the others read theirs again when next shown.
      if (target.level === 'chain') await queryClient.invalidateQueries({ queryKey: onlineBookingKeys.all, predicate: (cached) => cached.queryKey[1] !== scope.branchId });
      await forgetAnswers();
      return { saved: true, row };
    } catch (error) {
      const stale = toHttpError(error).statusCode === 409;
      if (stale) {
        await reload();
        open?.({ type: 'error', message: t('stale') });
      }
      return { saved: false, stale, error };
    }
  };
}
