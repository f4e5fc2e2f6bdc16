import { useTranslation } from 'react-i18next';
import { employeesResource } from '@/schema/resources/employees';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useEveryRecord } from '@/resources/queries/use-every-record';
import type { MemberRecord } from '../member-record';
import { WorkSlotMonth } from './work-slot-month';

/** Team › Scheduled shifts (spec §2 `workSlots`): the branch's members by the days of a month. */
export function WorkSlotsPage(props: AreaPageProps) {
  const { t } = useTranslation('workSlots');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const members = useEveryRecord<MemberRecord>(`branches/${branchId}/${employeesResource.name}`, { sorters: [...employeesResource.defaultSort], enabled: branchId > 0 });
  return (
    <AreaPageFrame {...props}>
      {members.isError ? (
        <ErrorState title={t('states.membersFailed')} retryLabel={t('states.retry')} onRetry={() => void members.refetch()} />
      ) : !members.data ? (
        <LoadingState label={t('states.loading')} />
      ) : (
        <WorkSlotMonth members={members.data} viewOnly={props.viewOnly} filterable />
      )}
    </AreaPageFrame>
  );
}
