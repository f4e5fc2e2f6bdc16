import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { WeekdayChecks } from '@/components/forms/weekday-checks';
import { apiSchemaResolver } from '@/components/order-drawer/api-schema-resolver';
import { EmployeePicker } from '@/components/order-drawer/catalog-pickers';
import { matchingOptions, serviceOptions } from '@/components/order-drawer/catalog-pickers-options';
import { ClientSearch, clientLabel } from '@/components/order-drawer/client-search';
import { FormTextField } from '@/components/order-drawer/form-text-field';
import { placeServerIssues } from '@/components/order-drawer/order-form-schema';
import { useBranchCatalog } from '@/components/order-drawer/order-drawer-queries';
import { SaveFailureNotice } from '@/components/order-drawer/save-failure-notice';
import { useGuardedSave } from '@/components/order-drawer/use-guarded-save';
import { useFormats } from '@/components/session/use-formats';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { maxWaitlistDays, waitlistAddSchema, wishMessages, type WaitlistAdd } from '@/schema/online-booking/waitlist';
import { addToWaitlist } from './waitlist-api';

type Values = {
  client: { id: number; label: string } | null;
  services: number[];
  employeeId: number | null;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
  /** ISO weekdays (1 Monday … 7 Sunday); none ticked: every day. */
  weekdays: number[];
};

const toBody = (values: Values): Partial<WaitlistAdd> => ({
  clientId: values.client?.id,
  services: values.services,
  employeeId: values.employeeId ?? undefined,
  fromDate: values.fromDate,
  toDate: values.toDate,
  fromTime: values.fromTime,
  toTime: values.toTime,
  weekdays: values.weekdays.length > 0 ? values.weekdays : undefined,
});
// The body's `clientId` is the form's `client`.
const formPath = (path: readonly PropertyKey[]) => (path[0] === 'clientId' ? 'client' : path.map(String).join('.'));
const schemaResolver = apiSchemaResolver<Values>(waitlistAddSchema, toBody, formPath);

/** The schema's wish refusals, as keys of the person's language. */
const wishKeys: Readonly<Record<string, string>> = {
  [wishMessages.toDateBeforeFrom]: 'form.toDateBeforeFrom',
  [wishMessages.toDateTooFar]: 'form.toDateTooFar',
  [wishMessages.toTimeNotAfter]: 'form.toTimeNotAfter',
};

/** The schema's judgement with the wish's refusals said in the person's language (the others are the shell's). */
const translatedResolver =
  (translate: (key: string) => string): Resolver<Values> =>
  async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const errors: FieldErrors<Values> = { ...result.errors };
    for (const error of Object.values(errors)) {
      const key = typeof error?.message === 'string' ? wishKeys[error.message] : undefined;
      if (error && key) error.message = translate(key);
    }
    return { ...result, errors } as Awaited<ReturnType<Resolver<Values>>>;
  };

/**
 * "Add to waitlist": staff put a client of the chain on the list for a visit (services, someone or anyone), days and
 * the hours it may start in. The server judges it by the booking page's rules, as offers are made through the page.
 */
export function WaitlistAddForm({ branchId, date, onDone }: { branchId: number; date: string; onDone: () => void }) {
  const { t } = useTranslation('waitlist');
  const formats = useFormats();
  const phoneCountry = usePhoneCountry();
  const catalog = useBranchCatalog(branchId);
  const form = useForm<Values>({
    defaultValues: { client: null, services: [], employeeId: null, fromDate: date, toDate: date, fromTime: '09:00', toTime: '18:00', weekdays: [] },
    resolver: useMemo(() => translatedResolver((key) => t(key, { days: maxWaitlistDays })), [t]),
  });
  const saving = useGuardedSave(
    (values: Values) => addToWaitlist(branchId, toBody(values) as WaitlistAdd),
    () => onDone(),
    (issues) => placeServerIssues(issues, form.setError, formPath),
  );
  const options = useMemo(
    () => serviceOptions({ services: catalog.services, categories: catalog.categories, performed: null, onlyPerformed: false, chosenId: null }),
    [catalog.services, catalog.categories],
  );
  const message = (text: string | undefined) => translateSchemaMessage(t, text);
  const { errors } = form.formState;
  if (catalog.failed) return <ErrorState title={t('form.catalogFailed')} retryLabel={t('retry')} onRetry={catalog.retry} />;
  if (catalog.loading) return <LoadingState label={t('loading')} />;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate aria-label={t('form.title')} onSubmit={form.handleSubmit(saving.save)} sx={{ display: 'grid', gap: 2, py: 1.5 }}>
        <Typography variant="subtitle1" component="h3">
          {t('form.title')}
        </Typography>
        <Controller
          control={form.control}
          name="client"
          render={({ field }) =>
            field.value ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Chip icon={<PersonOutlineIcon />} label={field.value.label} sx={{ maxWidth: '100%' }} />
                <Button size="small" onClick={() => field.onChange(null)}>
                  {t('form.changeClient')}
                </Button>
              </Box>
            ) : (
              <Stack spacing={0.5}>
                <ClientSearch branchId={branchId} label={t('form.client')} onPick={(client) => field.onChange({ id: client.id, label: clientLabel(client, phoneCountry) })} />
                {errors.client ? (
                  <Typography variant="caption" color="error" role="alert">
                    {message(errors.client.message)}
                  </Typography>
                ) : null}
              </Stack>
            )
          }
        />
        <Controller
          control={form.control}
          name="services"
          render={({ field }) => (
            <Autocomplete
              multiple
              size="small"
              options={options}
              value={options.filter((option) => field.value.includes(option.service.id))}
              getOptionLabel={(option) => option.service.name}
              getOptionKey={(option) => option.service.id}
              isOptionEqualToValue={(a, b) => a.service.id === b.service.id}
              groupBy={(option) => option.category?.name ?? t('form.noCategory')}
              filterOptions={(all, state) => matchingOptions(all, state.inputValue)}
              onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.service.id))}
              noOptionsText={t('form.noServices')}
              renderInput={(params) => <TextField {...params} label={t('form.services')} required error={Boolean(errors.services)} helperText={message(errors.services?.message)} />}
            />
          )}
        />
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field }) => (
            <EmployeePicker label={t('form.employee')} noneLabel={t('anyoneOption')} options={catalog.employees} value={field.value} onChange={field.onChange} error={message(errors.employeeId?.message)} />
          )}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <FormTextField name="fromDate" type="date" label={t('form.fromDate')} required />
          <FormTextField name="toDate" type="date" label={t('form.toDate')} required />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <FormTextField name="fromTime" type="time" label={t('form.fromTime')} required />
          <FormTextField name="toTime" type="time" label={t('form.toTime')} required />
        </Box>
        <Controller
          control={form.control}
          name="weekdays"
          render={({ field }) => (
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                {t('form.weekdays')}
              </Typography>
              {/* WeekdayChecks counts Sunday as 0, the waitlist as 7. */}
              <WeekdayChecks
                label={t('form.weekdays')}
                value={field.value.map((day) => day % 7)}
                onChange={(days) => field.onChange(days.map((day) => day || 7))}
                weekdayName={formats.weekday}
              />
            </Stack>
          )}
        />
        <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onDismiss={saving.dismiss} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onDone} disabled={saving.saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving.saving}>
            {t('form.submit')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
