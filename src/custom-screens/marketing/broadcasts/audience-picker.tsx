import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterGroup } from '@/schema/list-query';
import { clientsResource } from '@/schema/resources/clients';
import { useWorkspace } from '@/components/session/use-workspace';
import { FilterBar } from '@/resources/engine/list/filter-bar';
import { ListSearchBox } from '@/resources/engine/list/list-search-box';
import { toHttpError } from '@/providers/data-provider';
import { audienceOf } from './broadcast-form-model';
import { broadcastKeys, deleteSegment, listSegments } from './broadcasts-api';
import { SaveAudienceDialog } from './save-audience-dialog';

export type AudienceValue = { q: string; filters: FilterGroup };

const same = (a: AudienceValue, b: AudienceValue) => JSON.stringify(audienceOf(a)) === JSON.stringify(audienceOf(b));

/**
 * Who the broadcast is for: the clients list's own search and filter bar (every field and match mode the list offers),
 * and the branch's saved audiences to start from or to keep this one as.
 */
export function AudiencePicker({ value, onChange, disabled }: { value: AudienceValue; onChange: (next: AudienceValue) => void; disabled: boolean }) {
  const { t } = useTranslation('broadcasts');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const segments = useQuery({ queryKey: broadcastKeys.segments(branchId), queryFn: () => listSegments(branchId), enabled: branchId > 0 });
  const [naming, setNaming] = useState(false);
  const chosen = segments.data?.find((segment) => same(segment.audience, value));
  const refresh = () => queryClient.invalidateQueries({ queryKey: broadcastKeys.segments(branchId) });

  const forget = async (id: number) => {
    try {
      await deleteSegment(branchId, id);
    } catch (error) {
      open?.({ type: 'error', message: t('audience.segmentFailed'), description: toHttpError(error).message });
    } finally {
      await refresh();
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('audience.segment')}
          value={chosen ? String(chosen.id) : ''}
          disabled={disabled || !segments.data}
          onChange={(event) => {
            const segment = segments.data?.find((candidate) => String(candidate.id) === event.target.value);
            onChange(segment ? { q: segment.audience.q, filters: segment.audience.filters } : { q: '', filters: { combiner: 'and', conditions: [] } });
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ flex: { xs: '1 1 0', sm: '0 1 280px' }, minWidth: 0 }}
        >
          <MenuItem value="">{segments.data?.length ? t('audience.everyClient') : t('audience.noSegments')}</MenuItem>
          {segments.data?.map((segment) => (
            <MenuItem key={segment.id} value={String(segment.id)}>
              {segment.name}
            </MenuItem>
          ))}
        </TextField>
        {chosen && !disabled ? (
          <IconButton aria-label={t('audience.forgetSegment', { name: chosen.name })} onClick={() => void forget(chosen.id)}>
            <DeleteOutline />
          </IconButton>
        ) : null}
        {!chosen && !disabled ? (
          <Button size="small" startIcon={<BookmarkAddOutlined />} onClick={() => setNaming(true)}>
            {t('audience.keepSegment')}
          </Button>
        ) : null}
      </Box>
      {naming ? <SaveAudienceDialog audience={audienceOf(value)} onClose={() => setNaming(false)} /> : null}
      <Typography variant="body2" color="text.secondary">
        {t('audience.help')}
      </Typography>
      <Box sx={{ display: 'flex' }}>
        <ListSearchBox value={value.q} onChange={(q) => onChange({ ...value, q })} label={t('audience.search')} />
      </Box>
      <FilterBar definition={clientsResource} group={value.filters} onChange={(filters) => onChange({ ...value, filters })} allowOr />
    </Box>
  );
}
