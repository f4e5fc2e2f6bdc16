import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { MemberCard } from './member-card-pages';

/**
 * The member card's telegram tab. Until the messages area exists (spec: messages are planned with the change that
 * causes them and sent by a worker), it says what the tab will do and how the member will link their Telegram, and
 * keeps the link to the username given on the information tab, so colleagues can write to them meanwhile.
 */
export function MemberTelegramPage(props: AreaPageProps) {
  const { t } = useTranslation('memberTelegram');
  return (
    <MemberCard {...props}>
      {(member) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('title')}
          </Typography>
          {member.telegramUsername ? (
            <Typography>
              {t('username', { name: member.firstName })}{' '}
              <Link href={`https://t.me/${member.telegramUsername}`} target="_blank" rel="noopener">
                @{member.telegramUsername}
              </Link>
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('noUsername', { name: member.firstName })}</Typography>
          )}
          <Alert severity="info">{t('notYet')}</Alert>
          <List disablePadding aria-label={t('willDo')}>
            <ListItem disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                <NotificationsActiveOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={t('bookings.title')} secondary={t('bookings.text', { name: member.firstName })} />
            </ListItem>
            <ListItem disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                <EventNoteOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={t('tomorrow.title')} secondary={t('tomorrow.text')} />
            </ListItem>
            <ListItem disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                <LinkOutlinedIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={t('linking.title')} secondary={t('linking.text', { name: member.firstName })} />
            </ListItem>
          </List>
        </Paper>
      )}
    </MemberCard>
  );
}
