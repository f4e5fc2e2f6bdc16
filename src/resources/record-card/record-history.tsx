import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditHistorySchema, type AuditEntry } from '@/schema/audit';
import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { httpClient } from '@/lib/http-client';
import { formatFieldValue, type FormatContext } from '../engine/field-format';
import { useFormatContext } from '../engine/use-format-context';
import { useResourceLabels } from '../engine/use-resource-labels';

const perPage = 20;
const actionIcons = { create: AddCircleOutlineIcon, update: EditOutlinedIcon, delete: DeleteOutlineIcon };

/** `photo`: the record's photo id, which says nothing to a person: the change is named instead (added, replaced, removed). */
function Change({ field, from, to, hint, context, label, photo = false }: { field: string; from: unknown; to: unknown; hint: FieldHint | undefined; context: FormatContext; label: string; photo?: boolean }) {
  const { t } = useTranslation('records');
  // Values are shown as the record's own screens show them; fields the definition no longer has, as written.
  const text = (value: unknown) =>
    hint ? formatFieldValue(field, hint, { [field]: value }, context) : value === null || value === undefined ? '—' : JSON.stringify(value);
  return (
    <Typography component="li" variant="body2" sx={{ wordBreak: 'break-word' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      {': '}
      {photo
        ? t(to === null || to === undefined ? 'history.photoRemoved' : from === null || from === undefined ? 'history.photoAdded' : 'history.photoReplaced')
        : from === null || from === undefined
          ? t('history.setTo', { value: text(to) })
          : t('history.changed', { from: text(from), to: text(to) })}
    </Typography>
  );
}

/** Who changed what and when on one record, newest first (the audit trail, ARCHITECTURE "Data"). */
export function RecordHistory({ definition, apiPath, id }: { definition: AnyResourceDefinition; apiPath: string; id: number }) {
  const { t } = useTranslation('records');
  const labels = useResourceLabels(definition);
  const history = useInfiniteQuery({
    queryKey: ['record-history', apiPath, id],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const { data } = await httpClient.get<unknown>(`/${apiPath}/${id}/history`, { params: { page: pageParam, perPage } });
      return auditHistorySchema.parse(data);
    },
    getNextPageParam: (last) => (last.meta.currentPage < last.meta.totalPages ? last.meta.currentPage + 1 : undefined),
  });
  const entries: AuditEntry[] = history.data?.pages.flatMap((page) => page.items) ?? [];
  const hints = definition.hints as Record<string, FieldHint>;
  const changedValues = entries.flatMap((entry) =>
    Object.entries(entry.changes).flatMap(([field, change]) => [{ [field]: change.from }, { [field]: change.to }]),
  );
  const context = useFormatContext(definition, changedValues, Object.keys(hints));

  if (history.isPending) return <LoadingState label={t('common.loading', { ns: 'shell' })} />;
  if (history.isError)
    return (
      <ErrorState
        title={t('history.loadFailed')}
        message={history.error.message}
        retryLabel={t('common.retry', { ns: 'shell' })}
        onRetry={() => void history.refetch()}
      />
    );
  if (entries.length === 0)
    return (
      <Paper variant="outlined">
        <EmptyState title={t('history.empty')} />
      </Paper>
    );

  return (
    <Paper variant="outlined">
      <List aria-label={t('history.label')} disablePadding>
        {entries.map((entry) => {
          const Icon = actionIcons[entry.action];
          const fields = Object.entries(entry.changes).filter(([field]) => entry.action !== 'create' || hints[field]);
          return (
            <ListItem key={entry.id} divider alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                <Icon color={entry.action === 'delete' ? 'error' : 'action'} />
              </ListItemIcon>
              <Box sx={{ minWidth: 0 }}>
                <Typography>
                  {t(`history.${entry.action}`, { who: entry.actorName ?? t('history.system') })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {context.formats.dateTime(entry.at)}
                </Typography>
                {entry.action === 'update' && fields.length > 0 ? (
                  <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
                    {fields.map(([field, change]) => (
                      <Change key={field} field={field} from={change.from} to={change.to} hint={hints[field]} context={context} label={hints[field] ? labels.field(field) : field} photo={field === definition.avatar?.photo} />
                    ))}
                  </Box>
                ) : null}
              </Box>
            </ListItem>
          );
        })}
      </List>
      {history.hasNextPage ? (
        <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'center' }}>
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
