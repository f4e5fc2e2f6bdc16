import { useNotification } from '@refinedev/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SlotEditPlan } from '@/schema/schedule/work-slot-template';
import { scheduleQueryRoot } from '@/lib/schedule-query-keys';
import { toHttpError } from '@/providers/data-provider';
import { runSlotPlan, workSlotKeys } from './work-slots-api';

/**
 * Saves a plan of slot changes: a toast says what was saved, or the server's sentence when it refused; the
 * months read again, and so does the schedule, whose columns follow the slots.
 */
export function useSaveSlots(): { save: (plan: SlotEditPlan) => Promise<boolean>; saving: boolean } {
  const { t } = useTranslation('workSlots');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: runSlotPlan,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: workSlotKeys.all }), queryClient.invalidateQueries({ queryKey: scheduleQueryRoot })]),
  });
  const save = async (plan: SlotEditPlan): Promise<boolean> => {
    const changes = plan.create.length + plan.deleteIds.length;
    if (changes === 0) {
      open?.({ type: 'success', message: t('saved.nothing') });
      return true;
    }
    try {
      await mutation.mutateAsync(plan);
      open?.({ type: 'success', message: t('saved.done', { count: changes }) });
      return true;
    } catch (error) {
      open?.({ type: 'error', message: t('saved.failed'), description: toHttpError(error).message });
      return false;
    }
  };
  return { save, saving: mutation.isPending };
}
