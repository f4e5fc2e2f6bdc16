import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '@/schema/money/decimal';
import type { Tender } from '@/schema/money/tender';
import type { SaleReceipt } from '@/schema/sales/checkout';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { useFormats } from '@/components/session/use-formats';
import { amountInputText } from '@/i18n/formats';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { toHttpError } from '@/providers/data-provider';
import { AmountRow } from './cart-totals';
import { IpsQrButton } from './ips-qr-button';
import { checkTender, tenderStart, withBalance, type TenderDraft, type TenderMode } from './tender-model';

/**
 * The server's refusal, placed: on the tender's fields, the client, a line (by uid), or said above the button;
 * `unanswered` when no answer came back (the connection dropped), whether or not the payment was taken.
 */
export type Refusal = { cash?: string; card?: string; balance?: string; client?: string; lines: Record<string, string>; message?: string; unanswered?: boolean };
const noRefusal: Refusal = { lines: {} };

function refusalOf(error: unknown, uids: readonly string[] = []): Refusal {
  const http = toHttpError(error);
  if (http.statusCode === 0) return { lines: {}, unanswered: true };
  const refusal: Refusal = { lines: {} };
  let placed = false;
  for (const [path, messages] of Object.entries(http.errors ?? {})) {
    const text = Array.isArray(messages) ? String(messages[0]) : typeof messages === 'string' ? messages : http.message;
    const line = /^items\.(\d+)/.exec(path);
    if (path === 'tender.cash') refusal.cash = text;
    else if (path === 'tender.card') refusal.card = text;
    else if (path === 'tender.balance') refusal.balance = text;
    else if (path === 'clientId') refusal.client = text;
    else if (line && uids[Number(line[1])]) refusal.lines[uids[Number(line[1])]!] = text;
    else continue;
    placed = true;
  }
  // A conflict (no open cash shift, not enough stock) or anything no field took is said in a sentence.
  if (!placed) refusal.message = http.message;
  return refusal;
}

/**
 * The tender being typed, checked as the server will check it: against `total` (a membership's later instalments
 * stay on the sale as its debt), starting at what is due now.
 */
function useTender(total: string, dueNow: string) {
  const [draft, setDraft] = useState<TenderDraft>(() => tenderStart('cash', dueNow));
  // What is due changed under the form (a newcomer's discount arrived with the client's record): the method starts again from it.
  const [startedFrom, setStartedFrom] = useState(dueNow);
  if (startedFrom !== dueNow) {
    setStartedFrom(dueNow);
    setDraft(withBalance(tenderStart(draft.mode, dueNow), draft.balance ?? '', dueNow));
  }
  const { tender, result } = checkTender(total, draft);
  return { draft, setDraft, tender, result, dueNow, debt: result.ok ? result.debt : '0.00' };
}
export type TenderState = ReturnType<typeof useTender>;

/**
 * A tender, the write it pays with and what the server refused of it, as the tender form takes them (`form`); the
 * caller places the refusal's client and lines (`refusal`) and says what may block the button.
 */
export function useTakeMoney<Receipt = SaleReceipt>({
  total,
  dueNow,
  write,
  onPaid,
  uids = [],
}: {
  total: string;
  dueNow: string;
  /** Sends the tender under the payment's Idempotency-Key. */
  write: (tender: Required<Tender>, idempotencyKey: string) => Promise<Receipt>;
  onPaid: (receipt: Receipt) => void;
  /** The cart's line uids, in the request's order, to place a refusal naming `items.N`. */
  uids?: readonly string[];
}) {
  const tender = useTender(total, dueNow);
  const [refusal, setRefusal] = useState<Refusal>(noRefusal);
  // One key per payment taken: pressed again after a lost answer, the server finds the first payment; a new key once paid.
  const idempotency = useIdempotencyKey();
  const take = useMutation({
    mutationFn: () => write(tender.tender, idempotency.key),
    onSuccess: (receipt) => {
      idempotency.renew();
      onPaid(receipt);
    },
    onError: (error) => setRefusal(refusalOf(error, uids)),
  });
  const form = { tender, refusal, onEdit: () => setRefusal(noRefusal), onSubmit: () => take.mutate(), submitting: take.isPending };
  return { tender, refusal, form };
}

