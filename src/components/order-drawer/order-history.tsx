import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useOrderHistory } from './order-drawer-queries';

/** Who did what to the order and when (its audit trail, newest first), in the branch's time zone. */
export function OrderHistory({ orderId, timeZone }: { orderId: number; timeZone: string }) {
  const { t } = useTranslation('orders');
  const formats = useFormats();
  const history = useOrderHistory(orderId);
  return (
    <section aria-label={t('history.label')}>
      <Typography variant="subtitle2">{t('history.label')}</Typography>
      {history.isPending ? (
        <Typography variant="body2" color="text.secondary">{t('history.loading')}</Typography>
      ) : history.isError ? (
        <Typography variant="body2" color="error">{t('history.failed')}</Typography>
      ) : history.data.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('history.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {history.data.items.map((entry) => {
            const who = entry.actorName ?? t('history.system');
            const fields = Object.keys(entry.changes).map((field) => t(`history.fields.${field}`, { defaultValue: field }));
            return (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={
                    entry.action === 'create'
                      ? t('history.created', { who })
                      : t('history.changed', { who, fields: fields.join(', ') })
                  }
                  secondary={formats.dateTime(entry.at, timeZone)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
