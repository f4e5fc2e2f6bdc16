import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { ClientSearch, clientLabel, newClientOf } from './client-search';
import type { ClientChoice } from './order-form-model';

export type ClientFieldErrors = Partial<Record<'firstName' | 'lastName' | 'phone', string>>;

/**
 * Who the order is for: a client found by name or phone, one created here (first and last name, phone, saved
 * with the order), or nobody, a walk-in (no client chosen).
 */
export function ClientPicker({
  branchId,
  value,
  onChange,
  errors = {},
}: {
  branchId: number;
  value: ClientChoice;
  onChange: (value: ClientChoice) => void;
  errors?: ClientFieldErrors;
}) {
  const { t } = useTranslation('orders');
  const phoneCountry = usePhoneCountry();
  if (value.kind === 'existing') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip icon={<PersonOutlineIcon />} label={value.label} sx={{ maxWidth: '100%' }} />
        <Button size="small" onClick={() => onChange({ kind: 'walkIn' })}>
          {t('client.change')}
        </Button>
      </Box>
    );
  }
  if (value.kind === 'new') {
    const set = (field: 'firstName' | 'lastName' | 'phone') => (event: { target: { value: string } }) =>
      onChange({ ...value, [field]: event.target.value });
    return (
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">{t('client.newClient')}</Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
          <TextField size="small" label={t('client.firstName')} required value={value.firstName} onChange={set('firstName')} error={Boolean(errors.firstName)} helperText={errors.firstName} />
          <TextField size="small" label={t('client.lastName')} value={value.lastName} onChange={set('lastName')} error={Boolean(errors.lastName)} helperText={errors.lastName} />
        </Box>
        <TextField size="small" label={t('client.phone')} value={value.phone} onChange={set('phone')} error={Boolean(errors.phone)} helperText={errors.phone ?? t('client.phoneHint')} inputMode="tel" />
        <Box>
          <Button size="small" onClick={() => onChange({ kind: 'walkIn' })}>
            {t('client.findInstead')}
          </Button>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5}>
      <ClientSearch
        branchId={branchId}
        label={t('client.label')}
        onPick={(client) => onChange({ kind: 'existing', id: client.id, label: clientLabel(client, phoneCountry) })}
        onCreate={(text) => onChange({ kind: 'new', ...newClientOf(text) })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {t('client.walkInHint')}
        </Typography>
        <Button size="small" onClick={() => onChange({ kind: 'new', firstName: '', lastName: '', phone: '' })}>
          {t('client.create')}
        </Button>
      </Box>
    </Stack>
  );
}
