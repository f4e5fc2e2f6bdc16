import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useNotification } from '@refinedev/core';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { WeekdayChecks } from '@/components/forms/weekday-checks';
import { useFormats } from '@/components/session/use-formats';
import { addDays, weekdayOf } from '@/schema/schedule/calendar';
import { defaultGroupCapacity, groupOrderCreateSchema } from '@/schema/schedule/order';
import { apiSchemaResolver } from './api-schema-resolver';
import { CatalogPickers } from './catalog-pickers-row';
import { FormTextField } from './form-text-field';
import { groupOutcomeOf, type OccurrenceRefusal } from './group-order-outcome';
import { createGroupOrder } from './order-drawer-api';
import type { BranchCatalog } from './order-drawer-queries';
import { placeServerIssues } from './order-form-schema';
import { SaveFailureNotice } from './save-failure-notice';
import { useGuardedSave } from './use-guarded-save';

export type GroupValues = {
  serviceId: number | null;
  employeeId: number | null;
  resourceId: number | null;
  date: string;
  startTime: string;
  duration: number;
  price: string;
  capacity: number;
  description: string;
  /** Weekly on `weekdays` up to `endDate`, each date booked as a class of its own. */
  repeats: boolean;
  weekdays: number[];
  endDate: string;
};

export const newGroupValues = (employeeId: number | null, date: string, startTime: string): GroupValues => ({
  serviceId: null,
  employeeId,
  resourceId: null,
  date,
  startTime,
  duration: 60,
  price: '',
  capacity: defaultGroupCapacity,
  description: '',
  repeats: false,
  weekdays: [],
  endDate: '',
});

/** A repeat starts on the class's own weekday, for four more weeks: a month of classes, as most are planned. */
const repeatDefaults = (date: string) => ({ weekdays: [weekdayOf(date)], endDate: addDays(date, 28) });

const groupBody = ({ repeats, weekdays, endDate, ...values }: GroupValues, confirmOutsideWorkingHours = false) => ({
  ...values,
  description: values.description.trim() || null,
  repeat: repeats ? { weekdays, endDate } : null,
  confirmOutsideWorkingHours,
});
/** The body's `repeat.weekdays` and `repeat.endDate` are the form's own fields. */
const fieldPath = (path: readonly PropertyKey[]) => (path[0] === 'repeat' ? String(path[1] ?? 'weekdays') : path.map(String).join('.'));
const groupResolver = apiSchemaResolver<GroupValues>(groupOrderCreateSchema, (values) => groupBody(values), fieldPath);

/** A group class: one service and employee, places for clients who join it afterwards from its drawer. */
export function GroupOrderForm({
  branchId,
  catalog,
  initial,
  onSaved,
}: {
  branchId: number;
  catalog: BranchCatalog;
  initial: GroupValues;
  onSaved: (orderId: number | null) => void;
}) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const { open: notify } = useNotification();
  const form = useForm<GroupValues>({ defaultValues: initial, resolver: groupResolver });
  const repeats = useWatch({ control: form.control, name: 'repeats' });
  const refusalText = (refusals: readonly OccurrenceRefusal[]) =>
    refusals.map((refusal) => `${formats.date(refusal.date)}: ${t(`group.refusal.${refusal.reason}`)}`).join('; ');
  const fillFromService = () => {
    const service = catalog.services.find((candidate) => candidate.id === form.getValues('serviceId'));
    if (!service) return;
    form.setValue('duration', service.duration);
    form.setValue('price', service.price);
  };
  const saving = useGuardedSave(
    (values: GroupValues, confirmed: boolean) => createGroupOrder(branchId, groupBody(values, confirmed)),
    (result) => {
      const outcome = groupOutcomeOf(result);
      if (outcome.kind === 'refused') return { kind: 'refused', message: `${t('group.notBooked')} ${refusalText(outcome.refused)}.` };
      if (outcome.kind === 'outsideHours') {
        const lines = outcome.refused.map((refusal, index) => ({ index, label: formats.date(refusal.date), message: t(`group.refusal.${refusal.reason}`) }));
        return { kind: 'outsideHours', message: t('group.notBooked'), lines };
      }
      if (outcome.skipped.length > 0) {
        notify?.({ key: 'group-booked', type: 'success', message: t('group.booked', { count: outcome.booked }), description: `${t('group.skipped')} ${refusalText(outcome.skipped)}.` });
      }
      onSaved(outcome.orderId);
    },
    (issues) => placeServerIssues(issues, form.setError, fieldPath),
  );
  const errors = form.formState.errors;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(saving.save)} sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="info" variant="outlined">{t('group.hint')}</Alert>
        <CatalogPickers
          catalog={catalog}
          base=""
          errors={{
            serviceId: translateSchemaMessage(t, errors.serviceId?.message),
            employeeId: translateSchemaMessage(t, errors.employeeId?.message),
            resourceId: translateSchemaMessage(t, errors.resourceId?.message),
          }}
          onService={fillFromService}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <FormTextField name="date" type="date" label={t('form.date')} required />
          <FormTextField name="startTime" type="time" label={t('form.start')} required />
          <FormTextField name="duration" type="number" label={t('form.minutes')} required />
          <FormTextField name="price" label={t('group.price')} required inputMode="decimal" />
        </Box>
        <FormTextField name="capacity" type="number" label={t('group.capacity')} required />
        <Controller
          control={form.control}
          name="repeats"
          render={({ field }) => (
            <FormControlLabel
              label={t('group.repeat')}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => {
                    if (event.target.checked && form.getValues('weekdays').length === 0) {
                      const defaults = repeatDefaults(form.getValues('date'));
                      form.setValue('weekdays', defaults.weekdays);
                      form.setValue('endDate', defaults.endDate);
                    }
                    field.onChange(event.target.checked);
                  }}
                />
              }
            />
          )}
        />
        {repeats ? (
          <>
            <Controller
              control={form.control}
              name="weekdays"
              render={({ field }) => (
                <WeekdayChecks label={t('group.repeatOn')} value={field.value} onChange={field.onChange} weekdayName={formats.weekday} error={translateSchemaMessage(t, errors.weekdays?.message)} />
              )}
            />
            <FormTextField name="endDate" type="date" label={t('group.repeatUntil')} required />
          </>
        ) : null}
        <FormTextField name="description" label={t('form.description')} multiline minRows={2} />
        <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onDismiss={saving.dismiss} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={saving.saving}>
            {t('group.book')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
