import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultNoShowRules, type BranchNoShowRules } from '@/schema/orders/no-show-rules';
import { useCatalogServices } from '@/resources/catalog/use-catalog';
import { noShowKeys, saveServiceNoShowRules } from '@/lib/no-show-api';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { NoShowRulesForm } from './no-show-rules-form';

/**
 * The services whose rules differ from the branch's: each with its own form and Remove; "Add for a service" starts
 * one from the branch's rules (saved only when the form is saved).
 */
export function ServiceOverrides({ branchId, rules, currency, viewOnly }: { branchId: number; rules: BranchNoShowRules; currency: string; viewOnly: boolean }) {
  const { t } = useTranslation('noShow');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const services = useCatalogServices(branchId);
  const [adding, setAdding] = useState<number | ''>('');
  const nameOf = (id: number) => services.data?.find((service) => service.id === id)?.name ?? `#${id}`;
  const overridden = new Set(rules.services.map((entry) => entry.serviceId));
  const shown = adding === '' || overridden.has(adding) ? rules.services : [...rules.services, { serviceId: adding, rules: rules.branch ?? defaultNoShowRules }];
  const save = (serviceId: number) => async (next: Parameters<typeof saveServiceNoShowRules>[2]) => {
    const saved = await saveServiceNoShowRules(branchId, serviceId, next);
    queryClient.setQueryData(noShowKeys.rules(branchId), saved);
    setAdding('');
    return saved;
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {t('services.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shown.length === 0 ? t('services.none') : t('services.intro')}
      </Typography>
      {shown.map((entry) => (
        <Box key={entry.serviceId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {nameOf(entry.serviceId)}
          </Typography>
          <NoShowRulesForm
            label={t('services.formLabel', { service: nameOf(entry.serviceId) })}
            branchId={branchId}
            saved={entry.rules}
            save={save(entry.serviceId)}
            currency={currency}
            viewOnly={viewOnly}
            extraAction={
              <Button
                color="error"
                onClick={() => {
                  if (overridden.has(entry.serviceId)) {
                    save(entry.serviceId)(null).catch((error: unknown) => open?.({ type: 'error', message: t('rules.saveFailed'), description: serverProblem(error).message }));
                  } else setAdding('');
                }}
              >
                {t('services.remove')}
              </Button>
            }
          />
        </Box>
      ))}
      {viewOnly ? null : (
        <TextField
          select
          size="small"
          sx={{ maxWidth: 320 }}
          label={t('services.add')}
          value=""
          disabled={!services.data}
          onChange={(event) => setAdding(Number(event.target.value))}
        >
          {(services.data ?? [])
            .filter((service) => !overridden.has(service.id))
            .map((service) => (
              <MenuItem key={service.id} value={service.id}>
                {service.name}
              </MenuItem>
            ))}
        </TextField>
      )}
    </Box>
  );
}
