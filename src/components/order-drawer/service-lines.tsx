import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { TimeInput } from '@/components/forms/time-input';
import { useFormats } from '@/components/session/use-formats';
import { amountInputText } from '@/i18n/formats';
import { CatalogPickers } from './catalog-pickers-row';
import type { BranchCatalog } from './order-drawer-queries';
import { emptyLine, lineEnd, type OrderFormValues } from './order-form-model';
import { useLineRefill } from './use-line-refill';

/**
 * The order's services, each with who does it (the employee the drawer was opened for, by default), when,
 * for how long and at what price (that employee's own length and price for the service, else the service's).
 * A line already on a sale keeps its price and its place on the visit: its price is shown, not edited.
 */
export function ServiceLines({ branchId, catalog }: { branchId: number; catalog: BranchCatalog }) {
  const { t } = useTranslation('orders');
  const { decimalSeparator } = useFormats();
  const { control, getValues, formState } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'services' });
  const refill = useLineRefill(branchId, catalog);
  const message = (text: string | undefined) => translateSchemaMessage(t, text);

  const addLine = () => {
    const last = getValues('services').at(-1);
    append(emptyLine(last?.employeeId ?? null, last ? lineEnd(last) : ''));
  };
  const arrayError = formState.errors.services?.root?.message ?? formState.errors.services?.message;

  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => {
        const errors = formState.errors.services?.[index];
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5 }} data-testid="service-line">
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {t('form.serviceNumber', { n: index + 1 })}
              </Typography>
              {fields.length > 1 && !getValues(`services.${index}.onSale`) ? (
                <IconButton size="small" aria-label={t('form.removeService')} onClick={() => remove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Box>
            <CatalogPickers
              catalog={catalog}
              base={`services.${index}`}
              errors={{
                serviceId: message(errors?.serviceId?.message),
                employeeId: message(errors?.employeeId?.message),
                resourceId: message(errors?.resourceId?.message),
              }}
              onService={() => void refill(index, 'service')}
              onEmployee={() => void refill(index, 'employee')}
            />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 4fr) minmax(0, 3fr) minmax(0, 3fr)' }, gap: 1, mt: 1.5 }}>
              <Controller
                control={control}
                name={`services.${index}.startTime`}
                render={({ field: input }) => (
                  <TimeInput name={input.name} value={input.value} onChange={input.onChange} onBlur={input.onBlur} inputRef={input.ref} size="small" label={t('form.start')} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }} error={Boolean(errors?.startTime)} helperText={message(errors?.startTime?.message)} />
                )}
              />
              <Controller
                control={control}
                name={`services.${index}.duration`}
                render={({ field: input }) => (
                  <TextField {...input} onChange={(event) => input.onChange(Number(event.target.value))} size="small" type="number" label={t('form.minutes')} slotProps={{ htmlInput: { min: 5, step: 5 } }} error={Boolean(errors?.duration)} helperText={message(errors?.duration?.message)} />
                )}
              />
              <Controller
                control={control}
                name={`services.${index}.price`}
                render={({ field: input }) => {
                  // A line a sale holds keeps the price it was sold at (the server refuses another: paid-lines.ts).
                  const sold = Boolean(getValues(`services.${index}.onSale`));
                  return (
                    <TextField
                      {...input}
                      value={amountInputText(input.value, decimalSeparator)}
                      onChange={(event) => input.onChange(event.target.value.replace(',', '.'))}
                      size="small"
                      label={t('form.price')}
                      inputMode="decimal"
                      disabled={sold}
                      error={Boolean(errors?.price)}
                      helperText={message(errors?.price?.message) ?? (sold ? t('form.priceOnSale') : undefined)}
                      sx={{ gridColumn: sold ? '1 / -1' : 'auto' }}
                    />
                  );
                }}
              />
            </Box>
          </Paper>
        );
      })}
      {arrayError ? (
        <Typography color="error" variant="body2">
          {message(arrayError)}
        </Typography>
      ) : null}
      <Box>
        <Button startIcon={<AddIcon />} size="small" onClick={addLine} disabled={fields.length >= 20}>
          {t('form.addService')}
        </Button>
      </Box>
    </Stack>
  );
}
