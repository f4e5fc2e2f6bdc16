import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { useList } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Integration } from '@/schema/messages/integration';
import { servicesResource } from '@/schema/resources/services';
import { branchPath } from '@/schema/routes';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { effectiveOf } from './integration-model';
import { integrationsPage, type LoadedIntegrations } from './integrations-state';
import { useIntegrationSave } from './use-integration-save';

type Service = { id: number; name: string };

/**
 * Integrations → ManyChat → Services: which services' bookings send ManyChat messages, a switch each, kept in the
 * settings of the ManyChat integration this branch uses (the chain's, or its own).
 */
export const ManychatServicesPage = integrationsPage(ServiceSwitches);

function ServiceSwitches({ orgId, branch, items, viewOnly }: LoadedIntegrations & { viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const manychat = effectiveOf(items, ['manychat'], branch.id)?.integration ?? null;
  if (!manychat)
    return (
      <Paper variant="outlined">
        <EmptyState
          title={t('manychat.servicesFirst')}
          description={t('manychat.servicesFirstText')}
          action={
            <Button component={RouterLink} to={branchPath(orgId, branch.id, 'integrations/manychat')} variant="contained">
              {t('manychat.setUp')}
            </Button>
          }
        />
      </Paper>
    );
  return <ServiceList key={manychat.version} orgId={orgId} branchId={branch.id} manychat={manychat} viewOnly={viewOnly} />;
}

const idsOf = (settings: Record<string, unknown>): number[] => (Array.isArray(settings['serviceIds']) ? settings['serviceIds'].filter((id): id is number => typeof id === 'number') : []);

function ServiceList({ orgId, branchId, manychat, viewOnly }: { orgId: number; branchId: number; manychat: Integration; viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const services = useList<Service>({ resource: `branches/${branchId}/${servicesResource.name}`, pagination: { mode: 'off' }, sorters: [{ field: 'name', order: 'asc' }] });
  const saved = idsOf(manychat.settings);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(saved));
  const saving = useIntegrationSave(orgId);
  const dirty = chosen.size !== saved.length || saved.some((id) => !chosen.has(id));
  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = () =>
    void saving.save({ provider: 'manychat', branchId: manychat.branchId, current: manychat, settings: { ...manychat.settings, serviceIds: [...chosen].sort((a, b) => a - b) }, secrets: {} });

  if (services.query.isPending) return <LoadingState label={t('loading')} />;
  if (services.query.isError)
    return (
      <LoadFailedPanel title={t('loadFailed')} error={services.query.error} retryLabel={t('retry')} onRetry={services.query.refetch} />
    );
  const list = services.result.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Alert severity="info">{t('manychat.servicesIntro')}</Alert>
      {saving.formError ? <Alert severity="error">{saving.formError}</Alert> : null}
      <Paper variant="outlined">
        {list.length === 0 ? (
          <EmptyState title={t('manychat.noServices')} />
        ) : (
          <List aria-label={t('manychat.servicesLabel')} disablePadding>
            {list.map((service) => (
              <ListItem key={service.id} divider secondaryAction={<Switch edge="end" checked={chosen.has(service.id)} onChange={(_change, on) => toggle(service.id, on)} disabled={viewOnly || saving.busy} slotProps={{ input: { role: 'switch', 'aria-label': service.name } }} />}>
                <ListItemText primary={service.name} />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {viewOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={save} disabled={!dirty || saving.busy}>
            {saving.busy ? t('form.saving') : t('form.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
