import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Broadcast, BroadcastAudience } from '@/schema/messages/broadcast';
import { useWorkspace } from '@/components/session/use-workspace';
import { toHttpError } from '@/providers/data-provider';
import { TemplatePreviewPanel } from '../template-preview';
import { useSettled } from '../use-template-preview';
import { AudienceCounts } from './audience-counts';
import { AudiencePicker } from './audience-picker';
import { audienceOf, formProblems, inputOf, type BroadcastFormValues, type FormField } from './broadcast-form-model';
import { broadcastPath } from './broadcast-paths';
import { BroadcastWords } from './broadcast-words';
import { broadcastKeys, countAudience, previewBroadcast, saveDraft, sendBroadcast } from './broadcasts-api';
import { useMarketingLimits } from './marketing-limits';
import { SendControls, type SendChoice } from './send-controls';

/**
 * A draft being written: its words with the channel's variables, its audience with live counts of who gets it and who
 * is left out and why, the words as a real client of that audience would read them, and saving or sending. A new
 * broadcast becomes a draft the first time it is saved or sent.
 */
export function BroadcastEditor({ initial, draft }: { initial: BroadcastFormValues; draft?: Pick<Broadcast, 'id' | 'version'> }) {
  const { t } = useTranslation('broadcasts');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const orgId = workspace?.organization.id ?? 0;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(draft);
  const [touched, setTouched] = useState<ReadonlySet<FormField>>(new Set());
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = formProblems(values);
  const limits = useMarketingLimits(branchId);

  const audienceText = useSettled(JSON.stringify(audienceOf(values)));
  const audience = useMemo(() => JSON.parse(audienceText) as BroadcastAudience, [audienceText]);
  const count = useQuery({
    queryKey: broadcastKeys.audience(branchId, values.channel, audience),
    queryFn: () => countAudience(branchId, values.channel, audience),
    enabled: branchId > 0,
    placeholderData: keepPreviousData,
  });
  const subject = useSettled(values.subject);
  const body = useSettled(values.body);
  const previewRequest = { channel: values.channel, subject, body, audience };
  const preview = useQuery({
    queryKey: broadcastKeys.preview(branchId, previewRequest),
    queryFn: () => previewBroadcast(branchId, previewRequest),
    enabled: branchId > 0 && body.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

  const edit = (field: FormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setFailure(null);
  };
  const keep = async (): Promise<Pick<Broadcast, 'id' | 'version'> | null> => {
    setTried(true);
    if (Object.keys(problems).length > 0) return null;
    const next = await saveDraft(branchId, inputOf(values), saved);
    setSaved({ id: next.id, version: next.version });
    return next;
  };
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const http = toHttpError(error);
      setFailure(http.message);
      if (http.statusCode === 409) await queryClient.invalidateQueries({ queryKey: broadcastKeys.all(branchId) });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    act(async () => {
      const kept = await keep();
      if (!kept) return;
      open?.({ type: 'success', message: t('form.saved') });
      await queryClient.invalidateQueries({ queryKey: broadcastKeys.all(branchId) });
      if (!draft) navigate(broadcastPath(orgId, branchId, values.channel, kept.id), { replace: true });
    });
  const send = (choice: SendChoice) =>
    act(async () => {
      const kept = await keep();
      if (!kept) return;
      const sent = await sendBroadcast(branchId, kept.id, kept.version, choice.when === 'now' ? null : choice.at);
      open?.({ type: 'success', message: t(choice.when === 'now' ? 'form.sending' : 'form.scheduled') });
      queryClient.setQueryData(broadcastKeys.one(branchId, sent.id), sent);
      await queryClient.invalidateQueries({ queryKey: [...broadcastKeys.all(branchId), 'list'] });
      navigate(broadcastPath(orgId, branchId, values.channel, sent.id), { replace: true });
    });

  // On phones the counts and preview come between the words and Send, so the person sees who gets it before sending.
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        gridTemplateAreas: { xs: '"editor" "side" "send"', md: '"editor side" "send side"' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ gridArea: 'editor', p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <BroadcastWords values={values} problems={problems} shown={(field) => tried || touched.has(field)} onEdit={edit} sms={preview.data?.sms ?? null} disabled={busy} />
        <Box component="section" aria-labelledby="audience-heading" sx={{ display: 'grid', gap: 1 }}>
          <Typography id="audience-heading" variant="subtitle1" component="h2">
            {t('audience.title')}
          </Typography>
          <AudiencePicker value={values} onChange={(next) => setValues((current) => ({ ...current, ...next }))} disabled={busy} />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ gridArea: 'send', p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        {/* The server says when the channel would refuse every message (a real SMTP server and no https PUBLIC_URL). */}
        {count.data?.refusal ? (
          <Alert severity="warning" data-testid="broadcast-refusal">
            <AlertTitle>{t('refusal.title')}</AlertTitle>
            {t(`refusal.${count.data.refusal}`)}
          </Alert>
        ) : null}
        <SendControls recipients={count.data?.recipients ?? null} busy={busy} onSave={() => void save()} onSend={(choice) => void send(choice)} />
      </Paper>
      <Box sx={{ gridArea: 'side', display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
        <AudienceCounts channel={values.channel} count={count} smsParts={preview.data?.sms?.parts.parts ?? null} partPrice={limits.data?.smsPartPrice ?? null} />
        {preview.data?.client ? (
          <Typography variant="body2" color="text.secondary" data-testid="preview-client">
            {t('form.previewFor', { name: preview.data.client.name })}
          </Typography>
        ) : null}
        <TemplatePreviewPanel channel={values.channel} preview={preview} />
      </Box>
    </Box>
  );
}
