import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import { Controller, FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import type { Order } from '@/schema/schedule/order';
import { ClientPicker, type ClientFieldErrors } from './client-picker';
import { FormTextField } from './form-text-field';
import { createClient, createOrder, updateOrder } from './order-drawer-api';
import type { BranchCatalog } from './order-drawer-queries';
import { chainedStarts, knownClientId, toOrderCreate, toOrderUpdate, type OrderFormValues } from './order-form-model';
import { inlineClientOf, orderFormPath, orderFormResolver, placeServerIssues } from './order-form-schema';
import { SaveFailureNotice } from './save-failure-notice';
import { ServiceLines } from './service-lines';
import { TimeSuggestions } from './time-suggestions';
import { employeeForSuggestion } from './time-suggestions-model';
import { useGuardedSave } from './use-guarded-save';
import { useLineRefill } from './use-line-refill';

/**
 * Books a single order or changes one (`order` given: PATCH at the version read). The client is created
 * first when typed in here, once: a retry after a refusal reuses it.
 */
export function OrderForm({
  branchId,
  catalog,
  initial,
  order,
  onSaved,
  onReload,
  onCancel,
}: {
  branchId: number;
  catalog: BranchCatalog;
  initial: OrderFormValues;
  order?: Order;
  onSaved: (order: Order) => void;
  onReload?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('orders');
  const form = useForm<OrderFormValues>({ defaultValues: initial, resolver: orderFormResolver });
  const created = useRef<{ key: string; id: number } | null>(null);

  const clientIdFor = async (values: OrderFormValues): Promise<number | null> => {
    if (values.client.kind !== 'new') return knownClientId(values.client);
    const body = inlineClientOf(values.client);
    const key = JSON.stringify(body);
    if (created.current?.key !== key) created.current = { key, id: (await createClient(branchId, body)).id };
    return created.current.id;
  };
  const saving = useGuardedSave(
    async (values: OrderFormValues, confirmed: boolean) => {
      const clientId = await clientIdFor(values);
      return order
        ? updateOrder(order.id, toOrderUpdate(values, clientId, order.version, confirmed))
        : createOrder(branchId, toOrderCreate(values, clientId, confirmed));
    },
    onSaved,
    (issues) => placeServerIssues(issues, form.setError, orderFormPath),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={form.handleSubmit(saving.save)} sx={{ display: 'grid', gap: 2 }}>
        <ClientField branchId={branchId} />
        <ServiceLines branchId={branchId} catalog={catalog} />
        <DateAndTimes branchId={branchId} catalog={catalog} />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <TextField {...field} label={t('form.description')} multiline minRows={2} size="small" error={Boolean(fieldState.error)} helperText={translateSchemaMessage(t, fieldState.error?.message)} />
          )}
        />
        <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onReload={onReload} onDismiss={saving.dismiss} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel ? <Button onClick={onCancel}>{t('form.back')}</Button> : null}
          <Button type="submit" variant="contained" disabled={saving.saving}>
            {order ? t('form.saveChanges') : t('form.book')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

function ClientField({ branchId }: { branchId: number }) {
  const { t } = useTranslation('orders');
  return (
    <Controller<OrderFormValues, 'client'>
      name="client"
      render={({ field, fieldState }) => {
        const nested = (fieldState.error ?? {}) as Record<string, { message?: string } | undefined>;
        const errors: ClientFieldErrors = {
          firstName: translateSchemaMessage(t, nested.firstName?.message),
          lastName: translateSchemaMessage(t, nested.lastName?.message),
          phone: translateSchemaMessage(t, nested.phone?.message),
        };
        return <ClientPicker branchId={branchId} value={field.value} onChange={field.onChange} errors={errors} />;
      }}
    />
  );
}

/** The visit's date and the free times that day for the services chosen. */
function DateAndTimes({ branchId, catalog }: { branchId: number; catalog: BranchCatalog }) {
  const { t } = useTranslation('orders');
  const [date, lines] = useWatch<OrderFormValues, ['date', 'services']>({ name: ['date', 'services'] });
  const { setValue } = useFormContext<OrderFormValues>();
  const refill = useLineRefill(branchId, catalog);
  const serviceIds = lines.flatMap((line) => (line.serviceId === null ? [] : [line.serviceId]));
  const first = lines[0];
  return (
    <Stack spacing={1.5}>
      <FormTextField name="date" type="date" label={t('form.date')} required />
      <TimeSuggestions
        branchId={branchId}
        date={date}
        serviceIds={serviceIds}
        employeeId={first?.employeeId ?? null}
        selected={first?.startTime ?? ''}
        onPick={(suggestion, anyone) => {
          const employeeId = employeeForSuggestion(suggestion, first?.employeeId ?? null);
          if (anyone && employeeId !== first?.employeeId) {
            setValue('services.0.employeeId', employeeId, { shouldDirty: true });
            void refill(0, 'employee');
          }
          chainedStarts(lines, suggestion.time).forEach((start, index) =>
            setValue(`services.${index}.startTime`, start, { shouldDirty: true, shouldValidate: index === 0 }),
          );
        }}
      />
    </Stack>
  );
}
