import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toHttpError } from '@/providers/data-provider';
import { onlineBookingKeys } from './online-booking-api';
import { useBookingScope } from './use-online-booking';

export type SettingSaveOutcome<T> = { saved: true; value: T } | { saved: false; stale: boolean; error: unknown };

/**
 * One of the branch's booking page settings that is saved whole with its version (verification, terms, widget, the
 * Presence screens' parts): its read, and a save that puts the answer in the cache. A stale version (someone saved meanwhile) reads it again and says so; the
 * caller shows anything else.
 */
export function usePageSetting<T extends { version: number }>(part: string, read: (branchId: number) => Promise<T>) {
  const { branchId } = useBookingScope();
  const { t } = useTranslation('onlineBooking');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const queryKey = [...onlineBookingKeys.branch(branchId), part];
  const query = useQuery({ queryKey, queryFn: () => read(branchId), enabled: branchId > 0 });
  const save = async (write: (branchId: number, version: number) => Promise<T>): Promise<SettingSaveOutcome<T>> => {
    try {
      const value = await write(branchId, query.data?.version ?? 0);
      queryClient.setQueryData(queryKey, value);
      return { saved: true, value };
    } catch (error) {
      const stale = toHttpError(error).statusCode === 409;
      if (stale) {
        await queryClient.invalidateQueries({ queryKey });
        open?.({ type: 'error', message: t('stale') });
      }
      return { saved: false, stale, error };
    }
  };
  return { query, save };
}
