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
import { employeeServicesUpdateSchema, type EmployeeService } from '@/schema/catalog';
import { translateFieldMessage } from '@/resources/engine/validation-messages';
import {
  choicesOf,
  errorsByService,
  getMemberServices,
  itemsOf,
  memberServicesKey,
  sameServices,
  saveMemberServices,
  type RowErrors,
  type ServiceChoice,
} from './member-services-api';
import type { MemberRecord } from './member-record';
import { groupKey, groupServices } from '@/lib/catalog-groups';
import { useCatalogCategories, useCatalogServices } from '@/resources/catalog/use-catalog';
import { amountInputText } from '@/i18n/formats';

/**
 * Which services a member performs, each at the service's price and length or their own (a senior stylist charges
 * more, a junior takes longer). Saved as a whole set, so two people editing at once never leave a half-merged list;
 * leaving with changes not saved asks first. The set is judged by the API's schema before it is sent.
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
  const [itemErrors, setItemErrors] = useState<Record<number, RowErrors>>({});
  const choices = edits ?? choicesOf(current.data ?? []);
  // Leaving with ticks or prices not saved asks first, as the engine's forms do.
  useUnsavedChangesGuard(
    edits !== null && !sameServices(itemsOf(edits), current.data ?? []),
    t('engine.unsavedChanges', { ns: 'resources' }),
  );

  const save = useMutation({
    mutationFn: (items: EmployeeService[]) => saveMemberServices(branchId, member.id, items),
    onSuccess: (items) => {
      queryClient.setQueryData(key, items);
      setEdits(null);
      setItemErrors({});
      open?.({ type: 'success', message: t('services.saved') });
    },
    onError: (error, submitted) => {
      const http = toHttpError(error);
      // Issues come back as items.<index>.<field>: put each on the row it belongs to.
      const issues = Object.entries(http.errors ?? {}).map(([path, message]): [string, string] => [path, Array.isArray(message) ? String(message[0]) : String(message)]);
      setItemErrors(errorsByService(submitted, issues));
      open?.({ type: 'error', message: t('services.saveFailed'), description: http.message });
    },
  });
  const submit = () => {
    const items = itemsOf(choices);
    const checked = employeeServicesUpdateSchema.safeParse({ items });
    if (checked.success) save.mutate(items);
    else setItemErrors(errorsByService(items, checked.error.issues.map((issue): [string, string] => [issue.path.join('.'), issue.message])));
  };
  const say = (message: string | undefined) => translateFieldMessage(t, message);

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
    setEdits({ ...choices, [serviceId]: { performs: false, ownPrice: '', ownLength: '', ...choices[serviceId], ...patch } });
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
                  const errors = itemErrors[service.id];
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
                        {errors?.service ? (
                          <Typography variant="caption" color="error">
                            {say(errors.service)}
                          </Typography>
                        ) : null}
                      </Box>
                      {/* The service's own price and length show as placeholders: what applies while a field is empty. */}
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', width: { xs: '100%', sm: 'auto' } }}>
                        <TextField
                          size="small"
                          label={t('services.ownPrice')}
                          placeholder={amountInputText(service.price, formats.decimalSeparator)}
                          value={amountInputText(choice?.ownPrice ?? '', formats.decimalSeparator)}
                          disabled={viewOnly || !performs}
                          error={!!errors?.price}
                          helperText={say(errors?.price)}
                          onChange={(event) => change(service.id, { ownPrice: event.target.value.replace(',', '.') })}
                          sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 180 } }}
                          slotProps={{
                            htmlInput: { inputMode: 'decimal', 'aria-label': t('services.ownPriceOf', { service: service.name }) },
                            inputLabel: { shrink: true },
                            input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : {},
                          }}
                        />
                        <TextField
                          size="small"
                          type="number"
                          label={t('services.ownLength')}
                          placeholder={String(service.duration)}
                          value={choice?.ownLength ?? ''}
                          disabled={viewOnly || !performs}
                          error={!!errors?.duration}
                          helperText={say(errors?.duration)}
                          onChange={(event) => change(service.id, { ownLength: event.target.value })}
                          sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 130 } }}
                          slotProps={{
                            htmlInput: { min: 5, step: 5, inputMode: 'numeric', 'aria-label': t('services.ownLengthOf', { service: service.name }) },
                            inputLabel: { shrink: true },
                            input: { endAdornment: <InputAdornment position="end">{formats.units.minute}</InputAdornment> },
                          }}
                        />
                      </Box>
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
          <Button variant="contained" disabled={edits === null || save.isPending} onClick={submit}>
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
