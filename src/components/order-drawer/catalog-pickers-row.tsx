import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmployeePicker, ResourcePicker, ServicePicker } from './catalog-pickers';
import { serviceOptions } from './catalog-pickers-options';
import { useEmployeeServices, type BranchCatalog } from './order-drawer-queries';

/**
 * Service, employee and (when the person may read rooms) resource of one booking, bound to the form at
 * `base` (`services.0` for an order's line, '' for a group class, whose fields sit at the top). The services
 * the chosen employee does come first, or alone with the switch.
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
  const employeeId = (useWatch({ control, name: name('employeeId') }) as number | null | undefined) ?? null;
  const serviceId = (useWatch({ control, name: name('serviceId') }) as number | null | undefined) ?? null;
  const employee = catalog.employees.find((candidate) => candidate.id === employeeId);
  const performed = useEmployeeServices(catalog.branchId, employee ? employee.id : null);
  const [onlyPerformed, setOnlyPerformed] = useState(false);
  const options = useMemo(
    () => serviceOptions({ services: catalog.services, categories: catalog.categories, performed, onlyPerformed, chosenId: serviceId }),
    [catalog.services, catalog.categories, performed, onlyPerformed, serviceId],
  );
  // The switch only where it can narrow: an employee chosen who does some of the services, not all.
  const canNarrow = performed !== null && performed.length > 0 && performed.length < catalog.services.length;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Controller
          control={control}
          name={name('serviceId')}
          render={({ field }) => (
            <ServicePicker
              label={t('form.service')}
              required
              options={options}
              employeeName={employee?.firstName ?? ''}
              value={field.value as number | null}
              onChange={(id) => {
                field.onChange(id);
                onService?.();
              }}
              error={errors.serviceId}
            />
          )}
        />
        {canNarrow ? (
          <FormControlLabel
            sx={{ mt: 0.5 }}
            control={<Switch size="small" checked={onlyPerformed} onChange={(event) => setOnlyPerformed(event.target.checked)} />}
            label={t('form.onlyEmployeeServices', { name: employee?.firstName ?? '' })}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ) : null}
      </Box>
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
