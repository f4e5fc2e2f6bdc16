import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@/schema/settings';
import { EmptyState } from '@/components/states/empty-state';
import { useFormats } from '@/components/session/use-formats';
import { branchLabels } from './member-rules';

export type InvitationsSectionProps = {
  invitations: readonly Invitation[];
  branchNames: ReadonlyMap<number, string>;
  canEdit: boolean;
  onRevoke: (invitation: Invitation) => void;
};

/** Invitations not yet accepted: to whom, as what, until when; each can be withdrawn. */
export function InvitationsSection({ invitations, branchNames, canEdit, onRevoke }: InvitationsSectionProps) {
  const { t } = useTranslation('settings');
  const { date } = useFormats();
  const headingId = 'settings-invitations-heading';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('invitations.title')}
      </Typography>
      <Paper variant="outlined">
        {invitations.length === 0 ? (
          <EmptyState icon={<MailOutlineIcon />} title={t('invitations.empty')} description={t('invitations.emptyHint')} />
        ) : (
          <List disablePadding aria-labelledby={headingId}>
            {invitations.map((invitation, index) => {
              const { named, hidden } = branchLabels(invitation.branchIds, branchNames);
              const where = invitation.role === 'owner' ? t('users.allBranches') : [...named, ...(hidden > 0 ? [t('users.otherBranches', { count: hidden })] : [])].join(', ');
              return (
                <ListItem
                  key={invitation.id}
                  divider={index < invitations.length - 1}
                  sx={{ py: 1.5, gap: 1.5, flexWrap: 'wrap' }}
                >
                  <ListItemText
                    sx={{ minWidth: 200, flex: '1 1 240px' }}
                    primary={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', overflowWrap: 'anywhere' }}>
                        {invitation.email ?? invitation.phone}
                        <Chip label={t(`roles.${invitation.role}`)} size="small" variant="outlined" />
                      </Box>
                    }
                    secondary={[where, t('invitations.expires', { date: date(invitation.expiresAt) }), invitation.invitedBy ? t('invitations.invitedBy', { name: invitation.invitedBy }) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  {canEdit ? (
                    <Button color="error" size="small" onClick={() => onRevoke(invitation)} aria-label={t('invitations.revokeOf', { email: invitation.email ?? invitation.phone })}>
                      {t('invitations.revoke')}
                    </Button>
                  ) : null}
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
    </Box>
  );
}
