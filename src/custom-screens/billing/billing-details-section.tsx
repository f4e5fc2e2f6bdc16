import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { billingDetailsSchema } from '@/schema/billing/invoices';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { useBillingDetails, useSaveBillingDetails } from './billing-api';

/** The form edits text: an empty box is "none", which the schema reads as null. */
type DetailsForm = z.input<typeof billingDetailsSchema>;
const fields = ['legalName', 'taxId', 'address', 'country', 'email'] as const;

/** The chain's legal details, printed on the invoices issued from the next one on (docs/billing.md). */
export function BillingDetailsSection({ orgId, canEdit }: { orgId: number; canEdit: boolean }) {
  const { t } = useTranslation('billing');
  const details = useBillingDetails(orgId);
  const save = useSaveBillingDetails(orgId);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<DetailsForm>({
    resolver: zodResolver(billingDetailsSchema),
    values: details.data ? { legalName: details.data.legalName, taxId: details.data.taxId ?? '', address: details.data.address ?? '', country: details.data.country ?? '', email: details.data.email ?? '' } : undefined,
  });
  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await save.mutateAsync({ ...billingDetailsSchema.parse(values), version: details.data?.version ?? 0 });
      setNotice({ severity: 'success', text: t('details.saved') });
    } catch (error) {
      const problem = serverProblem(error);
      let placed = false;
      for (const field of fields) {
        const message = problem.fields[field];
        if (message) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (problem.code === 'stale_version') void details.refetch();
      if (!placed) setNotice({ severity: 'error', text: problem.message });
    }
  });
  let body;
  if (details.isPending) body = <LoadingState label={t('details.loading')} />;
  else if (details.isError) body = <LoadFailedPanel title={t('details.failed')} error={details.error} retryLabel={t('retry')} onRetry={details.refetch} />;
  else
    body = (
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('details.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {notice ? (
          <Alert severity={notice.severity} sx={{ gridColumn: '1 / -1' }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`details.${field}`)}
            {...register(field)}
            required={field === 'legalName'}
            disabled={!canEdit}
            error={!!formState.errors[field]}
            helperText={translateSchemaMessage(t, formState.errors[field]?.message) ?? (field === 'country' ? t('details.countryHelp') : undefined)}
            slotProps={{ htmlInput: field === 'country' ? { maxLength: 2, autoCapitalize: 'characters' } : field === 'email' ? { inputMode: 'email' } : {} }}
            sx={field === 'address' ? { gridColumn: '1 / -1' } : undefined}
          />
        ))}
        {canEdit ? (
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ justifySelf: 'start' }}>
            {t('details.save')}
          </Button>
        ) : null}
      </Box>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-details" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="billing-details" variant="h6" component="h2">
        {t('details.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('details.help')}
      </Typography>
      {body}
    </Paper>
  );
}
