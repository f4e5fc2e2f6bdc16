import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { getAvailability } from './order-drawer-api';
import { orderDrawerKeys } from './order-drawer-queries';
import { suggestionGroups, type Suggestion } from './time-suggestions-model';

/**
 * Free start times for the chosen services on the chosen date (the availability call, which books by the same
 * rules), for the chosen employee or for anyone, as chips by part of the day. Picking one sets the start (and,
 * for "anyone", who does it).
 */
export function TimeSuggestions({
  branchId,
  date,
  serviceIds,
  employeeId,
  selected,
  onPick,
}: {
  branchId: number;
  date: string;
  serviceIds: readonly number[];
  employeeId: number | null;
  selected: string;
  onPick: (suggestion: Suggestion, anyone: boolean) => void;
}) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const [anyone, setAnyone] = useState(employeeId === null);
  const forEmployee = anyone ? null : employeeId;
  const ready = serviceIds.length > 0 && date !== '';
  const times = useQuery({
    queryKey: orderDrawerKeys.availability(branchId, date, serviceIds, forEmployee),
    queryFn: () => getAvailability(branchId, { serviceIds, employeeId: forEmployee, date }),
    enabled: ready,
    placeholderData: undefined,
  });
  const groups = times.data ? suggestionGroups(times.data, date, forEmployee) : [];

  return (
    <Box component="section" aria-label={t('suggestions.label')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('suggestions.label')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={anyone ? 'anyone' : 'employee'}
          onChange={(_event, value: string | null) => value && setAnyone(value === 'anyone')}
        >
          <ToggleButton value="employee" disabled={employeeId === null}>
            {t('suggestions.thisEmployee')}
          </ToggleButton>
          <ToggleButton value="anyone">{t('suggestions.anyone')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {!ready ? (
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.chooseService')}
        </Typography>
      ) : times.isPending ? (
        <CircularProgress size={20} aria-label={t('suggestions.loading')} />
      ) : times.isError ? (
        <Typography variant="body2" color="error">
          {t('suggestions.failed')}{' '}
          <Button size="small" onClick={() => void times.refetch()}>
            {t('retry')}
          </Button>
        </Typography>
      ) : groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('suggestions.none')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1, maxHeight: 180, overflowY: 'auto' }}>
          {groups.map((group) => (
            <Box key={group.part}>
              <Typography variant="caption" color="text.secondary">
                {t(`suggestions.${group.part}`)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
                {group.suggestions.map((suggestion) => (
                  <Chip
                    key={suggestion.time}
                    label={formats.clock(suggestion.time)}
                    size="small"
                    clickable
                    color={suggestion.time === selected ? 'primary' : 'default'}
                    variant={suggestion.time === selected ? 'filled' : 'outlined'}
                    onClick={() => onPick(suggestion, anyone)}
                    data-testid="time-suggestion"
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
