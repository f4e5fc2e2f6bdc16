import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { defaultGroupCapacity, groupOrderCreateSchema } from '@/schema/schedule/order';
import { apiSchemaResolver } from './api-schema-resolver';
import { CatalogPickers } from './catalog-pickers-row';
import { FormTextField } from './form-text-field';
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
});

const groupBody = (values: GroupValues, confirmOutsideWorkingHours = false) => ({
  ...values,
  description: values.description.trim() || null,
  confirmOutsideWorkingHours,
});
const groupResolver = apiSchemaResolver<GroupValues>(groupOrderCreateSchema, (values) => groupBody(values));
const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

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
  const form = useForm<GroupValues>({ defaultValues: initial, resolver: groupResolver });
  const fillFromService = () => {
    const service = catalog.services.find((candidate) => candidate.id === form.getValues('serviceId'));
    if (!service) return;
    form.setValue('duration', service.duration);
    form.setValue('price', service.price);
  };
  const saving = useGuardedSave(
    (values: GroupValues, confirmed: boolean) => createGroupOrder(branchId, groupBody(values, confirmed)),
    (result) => onSaved(result.created[0]?.id ?? null),
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
