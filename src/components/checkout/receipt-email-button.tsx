import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@/schema/sales/checkout';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { toHttpError } from '@/providers/data-provider';
import { emailReceipt, useClient } from './checkout-api';

/**
 * "E-mail receipt": to the client's address on file, which the field starts with and may be changed (a walk-in's
 * is typed). The server queues it in the outbox and says to whom; the worker sends it.
 */
export function ReceiptEmailButton({ sale }: { sale: Sale }) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const client = useClient(sale.branchId, open ? sale.clientId : null);
  const [typed, setTyped] = useState<string | null>(null);
  const address = typed ?? client.data?.email ?? '';
  const send = useMutation({ mutationFn: () => emailReceipt(sale.id, { email: address.trim() || null }) });
  const refusal = send.error ? toHttpError(send.error) : null;
  const fieldError = refusal?.errors?.['email'];
  if (!open) {
    return (
      <Button variant="outlined" size="small" startIcon={<MailOutlineIcon />} onClick={() => setOpen(true)}>
        {t('receipt.email')}
      </Button>
    );
  }
  if (send.isSuccess) {
    return (
      <Alert severity="success" sx={{ width: '100%' }}>
        {t('receipt.emailQueued', { email: send.data })}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: '100%', flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      <TextField
        size="small"
        type="email"
        label={t('receipt.emailTo')}
        value={address}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(refusal)}
        helperText={refusal ? translateSchemaMessage(t, Array.isArray(fieldError) ? String(fieldError[0]) : refusal.message) : undefined}
        sx={{ flex: '1 1 200px' }}
        autoFocus
      />
      <Button type="submit" variant="contained" size="small" disabled={send.isPending} sx={{ mt: 0.5 }}>
        {t('receipt.send')}
      </Button>
    </Box>
  );
}
