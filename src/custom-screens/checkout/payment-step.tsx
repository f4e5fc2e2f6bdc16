import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { decimal } from '@/schema/money/decimal';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { orderDrawerKeys } from '@/components/order-drawer/order-drawer-queries';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { amountInputText } from '@/i18n/formats';
import { toHttpError } from '@/providers/data-provider';
import { scheduleQueryRoot } from '@/lib/schedule-query-keys';
import { checkoutDue, checkoutRequestOf, emptyCart, needsClient } from './cart-model';
import { CartClient } from './cart-client';
import { CartLines } from './cart-lines';
import { AmountRow, CartTotals } from './cart-totals';
import { createSale } from './checkout-api';
import { useSaleFlow } from './sale-flow';
import { checkTender, tenderStart, type TenderMode } from './tender-model';

/** The server's refusal, placed: on the tender's fields, the client, a line (by uid), or said above the button. */
type Refusal = { cash?: string; card?: string; client?: string; lines: Record<string, string>; message?: string };

function refusalOf(error: unknown, uids: readonly string[]): Refusal {
  const http = toHttpError(error);
  const refusal: Refusal = { lines: {} };
  let placed = false;
  for (const [path, messages] of Object.entries(http.errors ?? {})) {
    const text = Array.isArray(messages) ? String(messages[0]) : typeof messages === 'string' ? messages : http.message;
    const line = /^items\.(\d+)/.exec(path);
    if (path === 'tender.cash') refusal.cash = text;
    else if (path === 'tender.card') refusal.card = text;
    else if (path === 'clientId') refusal.client = text;
    else if (line && uids[Number(line[1])]) refusal.lines[uids[Number(line[1])]!] = text;
    else continue;
    placed = true;
  }
  // A conflict (no open cash shift, not enough stock) or anything no field took is said in a sentence.
  if (!placed) refusal.message = http.message;
  return refusal;
}

/** Taking the money: cash (with change), card, or both; less than due leaves a debt, which needs a client. */
export function PaymentStep() {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const { branchId, cart, change, currency, to, clientFixed, viewOnly } = useSaleFlow();
  const due = checkoutDue(cart.items);
  const [draft, setDraft] = useState(() => tenderStart('cash', due.dueNow));
  const [refusal, setRefusal] = useState<Refusal>({ lines: {} });
  // Checked against the whole total, as the server does: a membership's later instalments stay on the sale as its debt.
  const { tender, result } = checkTender(due.total, draft);
  const debt = result.ok ? result.debt : '0.00';
  const clientMissing = needsClient(cart, debt);

  const sale = useMutation({
    mutationFn: () => createSale(branchId, checkoutRequestOf(cart, tender)),
    onSuccess: (receipt) => {
      const client = clientFixed && cart.clientId !== null ? { id: cart.clientId, name: cart.clientName ?? '' } : null;
      change(() => ({ ...emptyCart(client), receipt }));
      // The paid visit's drawer and lists read its new payment status (the schedule also hears it live).
      if (cart.orderId !== null) void queryClient.invalidateQueries({ queryKey: orderDrawerKeys.order(cart.orderId) });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryRoot });
      void queryClient.invalidateQueries({ queryKey: ['orders', branchId] });
    },
    onError: (error) => setRefusal(refusalOf(error, cart.items.map((line) => line.uid))),
  });

  if (cart.items.length === 0) {
    return (
      <EmptyState
        title={t('payment.nothing')}
        action={
          <Button component={RouterLink} to={to('')} variant="outlined">
            {t('payment.addItems')}
          </Button>
        }
      />
    );
  }

  const fieldError = (field: 'cash' | 'card') => {
    const text = !result.ok && result.field === field ? result.message : refusal[field];
    return translateSchemaMessage(t, text);
  };
  const amountField = (field: 'cash' | 'card', label: string) => (
    <TextField
      label={label}
      size="small"
      inputMode="decimal"
      value={amountInputText(draft[field], formats.decimalSeparator)}
      onChange={(event) => {
        setRefusal({ lines: {} });
        setDraft((current) => ({ ...current, [field]: event.target.value.replace(',', '.') }));
      }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 420px' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-label={t('cart.title')} sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('cart.title')}
          </Typography>
          <Button component={RouterLink} to={to('')} size="small">
            {t('payment.addItems')}
          </Button>
        </Box>
        <CartLines issues={refusal.lines} compact />
        <CartClient error={refusal.client ?? (clientMissing ? t('payment.needsClient') : null)} />
        <CartTotals due={due} />
      </Paper>
      <Paper variant="outlined" component="form" noValidate aria-label={t('payment.title')} sx={{ p: 2, display: 'grid', gap: 2 }} onSubmit={(event) => { event.preventDefault(); sale.mutate(); }}>
        <Typography variant="h6" component="h2">
          {t('payment.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={draft.mode}
          aria-label={t('payment.method')}
          onChange={(_event, mode: TenderMode | null) => {
            if (!mode) return;
            setRefusal({ lines: {} });
            setDraft(tenderStart(mode, due.dueNow));
          }}
        >
          <ToggleButton value="cash">{t('payment.cash')}</ToggleButton>
          <ToggleButton value="card">{t('payment.card')}</ToggleButton>
          <ToggleButton value="split">{t('payment.split')}</ToggleButton>
        </ToggleButtonGroup>
        <AmountRow label={t('payment.due')} amount={due.dueNow} strong testId="payment-due" />
        {draft.mode !== 'card' ? amountField('cash', t('payment.cashGiven')) : null}
        {draft.mode !== 'cash' ? amountField('card', t('payment.cardAmount')) : null}
        {result.ok ? (
          <Box sx={{ display: 'grid', gap: 0.5 }} aria-live="polite">
            <AmountRow label={t('payment.paid')} amount={result.paid} testId="payment-paid" />
            {decimal(result.change).gt(0) ? <AmountRow label={t('payment.change')} amount={result.change} strong testId="payment-change" /> : null}
            {decimal(result.debt).gt(0) ? <AmountRow label={t('payment.debt')} amount={result.debt} testId="payment-debt" /> : null}
          </Box>
        ) : null}
        {refusal.message ? (
          <Alert severity="error" role="alert">
            {translateSchemaMessage(t, refusal.message)}
          </Alert>
        ) : null}
        {viewOnly ? <Alert severity="info">{t('payment.viewOnly')}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={!result.ok || clientMissing || sale.isPending || viewOnly}>
          {sale.isPending ? t('payment.charging') : result.ok ? t('payment.complete', { amount: formats.money(result.paid, currency) }) : t('cart.pay')}
        </Button>
      </Paper>
    </Box>
  );
}
