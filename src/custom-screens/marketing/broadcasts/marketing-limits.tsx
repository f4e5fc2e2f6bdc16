import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { broadcastChannels } from '@/schema/messages/broadcast';
import { marketingSettingsSchema, type MarketingSettings, type MarketingSettingsView } from '@/schema/messages/marketing-settings';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { SourceChip } from '../source-chip';
import { broadcastKeys, getLimits, saveLimits } from './broadcasts-api';

export const useMarketingLimits = (branchId: number) =>
  useQuery({ queryKey: broadcastKeys.limits(branchId), queryFn: () => getLimits(branchId), enabled: branchId > 0 });

/** The frequency cap in words, and a button to change the limits (whoever may edit marketing). */
export function MarketingLimits({ viewOnly }: { viewOnly: boolean }) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const limits = useMarketingLimits(branchId);
  const [open, setOpen] = useState(false);
  if (!limits.data) return null;
  const cap = limits.data.frequencyCap;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="marketing-limits">
      <Typography variant="body2" color="text.secondary">
        {cap ? t('limits.cap', { count: cap.max, days: cap.days }) : t('limits.noCap')}
      </Typography>
      <SourceChip source={limits.data.source} />
      {viewOnly ? null : (
        <Button size="small" onClick={() => setOpen(true)}>
          {t('limits.edit')}
        </Button>
      )}
      {open ? <LimitsDialog limits={limits.data} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}

type Draft = { capOn: boolean; max: string; days: string; email: string; sms: string; telegram: string; quietOn: boolean; from: string; to: string; price: string };

const draftOf = (limits: MarketingSettingsView): Draft => ({
  capOn: limits.frequencyCap !== null,
  max: String(limits.frequencyCap?.max ?? 2),
  days: String(limits.frequencyCap?.days ?? 7),
  ...Object.fromEntries(broadcastChannels.map((channel) => [channel, String(limits.perSecond[channel])])),
  quietOn: limits.quietHours !== null,
  from: limits.quietHours?.from ?? '20:00',
  to: limits.quietHours?.to ?? '09:00',
  price: limits.smsPartPrice ?? '',
}) as Draft;

const settingsOf = (draft: Draft) =>
  marketingSettingsSchema.safeParse({
    frequencyCap: draft.capOn ? { max: Number(draft.max), days: Number(draft.days) } : null,
    perSecond: { email: Number(draft.email), sms: Number(draft.sms), telegram: Number(draft.telegram) },
    quietHours: draft.quietOn ? { from: draft.from, to: draft.to } : null,
    smsPartPrice: draft.price.trim() === '' ? null : draft.price.trim(),
  } satisfies Record<keyof MarketingSettings, unknown>);

function LimitsDialog({ limits, onClose }: { limits: MarketingSettingsView; onClose: () => void }) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [draft, setDraft] = useState(() => draftOf(limits));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parsed = settingsOf(draft);
  const problem = (...path: string[]) => (parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message);
  const field = (key: keyof Draft, label: string, path: string[], props: { disabled?: boolean; inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      disabled={props.disabled}
      onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
      error={Boolean(problem(...path))}
      helperText={problem(...path)}
      slotProps={{ htmlInput: { inputMode: props.inputMode ?? 'numeric' } }}
    />
  );
  const save = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      queryClient.setQueryData(broadcastKeys.limits(branchId), await saveLimits(branchId, parsed.data, limits.source === 'branch' ? limits.version : 0));
      await queryClient.invalidateQueries({ queryKey: [...broadcastKeys.all(branchId), 'audience'] });
      open?.({ type: 'success', message: t('limits.saved') });
      onClose();
    } catch (error) {
      setFailure(toHttpError(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="limits-title">
      <DialogTitle id="limits-title">{t('limits.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <FormControlLabel control={<Switch checked={draft.capOn} onChange={(event) => setDraft((current) => ({ ...current, capOn: event.target.checked }))} />} label={t('limits.capOn')} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {field('max', t('limits.max'), ['frequencyCap', 'max'], { disabled: !draft.capOn })}
          {field('days', t('limits.days'), ['frequencyCap', 'days'], { disabled: !draft.capOn })}
        </Box>
        <Typography variant="subtitle2">{t('limits.perSecond')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
          {broadcastChannels.map((channel) => (
            <Box key={channel}>{field(channel, t(`channels.${channel}`), ['perSecond', channel])}</Box>
          ))}
        </Box>
        <FormControlLabel control={<Switch checked={draft.quietOn} onChange={(event) => setDraft((current) => ({ ...current, quietOn: event.target.checked }))} />} label={t('limits.quietOn')} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {field('from', t('limits.quietFrom'), ['quietHours', 'from'], { disabled: !draft.quietOn })}
          {field('to', t('limits.quietTo'), ['quietHours', 'to'], { disabled: !draft.quietOn })}
        </Box>
        {field('price', t('limits.price'), ['smsPartPrice'], { inputMode: 'decimal' })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('limits.close')}</Button>
        <Button variant="contained" disabled={busy || !parsed.success} onClick={() => void save()}>
          {t('limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
