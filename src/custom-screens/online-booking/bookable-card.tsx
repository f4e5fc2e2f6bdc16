import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/states/empty-state';
import { groupByCategory, type BookableGroup } from './bookable-groups';
import { useBookableSwitch, type BookableKind } from './use-bookable-switch';
import { useBookingWords } from './use-booking-words';

type Thing = { id: number; name: string; bookableOnline: boolean; version: number; categoryName?: string | null };

/**
 * Which services (under their categories) or which team members clients may book online: a switch each, their own
 * `bookableOnline`. How many are on is said in the heading, so a long list need not be scrolled to know.
 */
export function BookableCard({ kind, things, viewOnly }: { kind: BookableKind; things: readonly Thing[]; viewOnly: boolean }) {
  const { t } = useBookingWords();
  const { busy, toggle, locked } = useBookableSwitch(kind);
  const groups: BookableGroup<Thing>[] =
    kind === 'services' ? groupByCategory(things.map((thing) => ({ ...thing, categoryName: thing.categoryName ?? null }))) : [{ category: null, things: [...things] }];
  const on = things.filter((thing) => thing.bookableOnline).length;
  const id = `${kind}-bookable-title`;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id={id}>
          {t(`basic.${kind}.title`)}
        </Typography>
        {things.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('basic.count', { on, total: things.length })}
          </Typography>
        ) : null}
      </Box>
      {locked ? (
        <Typography variant="body2" color="text.secondary">
          {t(`basic.${kind}.planLocked`)}
        </Typography>
      ) : null}
      {things.length === 0 ? <EmptyState title={t(`basic.${kind}.empty`)} description={t(`basic.${kind}.emptyHelp`)} /> : null}
      {groups.map((group, index) => (
        <Box key={group.category ?? `none-${index}`} component="ul" aria-label={kind === 'services' ? (group.category ?? t('basic.services.uncategorised')) : undefined} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {kind === 'services' ? (
            <Typography component="li" variant="overline" color="text.secondary" aria-hidden sx={{ display: 'block', pt: 1 }}>
              {group.category ?? t('basic.services.uncategorised')}
            </Typography>
          ) : null}
          {group.things.map((thing) => (
            <Box
              component="li"
              key={thing.id}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.25, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {thing.name}
              </Typography>
              <Switch
                checked={thing.bookableOnline}
                disabled={viewOnly || busy.has(thing.id) || (locked && thing.bookableOnline)}
                onChange={(_event, checked) => void toggle(thing, checked)}
                slotProps={{ input: { role: 'switch', 'aria-label': t(`basic.${kind}.switch`, { name: thing.name }) } }}
              />
            </Box>
          ))}
        </Box>
      ))}
    </Paper>
  );
}
