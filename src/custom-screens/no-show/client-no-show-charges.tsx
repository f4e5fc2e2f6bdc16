import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoShowCharge } from '@/schema/orders/no-show-rules';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { QuerySection } from '@/components/states/query-section';
import { moneyKeys } from '@/lib/money-query-keys';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { getNoShowCharges, noShowKeys, waiveNoShowCharge } from '@/lib/no-show-api';

const stateColor = { applied: 'warning', waived: 'default', forgiven: 'info' } as const;

/** The client card's transactions tab: what no-shows and late cancellations cost them, each applied one with Waive. */
export function ClientNoShowCharges({ clientId, viewOnly }: { clientId: number; viewOnly: boolean }) {
  const { t } = useTranslation('noShow');
  const formats = useFormats();
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const charges = useQuery({
    queryKey: noShowKeys.charges(branchId, clientId),
    queryFn: () => getNoShowCharges(branchId, { clientId }),
    enabled: branchId > 0,
  });
  const [waiving, setWaiving] = useState<NoShowCharge | null>(null);

  return (
    <QuerySection
      id="no-show-charges-title"
      title={t('charges.title')}
      query={charges}
      loadingLabel={t('loading')}
      failedTitle={t('charges.loadFailed')}
      retryLabel={t('retry')}
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState title={t('charges.empty')} />
        ) : (
          <>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {data.map((charge) => (
                <Box
                  component="li"
                  key={charge.id}
                  data-testid="no-show-charge"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    py: 1,
                    borderTop: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`kind.${charge.kind === 'no_show' ? 'noShow' : 'lateCancel'}`)} ·{' '}
                      {t(`outcome.${charge.outcome}`)}
                      {Number(charge.amount) > 0 ? ` · ${formats.money(charge.amount, charge.currency)}` : ''}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formats.dateTime(charge.createdAt)}
                      {charge.waivedReason
                        ? ` · ${t('charges.reasonShown', { reason: charge.waivedReason })}`
                        : ''}
                    </Typography>
                  </Box>
                  <Chip size="small" color={stateColor[charge.state]} label={t(`state.${charge.state}`)} />
                  {charge.state === 'applied' && !viewOnly ? (
                    <Button size="small" onClick={() => setWaiving(charge)}>
                      {t('charges.waive')}
                    </Button>
                  ) : null}
                </Box>
              ))}
            </Box>
            {waiving ? (
              <WaiveDialog charge={waiving} branchId={branchId} onClose={() => setWaiving(null)} />
            ) : null}
          </>
        )
      }
    </QuerySection>
  );
}

function WaiveDialog({
  charge,
  branchId,
  onClose,
}: {
  charge: NoShowCharge;
  branchId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('noShow');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const waive = useMutation({
    mutationFn: () => waiveNoShowCharge(charge.id, reason.trim()),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: noShowKeys.charges(branchId, charge.clientId) }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.clientMoney(branchId, charge.clientId) }),
      ]);
      open?.({ type: 'success', message: t('charges.waived') });
      onClose();
    },
  });
  const missing = reason.trim() === '';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) waive.mutate();
        }}
      >
        <DialogTitle>{t('charges.waiveTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('charges.waiveHelp')}
          </Typography>
          <TextField
            autoFocus
            required
            multiline
            minRows={2}
            label={t('charges.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && missing}
            helperText={
              touched && missing
                ? t('charges.reasonRequired')
                : waive.isError
                  ? serverProblem(waive.error).message
                  : ' '
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={waive.isPending}>
            {t('charges.waive')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
