import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employeeRulesSchema, type EmployeeRules } from '@/schema/access';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { serverProblem } from './server-problem';
import { getEmployeeRules, saveEmployeeRules, settingsKeys } from './settings-api';

const ruleNames = employeeRulesSchema.keyof().options;

/**
 * Branch settings › Users: what the branch's employees may do beyond their own day, each a switch saved at once.
 * Employees always work their own orders, work slots and pay; these widen or narrow the rest.
 */
export function EmployeeRulesSection({ branchId, viewOnly }: { branchId: number; viewOnly: boolean }) {
  const { t } = useTranslation('settings');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const key = settingsKeys.employeeRules(branchId);
  const rules = useQuery({ queryKey: key, queryFn: () => getEmployeeRules(branchId) });
  const save = useMutation({
    mutationFn: (next: EmployeeRules) => saveEmployeeRules(branchId, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      open?.({ type: 'success', message: t('employeeRules.saved') });
    },
    onError: (error) => open?.({ type: 'error', message: t('employeeRules.saveFailed'), description: serverProblem(error).message }),
  });

  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} component="section" aria-labelledby="employee-rules-title">
      <Typography id="employee-rules-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('employeeRules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('employeeRules.intro')}
      </Typography>
      {rules.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : rules.isError ? (
        <ErrorState title={t('employeeRules.loadFailed')} message={serverProblem(rules.error).message} retryLabel={t('common.retry')} onRetry={() => void rules.refetch()} />
      ) : (
        <FormGroup>
          {ruleNames.map((name) => (
            <div key={name}>
              <FormControlLabel
                control={
                  <Switch
                    checked={rules.data[name]}
                    disabled={viewOnly || save.isPending}
                    onChange={(_, checked) => save.mutate({ ...rules.data, [name]: checked })}
                  />
                }
                label={t(`employeeRules.${name}.label`)}
              />
              <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{t(`employeeRules.${name}.help`)}</FormHelperText>
            </div>
          ))}
        </FormGroup>
      )}
    </Paper>
  );
}
