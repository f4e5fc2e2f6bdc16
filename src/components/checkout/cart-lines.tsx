import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { maxSaleQuantity, saleLineAmounts } from '@/schema/money/sale-line';
import { personName } from '@/components/order-drawer/order-drawer-queries';
import { useFormats } from '@/components/session/use-formats';
import { removeLine, updateLine, type CartLine } from './cart-model';
import { useEmployees } from './checkout-api';
import { useCheckout } from './checkout-context';

/**
 * The cart's lines: what, credited to whom, how many at what price, the discount and the line's total. The name
 * opens the line's edit step where the checkout has one (the sale page); quantity changes in place. `issues` are the server's refusals, by line uid.
 */
export function CartLines({ issues = {}, compact = false }: { issues?: Readonly<Record<string, string>>; compact?: boolean }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { branchId, cart, change, currency, lineTo } = useCheckout();
  const employees = useEmployees(branchId);
  const location = useLocation();
  const employeeName = (id: number | null) => {
    if (id === null) return t('line.noEmployee');
    const employee = employees.data?.find((person) => person.id === id);
    return employee ? personName(employee) : `#${id}`;
  };
  const discountText = (line: CartLine, amount: string) =>
    line.discount.kind === 'percent'
      ? t('line.discountPercent', { percent: formats.number(Number(line.discount.value)), amount: formats.money(amount, currency) })
      : t('line.discountAmount', { amount: formats.money(amount, currency) });
  return (
    <Box component="ul" aria-label={t('cart.lines')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {cart.items.map((line) => {
        const amounts = saleLineAmounts(line);
        const issue = issues[line.uid];
        return (
          <Box component="li" key={line.uid} data-testid="cart-line" sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              {lineTo ? (
                <Link component={RouterLink} to={lineTo(line.uid)} state={{ from: `${location.pathname}${location.search}` }} underline="hover" sx={{ flex: 1, fontWeight: 500, minWidth: 0 }} aria-label={t('line.edit', { name: line.name })}>
                  {line.name}
                </Link>
              ) : (
                <Typography sx={{ flex: 1, fontWeight: 500, minWidth: 0 }}>{line.name}</Typography>
              )}
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>{formats.money(amounts.total, currency)}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {[
                t(`line.kind.${line.kind}`),
                line.kind === 'membership' ? null : employeeName(line.employeeId),
                line.kind === 'membership' && line.instalments > 1 ? t('line.instalments', { count: line.instalments }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {line.discount.kind !== 'none' ? (
              <Typography variant="body2" color="success.main">
                {discountText(line, amounts.discount)}
              </Typography>
            ) : null}
            {issue ? (
              <Typography variant="body2" color="error" role="alert">
                {issue}
              </Typography>
            ) : null}
            {compact ? null : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                <IconButton
                  size="small"
                  aria-label={t('line.less', { name: line.name })}
                  disabled={line.quantity <= 1 || line.orderServiceId !== null}
                  onClick={() => change((current) => updateLine(current, line.uid, { quantity: line.quantity - 1 }))}
                >
                  <RemoveIcon fontSize="small" />
                </IconButton>
                <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} data-testid="line-quantity">
                  {line.quantity} × {formats.money(line.price, currency)}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('line.more', { name: line.name })}
                  disabled={line.quantity >= maxSaleQuantity || line.orderServiceId !== null || line.kind === 'membership'}
                  onClick={() => change((current) => updateLine(current, line.uid, { quantity: line.quantity + 1 }))}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
                <Box sx={{ flex: 1 }} />
                <IconButton size="small" aria-label={t('line.remove', { name: line.name })} onClick={() => change((current) => removeLine(current, line.uid))}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
