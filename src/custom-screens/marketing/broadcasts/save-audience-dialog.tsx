import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BroadcastAudience, ClientSegment } from '@/schema/messages/broadcast';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { newBroadcastPath } from './broadcast-paths';
import { broadcastKeys, saveSegment } from './broadcasts-api';

/** The channels a broadcast to a just-saved audience is offered on: the e-mail and SMS tabs' first ones. */
const offeredChannels = ['email', 'sms'] as const;

/**
 * Keeps an audience (a search and filters of the clients list) under a name among the branch's saved audiences: from
 * the broadcast form's audience picker, and from the clients list itself, which then offers a broadcast to it. A name
 * already taken answers 409 with a sentence, shown on the name.
 */
export function SaveAudienceDialog({ audience, onClose, offerBroadcast = false }: { audience: BroadcastAudience; onClose: () => void; offerBroadcast?: boolean }) {
  const { t } = useTranslation('broadcasts');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const orgId = workspace?.organization.id ?? 0;
  const queryClient = useQueryClient();
  const { open: notify } = useNotification();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<{ onName: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<ClientSegment | null>(null);

  const save = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      const segment = await saveSegment(branchId, name.trim(), audience);
      notify?.({ type: 'success', message: t('audience.segmentSaved') });
      await queryClient.invalidateQueries({ queryKey: broadcastKeys.segments(branchId) });
      if (offerBroadcast) setSaved(segment);
      else onClose();
    } catch (error) {
      const http = toHttpError(error);
      setFailure({ onName: http.statusCode === 409, message: http.message });
    } finally {
      setBusy(false);
    }
  };

  if (saved)
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="audience-saved-title">
        <DialogTitle id="audience-saved-title">{t('saveAudience.savedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('saveAudience.savedText', { name: saved.name })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('saveAudience.done')}</Button>
          {offeredChannels.map((channel) => (
            <Button key={channel} variant="contained" component={RouterLink} to={newBroadcastPath(orgId, branchId, channel, saved.id)}>
              {t(`saveAudience.send.${channel}`)}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-audience-title">
      <DialogTitle id="save-audience-title">{t('saveAudience.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('saveAudience.text')}</DialogContentText>
        {failure && !failure.onName ? <Alert severity="error">{failure.message}</Alert> : null}
        <TextField
          autoFocus
          label={t('audience.segmentName')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setFailure(null);
          }}
          onKeyDown={(event) => event.key === 'Enter' && void save()}
          error={failure?.onName === true}
          helperText={failure?.onName ? failure.message : undefined}
          slotProps={{ htmlInput: { maxLength: 80 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('audience.cancel')}</Button>
        <Button variant="contained" disabled={busy || !name.trim()} onClick={() => void save()}>
          {t('audience.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
