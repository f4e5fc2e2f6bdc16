import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { DateInput } from '@/components/forms/date-input';
import { TimeInput } from '@/components/forms/time-input';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { toHttpError } from '@/providers/data-provider';
import { groupByCategory } from './bookable-groups';
import { onlineBookingKeys, whyNot, type WhyNotRequest } from './online-booking-api';
import { useBookingScope } from './use-online-booking';
import { useWhyNotText } from './use-why-not-text';

const wallClock = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * "Why is this time not bookable online?": a team member, the visit's services, a day and a time, and the answer as
 * a sentence naming what stops it (the rule and the level that set it, or the time's own place). The answer is read
 * again when a rule or a switch changes (it lives under the branch's settings key).
 */
export function WhyNotCard({ data }: { data: BranchOnlineBooking }) {
  const { t, sentence } = useWhyNotText(data);
  const { branchId } = useBookingScope();
  const today = useWorkspaceToday();
  const [employeeId, setEmployeeId] = useState<number | ''>(data.employees.find((employee) => employee.bookableOnline)?.id ?? data.employees[0]?.id ?? '');
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState('');
  const [asked, setAsked] = useState<WhyNotRequest | null>(null);
  const answer = useQuery({
    queryKey: onlineBookingKeys.whyNot(branchId, asked ?? { employeeId: 0, serviceIds: [], date: '', time: '' }),
    queryFn: () => whyNot(branchId, asked!),
    enabled: asked !== null,
  });
  const ready = employeeId !== '' && serviceIds.length > 0 && date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) && wallClock.test(time);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const request = { employeeId, serviceIds, date, time };
    // The same question again is asked again: something may have changed meanwhile.
    if (JSON.stringify(request) === JSON.stringify(asked)) void answer.refetch();
    else setAsked(request);
  };
  const serviceName = (id: number) => data.services.find((service) => service.id === id)?.name ?? String(id);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="why-not-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id="why-not-title">
        {t('whyNot.title')}
      </Typography>
      {data.employees.length === 0 || data.services.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('whyNot.nothingToAsk')}
        </Typography>
      ) : (
        <Box component="form" noValidate onSubmit={ask} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('whyNot.intro')}
          </Typography>
          <TextField select label={t('whyNot.employee')} value={employeeId} onChange={(event) => setEmployeeId(Number(event.target.value))}>
            {data.employees.map((employee) => (
              <MenuItem key={employee.id} value={employee.id}>
                {employee.bookableOnline ? employee.name : t('whyNot.notOnline', { name: employee.name })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('whyNot.services')}
            value={serviceIds}
            onChange={(event) => setServiceIds((event.target.value as unknown as (number | undefined)[]).filter((id): id is number => typeof id === 'number'))}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as number[]).map((id) => (
                      <Chip key={id} size="small" label={serviceName(id)} />
                    ))}
                  </Box>
                ),
              },
            }}
          >
            {groupByCategory(data.services).flatMap((group) => [
              <ListSubheader key={`group-${group.category}`}>{group.category ?? t('basic.services.uncategorised')}</ListSubheader>,
              ...group.things.map((service) => (
                <MenuItem key={service.id} value={service.id}>
                  {service.name}
                </MenuItem>
              )),
            ])}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateInput label={t('whyNot.date')} value={date} onChange={setDate} required />
            <TimeInput label={t('whyNot.time')} value={time} onChange={setTime} required />
          </Box>
          <Box>
            <Button type="submit" variant="contained" disabled={!ready || answer.isFetching}>
              {t(answer.isFetching ? 'whyNot.checking' : 'whyNot.check')}
            </Button>
          </Box>
        </Box>
      )}
      {asked && answer.isError ? (
        <Alert severity="error" role="alert">
          {t('whyNot.failed')} {toHttpError(answer.error).message}
        </Alert>
      ) : null}
      {asked && answer.data ? (
        <Alert severity={answer.data.bookable ? 'success' : 'warning'} role="status" data-testid="why-not-answer">
          {sentence(answer.data, asked)}
        </Alert>
      ) : null}
    </Paper>
  );
}
