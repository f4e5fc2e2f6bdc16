import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashRegisterSettings, CashRegisterState } from '@/schema/cash-register/cash-register';
import { nonNegativeMoneySchema } from '@/schema/money/decimal';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { toHttpError } from '@/providers/data-provider';
import { saveCashRegister } from './cash-register-api';

export type CashRegisterSettingsFormProps = {
  branchId: number;
  settings: CashRegisterSettings;
  currency: string;
  canEdit: boolean;
  onSaved: (state: CashRegisterState) => Promise<void>;
  /** Someone else saved meanwhile: the page reloads and says so. */
  onStale: () => void;
};

/** The branch's setting: whether cash is kept in shifts (the day's first cash opens one), and the float a new shift is offered. */
export function CashRegisterSettingsForm({ branchId, settings, currency, canEdit, onSaved, onStale }: CashRegisterSettingsFormProps) {
  const { t } = useTranslation('cashRegister');
  const [enabled, setEnabled] = useState(settings.enabled);
  const [defaultFloat, setDefaultFloat] = useState<unknown>(settings.defaultFloat);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const float = nonNegativeMoneySchema.safeParse(defaultFloat);
  const dirty = enabled !== settings.enabled || defaultFloat !== settings.defaultFloat;

  const save = async () => {
    if (!float.success) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSaved(await saveCashRegister(branchId, { enabled, defaultFloat: float.data, version: settings.version }));
    } catch (error) {
      const problem = toHttpError(error);
      if (problem['code'] === 'stale_version') onStale();
      else setFailure(problem.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label={t('settings.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Box>
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} disabled={!canEdit} />}
            label={t('settings.enabled')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('settings.enabledHelp')}
          </Typography>
        </Box>
        <Box sx={{ maxWidth: 320 }}>
          <MoneyInput
            label={t('settings.defaultFloat')}
            name="defaultFloat"
            value={defaultFloat}
            onChange={setDefaultFloat}
            nullable={false}
            currency={currency}
            disabled={!canEdit}
            error={!float.success}
            helperText={float.success ? t('settings.defaultFloatHelp') : t('amountInvalid')}
          />
        </Box>
        {canEdit ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button
              type="button"
              disabled={!dirty || busy}
              onClick={() => {
                setEnabled(settings.enabled);
                setDefaultFloat(settings.defaultFloat);
              }}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || busy || !float.success}>
              {busy ? t('saving') : t('save')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
