import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { employeesResource } from '@/schema/resources/employees';
import { branchPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { RecordCard } from '@/resources/record-card/record-card';
import { memberIdParam, type MemberRecord } from '../member-record';
import { WorkSlotMonth } from './work-slot-month';

/** The member card's calendar: the team's month grid for this one member, with a way to the whole team's. */
export function MemberCalendarPage(props: AreaPageProps) {
  const { t } = useTranslation('team');
  const { orgId = '', branchId = '' } = useParams();
  return (
    <RecordCard<MemberRecord> {...props} definition={employeesResource} idParam={memberIdParam}>
      {(member) => (
        <WorkSlotMonth
          members={[member]}
          viewOnly={props.viewOnly}
          filterable={false}
          extra={
            <Button component={RouterLink} to={branchPath(orgId, branchId, 'team/workSlots')}>
              {t('linked.calendar.action')}
            </Button>
          }
        />
      )}
    </RecordCard>
  );
}
