import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { breakCreateSchema } from '@/schema/schedule/order';
import type { ScheduleBlock } from '@/schema/schedule/schedule-read';
import { apiSchemaResolver } from './api-schema-resolver';
import { EmployeePicker } from './catalog-pickers';
import { FormTextField } from './form-text-field';
import { createBreak, deleteBreak, updateBreak } from './order-drawer-api';
import type { BranchCatalog } from './order-drawer-queries';
import { placeServerIssues } from './order-form-schema';
import { SaveFailureNotice } from './save-failure-notice';
import { useGuardedSave } from './use-guarded-save';

export type BreakValues = { employeeId: number | null; date: string; startTime: string; endTime: string; description: string };

const breakBody = (values: BreakValues, confirmOutsideWorkingHours = false) => ({
  ...values,
  description: values.description.trim() || null,
  confirmOutsideWorkingHours,
});
const breakResolver = apiSchemaResolver<BreakValues>(breakCreateSchema, (values) => breakBody(values));
const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A break: an employee's time kept free (lunch, a meeting). New, or the one opened from the schedule. */
export function BreakForm({
  branchId,
  catalog,
  initial,
  block,
  onSaved,
}: {
  branchId: number;
  catalog: BranchCatalog;
  initial: BreakValues;
  block?: ScheduleBlock;
  onSaved: () => void;
}) {
  const { t } = useTranslation('orders');
  const form = useForm<BreakValues>({ defaultValues: initial, resolver: breakResolver });
  const [asking, setAsking] = useState(false);
  const saving = useGuardedSave(
    async (values: BreakValues | 'delete', confirmed: boolean): Promise<void> => {
      if (values === 'delete') return deleteBreak(block!.orderId);
      const body = breakBody(values, confirmed);
      await (block ? updateBreak(block.orderId, { ...body, version: block.version }) : createBreak(branchId, body));
    },
    onSaved,
    (issues) => placeServerIssues(issues, form.setError, fieldPath),
  );
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(saving.save)} sx={{ display: 'grid', gap: 2 }}>
        <Controller
          control={form.control}
          name="employeeId"
          render={({ field, fieldState }) => (
            <EmployeePicker label={t('form.employee')} required options={catalog.employees} value={field.value} onChange={field.onChange} error={translateSchemaMessage(t, fieldState.error?.message)} />
          )}
        />
        <FormTextField name="date" type="date" label={t('form.date')} required />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <FormTextField name="startTime" type="time" label={t('form.start')} required />
          <FormTextField name="endTime" type="time" label={t('form.end')} required />
        </Box>
        <FormTextField name="description" label={t('form.description')} multiline minRows={2} />
        <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onDismiss={saving.dismiss} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {block ? (
            <Button color="error" onClick={() => setAsking(true)} disabled={saving.saving}>
              {t('break.delete')}
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={saving.saving}>
            {block ? t('form.saveChanges') : t('break.add')}
          </Button>
        </Stack>
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <DialogTitle>{t('break.deleteConfirm')}</DialogTitle>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('cancel.keep')}</Button>
          <Button color="error" variant="contained" onClick={() => { setAsking(false); void saving.save('delete'); }}>
            {t('break.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormProvider>
  );
}