/**
 * Taking the money: cash (with change), card, or both; less than due leaves a debt. The sale page, the order
 * drawer and a membership instalment's page use it; each says what the button pays for (`onSubmit`) and shows the refusal's other parts.
 */
export function TenderForm({
  tender,
  currency,
  refusal,
  onEdit,
  onSubmit,
  submitting,
  blocked = false,
  viewOnly,
  balanceAvailable = null,
  notice = null,
}: {
  tender: TenderState;
  currency: string | undefined;
  refusal: Refusal;
  /** The person changed an amount or the method: the server's last refusal no longer applies. */
  onEdit: () => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Something elsewhere must be fixed first (a debt without a client), said where it is. */
  blocked?: boolean;
  viewOnly: boolean;
  /** What the client's balance holds, offered as a tender when above nothing (docs/client-referrals.md); null: no client or none. */
  balanceAvailable?: string | null;
  /** Said above the amounts (the newcomer's discount this sale is priced with). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { draft, setDraft, result, dueNow } = tender;
  const offersBalance = balanceAvailable !== null && decimal(balanceAvailable).gt(0);
  // Above what the balance holds: said on the field before the server would refuse it.
  const aboveBalance = offersBalance && result.ok && decimal(result.balance).gt(decimal(balanceAvailable));
  const fieldError = (field: 'cash' | 'card' | 'balance') => {
    if (field === 'balance' && aboveBalance) return t('payment.balanceAbove', { amount: formats.money(balanceAvailable, currency) });
    const text = !result.ok && result.field === field ? result.message : refusal[field];
    return translateSchemaMessage(t, text);
  };
  const amountField = (field: 'cash' | 'card' | 'balance', label: string) => (
    <TextField
      label={label}
      size="small"
      inputMode="decimal"
      value={amountInputText(draft[field] ?? '', formats.decimalSeparator)}
      onChange={(event) => {
        onEdit();
        const typed = event.target.value.replace(',', '.');
        setDraft((current) => (field === 'balance' ? withBalance(current, typed, dueNow) : { ...current, [field]: typed }));
      }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={t('payment.title')}
      sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
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
          onEdit();
          setDraft((current) => withBalance(tenderStart(mode, dueNow), current.balance ?? '', dueNow));
        }}
      >
        <ToggleButton value="cash">{t('payment.cash')}</ToggleButton>
        <ToggleButton value="card">{t('payment.card')}</ToggleButton>
        <ToggleButton value="split">{t('payment.split')}</ToggleButton>
      </ToggleButtonGroup>
      <AmountRow label={t('payment.due')} amount={dueNow} currency={currency} strong testId="payment-due" />
      <IpsQrButton amount={dueNow} currency={currency} />
      {notice}
      {offersBalance ? amountField('balance', t('payment.balanceAmount', { amount: formats.money(balanceAvailable, currency) })) : null}
      {draft.mode !== 'card' ? amountField('cash', t('payment.cashGiven')) : null}
      {draft.mode !== 'cash' ? amountField('card', t('payment.cardAmount')) : null}
      {result.ok ? (
        <Box sx={{ display: 'grid', gap: 0.5 }} aria-live="polite">
          <AmountRow label={t('payment.paid')} amount={result.paid} currency={currency} testId="payment-paid" />
          {decimal(result.change).gt(0) ? <AmountRow label={t('payment.change')} amount={result.change} currency={currency} strong testId="payment-change" /> : null}
          {decimal(result.debt).gt(0) ? <AmountRow label={t('payment.debt')} amount={result.debt} currency={currency} testId="payment-debt" /> : null}
        </Box>
      ) : null}
      {refusal.message || refusal.unanswered ? (
        <Alert severity="error" role="alert">
          {refusal.unanswered ? t('payment.unanswered') : translateSchemaMessage(t, refusal.message)}
        </Alert>
      ) : null}
      {viewOnly ? <Alert severity="info">{t('payment.viewOnly')}</Alert> : null}
      <Button type="submit" variant="contained" size="large" disabled={!result.ok || aboveBalance || blocked || submitting || viewOnly}>
        {submitting ? t('payment.charging') : result.ok ? t('payment.complete', { amount: formats.money(result.paid, currency) }) : t('cart.pay')}
      </Button>
    </Paper>
  );
}
