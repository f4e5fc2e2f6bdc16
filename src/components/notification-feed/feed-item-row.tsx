import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@/schema/messages/in-app-feed';
import { visuallyHidden } from '@/components/states/loading-state';

export type FeedItemRowProps = {
  item: FeedItem;
  /** When it arrived, as the list says it ("5 min ago", "14:05"). */
  time: string;
  /** Opening it; without one (news already read, leading nowhere) the row is plain text. */
  onOpen?: () => void;
  /** One line of body (the bell's popover) rather than all of it. */
  oneLine?: boolean;
};

/** One message of the feed: a dot and bold title while unread, the body, and when it arrived. */
export function FeedItemRow({ item, time, onOpen, oneLine = false }: FeedItemRowProps) {
  const { t } = useTranslation('shell');
  const content = (
    <>
      <Box
        aria-hidden
        sx={{
          width: 8,
          height: 8,
          mt: 1,
          mr: 1.5,
          flexShrink: 0,
          alignSelf: 'flex-start',
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
        }}
      />
      <ListItemText
        sx={{ my: 0, minWidth: 0 }}
        primary={
          <>
            {item.read ? null : (
              <Box component="span" sx={visuallyHidden}>{`${t('account.notifications.unread')}: `}</Box>
            )}
            {item.title}
          </>
        }
        secondary={item.body}
        slotProps={{
          primary: { sx: { fontWeight: item.read ? 400 : 700, overflowWrap: 'anywhere' } },
          secondary: oneLine
            ? { noWrap: true }
            : { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } },
        }}
      />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ ml: 1.5, flexShrink: 0, alignSelf: 'flex-start', mt: 0.25 }}
      >
        {time}
      </Typography>
    </>
  );
  return onOpen ? (
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', py: 1.25 }}>
        {content}
      </ListItemButton>
    </ListItem>
  ) : (
    <ListItem sx={{ alignItems: 'flex-start', py: 1.25 }}>{content}</ListItem>
  );
}
