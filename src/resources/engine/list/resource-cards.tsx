import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTouchFeedback } from '@/components/touch/use-touch-feedback';
import { useResourceLabels } from '../use-resource-labels';
import { CreatedMark } from './created-mark';
import { RecordActions } from './record-actions';
import { RecordAvatar } from './record-avatar';
import type { ResourceGridProps } from './resource-grid';

export type ResourceCardsProps = ResourceGridProps;

/** Phones (< 640 px): one card per record, its title and list fields as lines, and a pager. */
export function ResourceCards(props: ResourceCardsProps) {
  const { definition, rows, total, totalIsLowerBound, loading, state, onStateChange, columns } = props;
  const { t } = useTranslation('resources');
  const labels = useResourceLabels(definition);
  const lines = columns.filter((column) => !column.inTitle);
  const pages = Math.max(1, Math.ceil(total / state.perPage));

  return (
    <Box>
      <Box sx={{ height: 4, mb: 1 }}>{loading ? <LinearProgress aria-label={t('engine.loading')} /> : null}</Box>
      <Box component="ul" aria-label={labels.title} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <ResourceCard key={String(row.id)} {...props} row={row} lines={lines} />
        ))}
      </Box>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={Math.min(state.page, pages)}
            onChange={(_e, page) => onStateChange({ page })}
            siblingCount={0}
            getItemAriaLabel={(type, page) => t(`engine.pager.${type}`, { page })}
          />
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1 }}>
        {t(totalIsLowerBound ? 'engine.countMoreThan' : 'engine.count', { count: total })}
      </Typography>
    </Box>
  );
}

type ResourceCardProps = ResourceCardsProps & { row: ResourceCardsProps['rows'][number]; lines: ResourceCardsProps['columns'] };

/**
 * One record's card: tapping opens it (with the touch feedback of spec §9); on phones a long touch opens its edit
 * form when the person may edit it.
 */
function ResourceCard({ definition, row, lines, createdId = null, cardTitle, format, access, onOpen, onEdit, onDeleted }: ResourceCardProps) {
  const feedback = useTouchFeedback(access.canEdit ? { onLongTouch: () => onEdit(row) } : {});
  return (
      <Paper
        component="li"
        variant="outlined"
        data-testid="resource-card"
        sx={{ display: 'flex', alignItems: 'flex-start', ...(row.id === createdId ? { borderColor: 'primary.main', bgcolor: 'action.selected' } : {}) }}
      >
        <ButtonBase
          onClick={() => onOpen(row)}
          disableTouchRipple
          {...feedback.touchProps}
          sx={[feedback.sx, { flexGrow: 1, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start', alignItems: 'flex-start', p: 2, borderRadius: 3, display: 'block' }]}
        >
          <Typography component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {definition.avatar ? <RecordAvatar definition={definition} record={row} /> : null}
            {row.id === createdId ? <CreatedMark>{cardTitle(row)}</CreatedMark> : <span>{cardTitle(row)}</span>}
          </Typography>
          {lines.map((column) => {
            const text = column.text(row, format);
            return (
              <Typography
                key={column.field}
                component="span"
                variant="body2"
                color="text.secondary"
                sx={{ display: column.render ? 'flex' : 'block', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}
              >
                {column.render ? (
                  <>
                    {`${column.label}:`}
                    {column.render(row, text)}
                  </>
                ) : (
                  `${column.label}: ${text}`
                )}
              </Typography>
            );
          })}
        </ButtonBase>
        <Box sx={{ p: 1 }}>
          <RecordActions definition={definition} record={row} access={access} onEdit={onEdit} onDeleted={onDeleted} />
        </Box>
      </Paper>
  );
}
