import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { Discount } from '@/schema/money/discount';
import { saleLineAmounts } from '@/schema/money/sale-line';
import { maxInstalments } from '@/schema/money/instalments';
import { saleItemInputSchema } from '@/schema/sales/checkout';
import { DateInput } from '@/components/forms/date-input';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { personName } from '@/components/order-drawer/order-drawer-queries';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { amountInputText } from '@/i18n/formats';
import { removeLine, updateLine, type CartLine } from '@/components/checkout/cart-model';
import { useEmployees } from '@/components/checkout/checkout-api';
import { useSaleFlow } from './sale-flow';

type Draft = { employeeId: number | null; quantity: string; price: string; discountKind: Discount['kind']; discountValue: string; startsAt: string; instalments: number };

const draftOf = (line: CartLine): Draft => ({
  employeeId: line.employeeId,
  quantity: String(line.quantity),
  price: line.price,
  discountKind: line.discount.kind,
  discountValue: line.discount.kind === 'none' ? '' : line.discount.value,
  startsAt: line.startsAt,
  instalments: line.instalments,
});

const discountOf = (draft: Draft): Discount =>
  draft.discountKind === 'none' ? { kind: 'none' } : { kind: draft.discountKind, value: draft.discountValue.trim() || '0' };

/** The line as the draft would make it, checked with the checkout contract: its issues by field, or the line. */
function lineOfDraft(line: CartLine, draft: Draft): { line: CartLine } | { issues: Record<string, string> } {
  const candidate = {
    ...line,
    employeeId: draft.employeeId,
    quantity: Number(draft.quantity),
    price: draft.price.trim(),
    discount: discountOf(draft),
    startsAt: draft.startsAt,
    instalments: draft.instalments,
  };
  const checked = saleItemInputSchema.safeParse(candidate);
  if (checked.success) return { line: { ...candidate, price: checked.data.price } };
  const issues: Record<string, string> = {};
  for (const issue of checked.error.issues) issues[String(issue.path[0] ?? '_')] ??= issue.message;
  return { issues };
}

/** One line of the cart: who is credited, how many, at what price, its discount, and a membership's start and plan. */
export function EditItem({ uid }: { uid: string }) {
  const { t } = useTranslation('checkout');
  const { cart, to, hasSummary } = useSaleFlow();
  const line = cart.items.find((item) => item.uid === uid);
  // Back to the step the line was opened from (the cart, or the payment's list of lines); else the cart.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const back = typeof from === 'string' && from.startsWith(to('')) ? from : to(hasSummary ? 'summary' : '');
  if (!line) {
    return (
      <EmptyState
        title={t('edit.gone')}
        action={
          <Button component={RouterLink} to={back} variant="outlined">
            {t('edit.backToCart')}
          </Button>
        }
      />
    );
  }
  return <LineForm key={line.uid} line={line} back={back} />;
}

function LineForm({ line, back }: { line: CartLine; back: string }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const navigate = useNavigate();
  const { branchId, change, currency } = useSaleFlow();
  const employees = useEmployees(branchId);
  const [draft, setDraft] = useState(() => draftOf(line));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const checked = lineOfDraft(line, draft);
  const preview = 'line' in checked ? saleLineAmounts(checked.line) : null;
  const message = (field: string) => translateSchemaMessage(t, issues[field]);
  const amountProps = (field: 'price' | 'discountValue') => ({
    value: amountInputText(draft[field], formats.decimalSeparator),
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value.replace(',', '.') }),
    inputMode: 'decimal' as const,
    size: 'small' as const,
  });

  const save = () => {
    if ('issues' in checked) return setIssues(checked.issues);
    change((cart) => updateLine(cart, line.uid, checked.line));
    void navigate(back);
  };

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('edit.title', { name: line.name })} sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 560 }} onSubmit={(event) => { event.preventDefault(); save(); }}>
      <Typography variant="h6" component="h2">
        {line.name}
      </Typography>
      {line.kind === 'membership' ? null : (
        <TextField select size="small" label={t('edit.employee')} value={draft.employeeId ?? ''} onChange={(event) => set({ employeeId: event.target.value === '' ? null : Number(event.target.value) })}>
          <MenuItem value="">{t('line.noEmployee')}</MenuItem>
          {(employees.data ?? []).map((employee) => (
            <MenuItem key={employee.id} value={employee.id}>
              {personName(employee)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          size="small"
          label={t('edit.quantity')}
          type="number"
          value={draft.quantity}
          disabled={line.orderServiceId !== null || line.kind === 'membership'}
          onChange={(event) => set({ quantity: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: 999, step: 1 } }}
          error={Boolean(issues.quantity)}
          helperText={message('quantity')}
        />
        <TextField {...amountProps('price')} label={t('edit.price')} error={Boolean(issues.price)} helperText={message('price')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" id="discount-kind">
          {t('edit.discount')}
        </Typography>
        <ToggleButtonGroup exclusive size="small" value={draft.discountKind} aria-labelledby="discount-kind" onChange={(_event, kind: Discount['kind'] | null) => kind && set({ discountKind: kind })}>
          <ToggleButton value="none">{t('edit.discountNone')}</ToggleButton>
          <ToggleButton value="percent">%</ToggleButton>
          <ToggleButton value="amount">{currency}</ToggleButton>
        </ToggleButtonGroup>
        {draft.discountKind === 'none' ? null : (
          <TextField
            {...amountProps('discountValue')}
            label={draft.discountKind === 'percent' ? t('edit.discountPercent') : t('edit.discountAmount')}
            error={Boolean(issues.discount)}
            helperText={message('discount')}
          />
        )}
      </Box>
      {line.kind === 'membership' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateInput label={t('edit.startsAt')} size="small" value={draft.startsAt} onChange={(value) => set({ startsAt: value ?? '' })} error={Boolean(issues.startsAt)} helperText={message('startsAt')} />
          <TextField select size="small" label={t('edit.instalments')} value={draft.instalments} onChange={(event) => set({ instalments: Number(event.target.value) })}>
            {Array.from({ length: maxInstalments }, (_, index) => index + 1).map((count) => (
              <MenuItem key={count} value={count}>
                {count === 1 ? t('edit.payAtOnce') : t('edit.monthly', { count })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}
      {preview ? (
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="line-total">
          {t('edit.lineTotal')}: <strong>{formats.money(preview.total, currency)}</strong>
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('edit.save')}
        </Button>
        <Button component={RouterLink} to={back}>
          {t('edit.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          color="error"
          onClick={() => {
            change((cart) => removeLine(cart, line.uid));
            void navigate(back);
          }}
        >
          {t('edit.remove')}
        </Button>
      </Box>
    </Paper>
  );
}
