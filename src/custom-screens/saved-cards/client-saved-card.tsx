import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard, SavedCardCharge } from '@/schema/payments/saved-cards';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { QuerySection } from '@/components/states/query-section';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { getClientSavedCard, removeClientSavedCard, savedCardKey } from '@/lib/saved-cards-api';
import { chargeStateColor, chargeStateKey, showsReason } from './saved-card-charge-state';

/**
 * The client card's saved card (transactions tab): the card saved when the client paid online (masked, its brand,
 * when), Remove, and the no-show fees charged to it with what became of each ("charged to the saved card", "card
 * declined" and why). The card's token never reaches the browser.
 */
export function ClientSavedCard({ clientId, viewOnly }: { clientId: number; viewOnly: boolean }) {
  const { t } = useTranslation('savedCards');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const saved = useQuery({ queryKey: savedCardKey(branchId, clientId), queryFn: () => getClientSavedCard(branchId, clientId), enabled: branchId > 0 });
  const [removing, setRemoving] = useState(false);

  return (
    <QuerySection id="saved-card-title" title={t('title')} query={saved} loadingLabel={t('loading')} failedTitle={t('loadFailed')} retryLabel={t('retry')}>
      {(data) => (
        <>
          {data.card ? (
            <CardLine card={data.card} onRemove={viewOnly ? null : () => setRemoving(true)} />
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="saved-card-empty">
              {t('empty')}
            </Typography>
          )}
          {data.charges.length > 0 ? <ChargeList charges={data.charges} /> : null}
          {removing ? <RemoveDialog branchId={branchId} clientId={clientId} onClose={() => setRemoving(false)} /> : null}
        </>
      )}
    </QuerySection>
  );
}

function CardLine({ card, onRemove }: { card: SavedCard; onRemove: (() => void) | null }) {
  const { t } = useTranslation('savedCards');
  const formats = useFormats();
  return (
    <Box data-testid="saved-card" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <CreditCardOutlined color="action" aria-hidden />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {card.brand ? `${card.brand.toUpperCase()} · ` : ''}
          {card.maskedPan ?? t('noNumber')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('savedAt', { when: formats.dateTime(card.createdAt) })}
        </Typography>
      </Box>
      {onRemove ? (
        <Button size="small" color="error" onClick={onRemove}>
          {t('remove')}
        </Button>
      ) : null}
    </Box>
  );
}

function ChargeList({ charges }: { charges: SavedCardCharge[] }) {
  const { t } = useTranslation('savedCards');
  const formats = useFormats();
  return (
    <Box component="ul" aria-label={t('chargesTitle')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {charges.map((charge) => (
        <Box component="li" key={charge.id} data-testid="saved-card-charge" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('feeLine', { amount: formats.money((charge.amountMinor / 100).toFixed(2), charge.currency) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {formats.dateTime(charge.updatedAt)}
              {showsReason(charge) && charge.reason ? ` · ${charge.reason}` : ''}
            </Typography>
          </Box>
          <Chip size="small" color={chargeStateColor[charge.state]} label={t(`state.${chargeStateKey[charge.state]}`)} />
        </Box>
      ))}
    </Box>
  );
}

function RemoveDialog({ branchId, clientId, onClose }: { branchId: number; clientId: number; onClose: () => void }) {
  const { t } = useTranslation('savedCards');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeClientSavedCard(branchId, clientId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedCardKey(branchId, clientId) });
      open?.({ type: 'success', message: t('removed') });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('removeHelp')}</DialogContentText>
        {remove.isError ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {serverProblem(remove.error).message}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate()}>
          {t('remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
