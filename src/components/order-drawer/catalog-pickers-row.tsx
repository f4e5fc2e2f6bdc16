import Box from '@mui/material/Box';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmployeePicker, ResourcePicker, ServicePicker } from './catalog-pickers';
import type { BranchCatalog } from './order-drawer-queries';

/**
 * Service, employee and (when the person may read rooms) resource of one booking, bound to the form at
 * `base` (`services.0` for an order's line, '' for a group class, whose fields sit at the top).
 */
export function CatalogPickers({
  catalog,
  base,
  errors,
  onService,
  onEmployee,
}: {
  catalog: BranchCatalog;
  base: string;
  errors: { serviceId?: string; employeeId?: string; resourceId?: string };
  onService?: () => void;
  onEmployee?: () => void;
}) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext();
  const name = (field: string) => (base ? `${base}.${field}` : field);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Controller
        control={control}
        name={name('serviceId')}
        render={({ field }) => (
          <ServicePicker
            label={t('form.service')}
            required
            options={catalog.services}
            value={field.value as number | null}
            onChange={(id) => {
              field.onChange(id);
              onService?.();
            }}
            error={errors.serviceId}
          />
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: catalog.resources.length > 0 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr', gap: 1.5 }}>
        <Controller
          control={control}
          name={name('employeeId')}
          render={({ field }) => (
            <EmployeePicker
              label={t('form.employee')}
              required
              options={catalog.employees}
              value={field.value as number | null}
              onChange={(id) => {
                field.onChange(id);
                onEmployee?.();
              }}
              error={errors.employeeId}
            />
          )}
        />
        {catalog.resources.length > 0 ? (
          <Controller
            control={control}
            name={name('resourceId')}
            render={({ field }) => (
              <ResourcePicker
                label={t('form.resource')}
                options={catalog.resources}
                value={field.value as number | null}
                onChange={field.onChange}
                error={errors.resourceId}
              />
            )}
          />
        ) : null}
      </Box>
    </Box>
  );
}
