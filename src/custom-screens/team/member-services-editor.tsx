import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useUnsavedChangesGuard } from '@/resources/engine/use-unsaved-changes-guard';
import { choicesOf, getMemberServices, itemsOf, memberServicesKey, sameServices, saveMemberServices, type ServiceChoice } from './member-services-api';
import type { MemberRecord } from './member-record';
import { groupKey, groupServices } from '@/lib/catalog-groups';
import { useCatalogCategories, useCatalogServices } from '@/resources/catalog/use-catalog';
import { amountInputText } from '@/i18n/formats';

/**
 * Which services a member performs, each at the service's price or their own (a senior stylist charges
 * more). Saved as a whole set, so two people editing at once never leave a half-merged list; leaving with
 * changes not saved asks first.
 */
export function MemberServicesEditor({ member, viewOnly }: { member: MemberRecord; viewOnly: boolean }) {
  const { t } = useTranslation(['team', 'resources']);
  const formats = useFormats();
  const { open } = useNotification();
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const currency = workspace?.branch?.ISOCurrency;
  const queryClient = useQueryClient();
  const key = memberServicesKey(branchId, member.id);

  const services = useCatalogServices(branchId);
  const categories = useCatalogCategories(branchId);
  const current = useQuery({ queryKey: key, queryFn: () => getMemberServices(branchId, member.id) });
  const [edits, setEdits] = useState<Record<number, ServiceChoice> | null>(null);
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const choices = edits ?? choicesOf(current.data ?? []);
  // Leaving with ticks or prices not saved asks first, as the engine's forms do.
  useUnsavedChangesGuard(
    edits !== null && !sameServices(itemsOf(edits), current.data ?? []),
    t('engine.unsavedChanges', { ns: 'resources' }),
  );

  const save = useMutation({
    mutationFn: () => saveMemberServices(branchId, member.id, itemsOf(choices)),
    onSuccess: (items) => {
      queryClient.setQueryData(key, items);
      setEdits(null);
      setItemErrors({});
      open?.({ type: 'success', message: t('services.saved') });
    },
    onError: (error) => {
      const http = toHttpError(error);
      // Issues come back as items.<index>.price: put each on the row it belongs to.
      const submitted = itemsOf(choices);
      const errors: Record<number, string> = {};
      for (const [path, message] of Object.entries(http.errors ?? {})) {
        const index = /^items\.(\d+)/.exec(path)?.[1];
        const item = index === undefined ? undefined : submitted[Number(index)];
        if (item) errors[item.serviceId] = Array.isArray(message) ? String(message[0]) : String(message);
      }
      setItemErrors(errors);
      open?.({ type: 'error', message: t('services.saveFailed'), description: http.message });
    },
  });

  if (services.isPending || current.isPending || categories.isPending) return <LoadingState label={t('common.loading', { ns: 'shell' })} />;
  if (services.isError || current.isError || categories.isError) {
    return (
      <ErrorState
        title={t('services.loadFailed')}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => {
          void services.refetch();
          void current.refetch();
          void categories.refetch();
        }}
      />
    );
  }
  if (services.data.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title={t('services.noCatalog')} description={t('services.noCatalogText')} />
      </Paper>
    );
  }

  const change = (serviceId: number, patch: Partial<ServiceChoice>) =>
    setEdits({ ...choices, [serviceId]: { performs: false, ownPrice: '', ...choices[serviceId], ...patch } });
  const groups = groupServices(categories.data, services.data, { hideEmpty: true });
  const count = itemsOf(choices).length;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">{t('services.hint', { name: member.firstName })}</Alert>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('services.listLabel', { name: member.firstName })}>
          {groups.map((group) => (
            <li key={groupKey(group)}>
              <ul style={{ padding: 0 }}>
                <ListSubheader sx={{ bgcolor: 'background.paper', fontWeight: 600 }}>{group.category?.name ?? t('services.uncategorised')}</ListSubheader>
                {group.services.map((service) => {
                  const choice = choices[service.id];
                  const performs = choice?.performs ?? false;
                  return (
                    <ListItem key={service.id} divider sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
                      <Checkbox
                        edge="start"
                        checked={performs}
                        disabled={viewOnly}
                        onChange={(event) => change(service.id, { performs: event.target.checked })}
                        slotProps={{ input: { 'aria-label': t('services.performs', { service: service.name }) } }}
                      />
                      <Box sx={{ flex: 1, minWidth: 160 }}>
                        <Typography>{service.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {formats.duration(service.duration)} ·{' '}
                          {formats.money(service.price, currency)}
                        </Typography>
                      </Box>
                      <TextField
                        size="small"
                        label={t('services.ownPrice')}
                        placeholder={amountInputText(service.price, formats.decimalSeparator)}
                        value={amountInputText(choice?.ownPrice ?? '', formats.decimalSeparator)}
                        disabled={viewOnly || !performs}
                        error={!!itemErrors[service.id]}
                        helperText={itemErrors[service.id]}
                        onChange={(event) => change(service.id, { ownPrice: event.target.value.replace(',', '.') })}
                        sx={{ width: { xs: '100%', sm: 180 } }}
                        slotProps={{
                          htmlInput: { inputMode: 'decimal', 'aria-label': t('services.ownPriceOf', { service: service.name }) },
                          // The service's own price shows as the placeholder: what applies while this is empty.
                          inputLabel: { shrink: true },
                          input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : {},
                        }}
                      />
                    </ListItem>
                  );
                })}
              </ul>
            </li>
          ))}
        </List>
      </Paper>
      {!viewOnly ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={edits === null || save.isPending} onClick={() => save.mutate()}>
            {save.isPending ? t('common.saving', { ns: 'shell' }) : t('common.save', { ns: 'shell' })}
          </Button>
          <Button disabled={edits === null || save.isPending} onClick={() => { setEdits(null); setItemErrors({}); }}>
            {t('services.discard')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('services.count', { count })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
