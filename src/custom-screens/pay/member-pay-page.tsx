import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { DateInput } from '@/components/forms/date-input';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { toHttpError } from '@/providers/data-provider';
import { MemberCard } from '@/custom-screens/team/member-card-pages';
import { memberIdParam } from '@/custom-screens/team/member-record';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import {
  assignScheme,
  deleteAssignment,
  listAssignments,
  listDocuments,
  listSchemes,
  payKeys,
} from './pay-api';
import { PaySlipButton } from './pay-slip-button';
import { StatusChip } from './pay-status-chip';

/** Assign a scheme from a day: the same day again replaces that day's scheme. */
function AssignForm({ branchId, employeeId }: { branchId: number; employeeId: number }) {
  const { t } = useTranslation('pay');
  const queryClient = useQueryClient();
  const schemes = useQuery({
    queryKey: payKeys.schemes(branchId, 1),
    queryFn: () => listSchemes(branchId, 1, 100),
  });
  const [schemeId, setSchemeId] = useState<number | ''>('');
  const today = useWorkspaceToday();
  const [startsOn, setStartsOn] = useState(today);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (schemeId === '') return setFailure(t('member.chooseScheme'));
    setBusy(true);
    setFailure(null);
    try {
      await assignScheme(employeeId, schemeId, startsOn);
      await queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
    } catch (error) {
      setFailure(toHttpError(error).message);
    } finally {
      setBusy(false);
    }
  };
  if (schemes.data?.items.length === 0) return <Alert severity="info">{t('member.noSchemes')}</Alert>;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void submit())}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        label={t('member.scheme')}
        value={schemeId}
        onChange={(event) => setSchemeId(Number(event.target.value))}
        disabled={!schemes.data}
      >
        {(schemes.data?.items ?? []).map((scheme) => (
          <MenuItem key={scheme.id} value={scheme.id}>
            {scheme.name}
          </MenuItem>
        ))}
      </TextField>
      <DateInput label={t('member.from')} value={startsOn} onChange={(value) => setStartsOn(value ?? '')} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: { sm: 1 } }}>
        {t('member.assign')}
      </Button>
      {failure ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {failure}
        </Alert>
      ) : null}
    </Box>
  );
}

function SchemeHistory({
  branchId,
  employeeId,
  viewOnly,
}: {
  branchId: number;
  employeeId: number;
  viewOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  const today = useWorkspaceToday();
  const queryClient = useQueryClient();
  const { orgId = '' } = useParams();
  const assignments = useQuery({
    queryKey: payKeys.assignments(branchId, employeeId),
    queryFn: () => listAssignments(employeeId),
  });
  if (assignments.isPending) return <LoadingState label={t('loading')} />;
  if (assignments.isError)
    return (
      <ErrorState
        title={t('member.loadFailed')}
        message={toHttpError(assignments.error).message}
        retryLabel={t('retry')}
        onRetry={() => void assignments.refetch()}
      />
    );
  const current = assignments.data.find((row) => row.startsOn <= today) ?? null;
  const remove = async (id: number) => {
    await deleteAssignment(id);
    await queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {current
          ? t('member.current', { name: current.schemeName, date: formats.date(current.startsOn) })
          : t('member.none')}
      </Typography>
      {assignments.data.length === 0 ? null : (
        <List
          disablePadding
          aria-label={t('member.history')}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {assignments.data.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                viewOnly ? null : (
                  <IconButton
                    edge="end"
                    aria-label={t('member.removeAssignment', { name: row.schemeName })}
                    onClick={() => void remove(row.id)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemButton
                component={RouterLink}
                to={branchPath(orgId, branchId, `team/salary/${row.schemeId}`)}
                disabled={row.schemeDeleted}
                sx={{ pl: 0 }}
              >
                <ListItemText
                  primary={row.schemeName}
                  secondary={
                    <>
                      {t(row.startsOn > today ? 'member.fromLater' : 'member.fromDay', {
                        date: formats.date(row.startsOn),
                      })}
                      {row === current ? (
                        <Chip
                          component="span"
                          size="small"
                          color="success"
                          label={t('member.inForce')}
                          sx={{ ml: 1 }}
                        />
                      ) : null}
                    </>
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {viewOnly ? null : <AssignForm branchId={branchId} employeeId={employeeId} />}
    </Box>
  );
}

function Documents({ branchId, employeeId }: { branchId: number; employeeId: number }) {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const { orgId = '' } = useParams();
  const documents = useQuery({
    queryKey: payKeys.documents(branchId, employeeId),
    queryFn: () => listDocuments(employeeId),
  });
  if (documents.isPending) return <LoadingState label={t('loading')} />;
  if (documents.isError)
    return (
      <ErrorState
        title={t('member.loadFailed')}
        message={toHttpError(documents.error).message}
        retryLabel={t('retry')}
        onRetry={() => void documents.refetch()}
      />
    );
  const period = (document: (typeof documents.data)[number]) =>
    t('calculations.period', { from: formats.date(document.periodFrom), to: formats.date(document.periodTo) });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="pay-slips-heading" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="pay-slips-heading" variant="subtitle1" component="h2">
          {t('slip.heading')}
        </Typography>
        {documents.data.length === 0 ? (
          <EmptyState title={t('member.noDocuments')} description={t('member.noDocumentsHelp')} />
        ) : (
          <List disablePadding aria-label={t('slip.heading')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {documents.data.map((document) => (
              <ListItem
                key={document.id}
                divider
                disablePadding
                secondaryAction={
                  <PaySlipButton
                    calculationId={document.id}
                    employeeId={employeeId}
                    label={t('slip.download', { period: period(document) })}
                  />
                }
              >
                <ListItemButton
                  component={RouterLink}
                  to={`${branchPath(orgId, branchId, 'team/calculation')}?calculation=${document.id}`}
                  sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', pr: 7 }}
                >
                  <ListItemText primary={period(document)} sx={{ minWidth: 180, flex: '1 1 180px' }} />
                  <StatusChip status={document.status} />
                  <Typography sx={{ fontWeight: 600, minWidth: 96, textAlign: 'right' }}>
                    {formats.money(document.subtotal, currency)}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box component="section" aria-labelledby="contracts-heading" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="contracts-heading" variant="subtitle1" component="h2">
          {t('contracts.heading')}
        </Typography>
        <Alert severity="info" icon={<DescriptionOutlinedIcon />}>
          {t('contracts.later')}
        </Alert>
      </Box>
    </Box>
  );
}

/** The member card's salaryScheme tab: the scheme in force and its history, and (`documents`) their calculations. */
export function MemberPayPage(props: AreaPageProps) {
  const { t } = useTranslation('pay');
  const { orgId = '', branchId = '', [memberIdParam]: empId = '' } = useParams();
  const documents = props.trail[props.trail.length - 1]?.path === 'documents';
  const tab = (path: string) => branchPath(orgId, branchId, `team/members/${empId}/salaryScheme${path}`);
  return (
    <MemberCard {...props}>
      {(member) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Tabs value={documents ? 'documents' : 'scheme'} aria-label={t('member.sections')}>
            <Tab value="scheme" label={t('member.schemeTab')} component={RouterLink} to={tab('')} />
            <Tab
              value="documents"
              label={t('member.documents')}
              component={RouterLink}
              to={tab('/documents')}
            />
          </Tabs>
          {documents ? (
            <Documents branchId={Number(branchId)} employeeId={member.id} />
          ) : (
            <SchemeHistory branchId={Number(branchId)} employeeId={member.id} viewOnly={props.viewOnly} />
          )}
        </Paper>
      )}
    </MemberCard>
  );
}
