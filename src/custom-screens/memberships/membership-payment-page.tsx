import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { decimal } from '@/schema/money/decimal';
import type { InstalmentReceipt } from '@/schema/memberships/sold-membership';
import { branchPath } from '@/schema/routes';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { useFormats } from '@/components/session/use-formats';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { amountInputText } from '@/i18n/formats';
import { toHttpError } from '@/providers/data-provider';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { checkTender, tenderStart, type TenderMode } from '@/components/checkout/tender-model';
import { payInstalment, useInstalment } from './memberships-api';

/** A label and an amount on one line. */
function Amount({ label, amount, strong, testId }: { label: string; amount: string; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'}>{label}</Typography>
      <Typography data-testid={testId} sx={{ fontWeight: strong ? 700 : 400 }}>
        {amount}
      </Typography>
    </Box>
  );
}

/**
 * Paying a membership instalment (`clients/{clientId}/membership-payment/{paymentId}`, the id is the
 * instalment's): what is due on it, then cash (with change), card, or both, as at checkout (the tender rule of
 * src/schema/money/tender.ts through the checkout's tender model); the server has the last word.
 */
export function MembershipPaymentPage(props: AreaPageProps) {
  const { t } = useTranslation('memberships');
  const { orgId = '', branchId = '', paymentId = '' } = useParams();
  const formats = useFormats();
  const workspace = useWorkspace();
  const currency = workspace?.branch?.ISOCurrency;
  const refreshMoney = useRefreshAfterMoneyWrite();
  const query = useInstalment(Number(branchId), Number(paymentId));
  const due = query.data?.instalment.due ?? '0.00';
  const [draft, setDraft] = useState(() => tenderStart('cash', ''));
  const [started, setStarted] = useState(false);
  const [receipt, setReceipt] = useState<InstalmentReceipt | null>(null);
  const money = (amount: string) => formats.money(amount, currency);
  // The amounts start at what is due once it has loaded.
  if (query.data && !started) {
    setStarted(true);
    setDraft(tenderStart('cash', due));
  }
  const { tender, result } = checkTender(due, draft);
  const pay = useMutation({
    mutationFn: () => payInstalment(Number(paymentId), tender),
    onSuccess: (answer) => {
      setReceipt(answer);
      void refreshMoney({ clientId: query.data?.membership.clientId ?? null });
    },
  });
  const refusal = pay.error ? toHttpError(pay.error) : null;

  if (query.isPending)
    return (
      <AreaPageFrame {...props}>
        <LoadingState label={t('payment.loading')} />
      </AreaPageFrame>
    );
  if (query.isError)
    return (
      <AreaPageFrame {...props}>
        <ErrorState title={t('payment.failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </AreaPageFrame>
    );

  const { instalment, membership } = query.data;
  const detailsPath = branchPath(orgId, branchId, `sales/sold-memberships/details/${membership.clientId}/${membership.id}`);
  const serverError = (field: 'cash' | 'card') => {
    const messages = refusal?.errors?.[`tender.${field}`];
    return Array.isArray(messages) ? String(messages[0]) : typeof messages === 'string' ? messages : undefined;
  };
  const fieldError = (field: 'cash' | 'card') => translateSchemaMessage(t, !result.ok && result.field === field ? result.message : serverError(field));
  const amountField = (field: 'cash' | 'card', label: string) => (
    <TextField
      label={label}
      size="small"
      inputMode="decimal"
      value={amountInputText(draft[field], formats.decimalSeparator)}
      onChange={(event) => {
        pay.reset();
        setDraft((current) => ({ ...current, [field]: event.target.value.replace(',', '.') }));
      }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );

  return (
    <AreaPageFrame {...props} title={t('payment.title', { number: instalment.number })}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 420px' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-label={membership.name} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {membership.name}
          </Typography>
          <Typography color="text.secondary">{membership.clientName}</Typography>
          <Amount label={t('payment.instalment', { number: instalment.number, due: formats.date(instalment.dueOn) })} amount={money(instalment.amount)} />
          <Amount label={t('payment.alreadyPaid')} amount={money(instalment.paid)} />
          <Amount label={t('payment.due')} amount={money(receipt ? receipt.instalment.due : instalment.due)} strong testId="instalment-due" />
          <Amount label={t('payment.membershipDebt')} amount={money(membership.debt)} />
          <Button component={RouterLink} to={detailsPath} sx={{ justifySelf: 'start' }}>
            {t('payment.toDetails')}
          </Button>
        </Paper>
        {receipt ? (
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} role="status">
            <Alert severity="success">{t('payment.done')}</Alert>
            {decimal(receipt.change).gt(0) ? <Amount label={t('payment.change')} amount={money(receipt.change)} strong testId="payment-change" /> : null}
            <Amount label={t('payment.saleDebt')} amount={money(receipt.sale.debt)} />
            <Button variant="contained" component={RouterLink} to={detailsPath}>
              {t('payment.toDetails')}
            </Button>
          </Paper>
        ) : instalment.due === '0.00' ? (
          <Alert severity="success">{t('payment.nothingDue')}</Alert>
        ) : (
          <Paper
            variant="outlined"
            component="form"
            noValidate
            aria-label={t('payment.pay')}
            sx={{ p: 2, display: 'grid', gap: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              pay.mutate();
            }}
          >
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={draft.mode}
              aria-label={t('payment.method')}
              onChange={(_event, mode: TenderMode | null) => {
                if (!mode) return;
                pay.reset();
                setDraft(tenderStart(mode, due));
              }}
            >
              <ToggleButton value="cash">{t('method.cash')}</ToggleButton>
              <ToggleButton value="card">{t('method.card')}</ToggleButton>
              <ToggleButton value="split">{t('payment.split')}</ToggleButton>
            </ToggleButtonGroup>
            {draft.mode !== 'card' ? amountField('cash', t('payment.cashGiven')) : null}
            {draft.mode !== 'cash' ? amountField('card', t('payment.cardAmount')) : null}
            {result.ok ? (
              <Box sx={{ display: 'grid', gap: 0.5 }} aria-live="polite">
                <Amount label={t('payment.paying')} amount={money(result.paid)} />
                {decimal(result.change).gt(0) ? <Amount label={t('payment.change')} amount={money(result.change)} strong testId="payment-change" /> : null}
                {decimal(result.debt).gt(0) ? <Amount label={t('payment.left')} amount={money(result.debt)} /> : null}
              </Box>
            ) : null}
            {refusal && !serverError('cash') && !serverError('card') ? (
              <Alert severity="error" role="alert">
                {refusal.message}
              </Alert>
            ) : null}
            {props.viewOnly ? <Alert severity="info">{t('payment.viewOnly')}</Alert> : null}
            <Button type="submit" variant="contained" size="large" disabled={!result.ok || decimal(result.paid).lte(0) || pay.isPending || props.viewOnly}>
              {t('payment.submit', { amount: money(result.ok ? result.paid : '0') })}
            </Button>
          </Paper>
        )}
      </Box>
    </AreaPageFrame>
  );
}
