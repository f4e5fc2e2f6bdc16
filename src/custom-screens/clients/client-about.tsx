import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditHistorySchema, type AuditEntry } from '@/schema/audit';
import { useFormats } from '@/components/session/use-formats';
import { httpClient } from '@/lib/http-client';
import { toHttpError } from '@/providers/data-provider';
import { recordQueryKey } from '@/resources/engine/use-resource-record';
import { consentFields, lastConsentChanges, type ConsentField } from './client-consents';
import type { ClientRecord } from './client-record';

/** History pages read to find each consent's last change: a client changed more often than this shows none. */
const historyPages = 5;

function useConsentHistory(apiPath: string, id: number) {
  return useQuery({
    queryKey: ['record-history', apiPath, id, 'consents'],
    queryFn: async () => {
      const entries: AuditEntry[] = [];
      for (let page = 1; page <= historyPages; page += 1) {
        const { data } = await httpClient.get<unknown>(`/${apiPath}/${id}/history`, { params: { page, perPage: 100 } });
        const history = auditHistorySchema.parse(data);
        entries.push(...history.items);
        const found = lastConsentChanges(entries);
        if (consentFields.every((field) => found[field]) || history.meta.currentPage >= history.meta.totalPages) break;
      }
      return lastConsentChanges(entries);
    },
  });
}

/** The client's birthday and notes as they gave them. */
export function ClientOwnDetails({ client }: { client: ClientRecord }) {
  const { t } = useTranslation('clients');
  const formats = useFormats();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary">
        {t('about.details')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 }, mb: { xs: -1, sm: 0 } }}>{t('about.birthday')}</Typography>
        <Typography color={client.birthDate ? 'text.primary' : 'text.secondary'}>
          {client.birthDate ? formats.date(client.birthDate) : t('about.notGiven')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 }, mb: { xs: -1, sm: 0 } }}>{t('card.notes')}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }} color={client.description ? 'text.primary' : 'text.secondary'}>
          {client.description || t('card.noNotes')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 }, mb: { xs: -1, sm: 0 } }}>{t('about.since')}</Typography>
        <Typography>{formats.date(client.createdAt)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 }, mb: { xs: -1, sm: 0 } }}>{t('about.telegram')}</Typography>
        <Typography color="text.secondary">{client.tgChatId ? t('card.telegramLinked') : t('card.telegramNotLinked')}</Typography>
      </Box>
    </Paper>
  );
}

/**
 * The client's consents to marketing messages, one switch a channel, saved at once with the version the card read
 * (a stale version answers 409 and the card reloads); under each, who changed it last and when (the audit trail).
 */
export function ClientConsents({ client, apiPath, viewOnly }: { client: ClientRecord; apiPath: string; viewOnly: boolean }) {
  const { t } = useTranslation('clients');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const changes = useConsentHistory(apiPath, client.id);
  const [saving, setSaving] = useState<ConsentField | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (field: ConsentField, value: boolean) => {
    setSaving(field);
    setFailure(null);
    try {
      const { data } = await httpClient.patch<unknown>(`/${apiPath}/${client.id}`, { [field]: value, version: client.version });
      queryClient.setQueryData(recordQueryKey(apiPath, client.id), data);
      await queryClient.invalidateQueries({ queryKey: ['record-history', apiPath, client.id] });
    } catch (error) {
      setFailure(toHttpError(error).message);
      await queryClient.invalidateQueries({ queryKey: recordQueryKey(apiPath, client.id) });
    } finally {
      setSaving(null);
    }
  };
  const changed = (field: ConsentField) => {
    if (changes.isPending) return t('about.consentLoading');
    if (changes.isError) return t('about.consentHistoryFailed');
    const last = changes.data[field];
    if (!last) return t('about.consentNever');
    const values = { name: last.actorName ?? t('about.system'), date: formats.dateTime(last.at) };
    return t(last.action === 'create' ? 'about.consentSetOnCreate' : 'about.consentChanged', values);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="client-consents-heading" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="client-consents-heading" variant="subtitle2" component="h2" color="text.secondary">
        {t('about.consents')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('about.consentsHelp')}
      </Typography>
      {consentFields.map((field) => (
        <Box key={field} sx={{ py: 0.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(client[field])}
                disabled={viewOnly || saving !== null}
                onChange={(event) => void save(field, event.target.checked)}
              />
            }
            label={t(`about.consent.${field}`)}
          />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ pl: { xs: 0, sm: 6 } }} data-testid={`consent-changed-${field}`}>
            {changed(field)}
          </Typography>
        </Box>
      ))}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </Paper>
  );
}
