import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormats } from '@/components/session/use-formats';
import { jobTitlesResource } from '@/schema/resources/job-titles';
import { employeesResource } from '@/schema/resources/employees';
import { branchPath } from '@/schema/routes';
import { FactsTable, type Fact } from '@/components/facts-table';
import type { AreaPageProps } from '@/resources/area-page-props';
import { DeleteResourceButton } from '@/resources/engine/delete-resource-button';
import { emptyText } from '@/resources/engine/field-format';
import { PhoneLink } from '@/resources/engine/phone-link';
import { ResourceFields } from '@/resources/engine/resource-fields';
import { ResourceForm } from '@/resources/engine/resource-form';
import { useResourceRecord } from '@/resources/engine/use-resource-record';
import { BookOrderButton } from '@/resources/orders/book-order-button';
import { RecordCard } from '@/resources/record-card/record-card';
import { RecordSectionMenu } from '@/resources/record-card/record-section-menu';
import { MemberReviewSummary } from '@/custom-screens/reviews/member-review-summary';
import { memberIdParam, type MemberRecord } from './member-record';
import { MemberAccount } from './member-account';
import { MemberServicesEditor } from './member-services-editor';
import { MemberServicesSummary } from './member-services-summary';

type CardProps = AreaPageProps & { showSectionTabs?: boolean; children: (member: MemberRecord) => ReactNode };

/** The card on every tab, with "Book": the schedule's new-order drawer with this member filled in (pay's tab uses it too). */
export function MemberCard(props: CardProps) {
  const { orgId = '', branchId = '', [memberIdParam]: empId = '' } = useParams();
  const book = <BookOrderButton to={`${branchPath(orgId, branchId, 'schedule/order/new')}?${new URLSearchParams({ employeeId: empId })}`} viewOnly={props.viewOnly} />;
  return <RecordCard<MemberRecord> {...props} definition={employeesResource} idParam={memberIdParam} actions={book} />;
}

function JobTitle({ id }: { id: number | null }) {
  const { record } = useResourceRecord(jobTitlesResource, id);
  return <>{id === null ? emptyText : typeof record?.name === 'string' ? record.name : '…'}</>;
}

function MemberFacts({ member }: { member: MemberRecord }) {
  const { t } = useTranslation('team');
  const formats = useFormats();
  const field = (name: string) => t(`employees.fields.${name}`, { ns: 'resources' });
  const rows: Fact[] = [
    { key: 'jobTitle', label: field('jobTitleId'), value: <JobTitle id={member.jobTitleId} /> },
    { key: 'specialty', label: field('specialtyDisplayName'), value: member.specialtyDisplayName || emptyText },
    { key: 'phone', label: field('phone'), value: member.phone ? <PhoneLink phone={member.phone} /> : emptyText },
    { key: 'email', label: field('email'), value: member.email ? <Link href={`mailto:${member.email}`}>{member.email}</Link> : emptyText },
    { key: 'hiredOn', label: field('hiredOn'), value: member.hiredOn ? formats.date(member.hiredOn) : emptyText },
    {
      key: 'online',
      label: field('bookableOnline'),
      value: <Chip size="small" color={member.bookableOnline ? 'success' : 'default'} label={member.bookableOnline ? t('overview.bookable') : t('overview.notBookable')} />,
    },
  ];
  return <FactsTable facts={rows} label={t('overview.facts')} />;
}

function ColourDot({ color }: { color: string }) {
  return <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, display: 'inline-block', mr: 1 }} />;
}

export function MemberMainPage(props: AreaPageProps) {
  const { t } = useTranslation('team');
  return (
    <MemberCard {...props} showSectionTabs={false}>
      {(member) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MemberFacts member={member} />
          <RecordSectionMenu area={props.area} trail={props.trail} label={t('card.sections')} />
        </Box>
      )}
    </MemberCard>
  );
}

export function MemberOverviewPage(props: AreaPageProps) {
  const { t } = useTranslation('team');
  return (
    <MemberCard {...props}>
      {(member) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <MemberFacts member={member} />
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
                <ColourDot color={member.color} />
                {t('overview.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }} color={member.about ? 'text.primary' : 'text.secondary'}>
                {member.about || t('overview.noAbout')}
              </Typography>
            </Paper>
            <MemberReviewSummary employeeId={member.id} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MemberServicesSummary member={member} />
          </Box>
        </Box>
      )}
    </MemberCard>
  );
}

export function MemberAboutPage(props: AreaPageProps) {
  const { t } = useTranslation('team');
  return (
    <MemberCard {...props}>
      {(member) => (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={member.about ? 'text.primary' : 'text.secondary'}>
            {member.about || t('overview.noAbout')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('about.where')}
          </Typography>
        </Paper>
      )}
    </MemberCard>
  );
}

export function MemberServicesPage(props: AreaPageProps) {
  return <MemberCard {...props}>{(member) => <MemberServicesEditor member={member} viewOnly={props.viewOnly} />}</MemberCard>;
}

/** The member's information: the engine's edit form, saved with the version it was read at. */
export function MemberInformationPage(props: AreaPageProps) {
  return (
    <MemberCard {...props}>
      {(member) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ResourceForm definition={employeesResource} mode="edit" id={member.id} />
        </Paper>
      )}
    </MemberCard>
  );
}

/**
 * The member's own account (sign in as themselves), how the member appears (online booking, colour in the
 * schedule) and leaving the team: removing a member
 * keeps their past appointments and history (soft delete) and frees a place in the plan.
 */
export function MemberSettingsPage(props: AreaPageProps) {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const { orgId = '', branchId = '' } = useParams();
  return (
    <MemberCard {...props}>
      {(member) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MemberAccount member={member} viewOnly={props.viewOnly} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ResourceFields definition={employeesResource} record={member} fields={['bookableOnline', 'color', 'specialtyDisplayName']} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, borderColor: 'error.main' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('settings.leaveTitle')}
            </Typography>
            <Typography color="text.secondary">{t('settings.leaveText', { name: member.firstName })}</Typography>
            <Box>
              <DeleteResourceButton
                definition={employeesResource}
                record={member}
                disabled={props.viewOnly}
                onDeleted={() => navigate(branchPath(orgId, branchId, 'team/members'))}
              />
            </Box>
          </Paper>
        </Box>
      )}
    </MemberCard>
  );
}
