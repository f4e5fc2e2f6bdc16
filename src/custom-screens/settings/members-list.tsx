import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/schema/enums';
import type { Member } from '@/schema/settings';
import { branchLabels } from './member-rules';

export type MembersListProps = {
  members: readonly Member[];
  branchNames: ReadonlyMap<number, string>;
  currentUserId: number | null;
  canManage: (member: Member) => boolean;
  onEdit: (member: Member) => void;
  onRemove: (member: Member) => void;
};

const roleColor: Record<Role, 'primary' | 'secondary' | 'default'> = { owner: 'primary', administrator: 'secondary', employee: 'default' };

/** People with access: a table on wide screens, cards on phones; each with role, branches and actions. */
export function MembersList(props: MembersListProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  return wide ? <MembersTable {...props} /> : <MemberCards {...props} />;
}

function useMemberText(branchNames: ReadonlyMap<number, string>) {
  const { t } = useTranslation('settings');
  return {
    role: (role: Role) => t(`roles.${role}`),
    branches: (member: Member) => {
      if (member.role === 'owner') return t('users.allBranches');
      const { named, hidden } = branchLabels(member.branchIds, branchNames);
      return [...named, ...(hidden > 0 ? [t('users.otherBranches', { count: hidden })] : [])].join(', ') || t('users.noBranches');
    },
  };
}

function MemberActions({ member, canManage, onEdit, onRemove }: Pick<MembersListProps, 'canManage' | 'onEdit' | 'onRemove'> & { member: Member }) {
  const { t } = useTranslation('settings');
  if (!canManage(member)) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <Tooltip title={t('users.edit')}>
        <IconButton onClick={() => onEdit(member)} aria-label={t('users.editOf', { name: member.name })}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('users.remove')}>
        <IconButton onClick={() => onRemove(member)} aria-label={t('users.removeOf', { name: member.name })}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function MembersTable({ members, branchNames, currentUserId, canManage, onEdit, onRemove }: MembersListProps) {
  const { t } = useTranslation('settings');
  const text = useMemberText(branchNames);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('users.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.name')}</TableCell>
            <TableCell>{t('access.role')}</TableCell>
            <TableCell>{t('access.branches')}</TableCell>
            <TableCell align="right">{t('users.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.userId} hover>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>
                  {member.name}
                  {member.userId === currentUserId ? <Chip label={t('users.you')} size="small" variant="outlined" sx={{ ml: 1 }} /> : null}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.login}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip label={text.role(member.role)} color={roleColor[member.role]} size="small" />
              </TableCell>
              <TableCell>{text.branches(member)}</TableCell>
              <TableCell align="right">
                <MemberActions member={member} canManage={canManage} onEdit={onEdit} onRemove={onRemove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MemberCards({ members, branchNames, currentUserId, canManage, onEdit, onRemove }: MembersListProps) {
  const { t } = useTranslation('settings');
  const text = useMemberText(branchNames);
  return (
    <Stack component="ul" aria-label={t('users.tableLabel')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {members.map((member) => (
        <Paper component="li" key={member.userId} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{member.name}</Typography>
            {member.userId === currentUserId ? <Chip label={t('users.you')} size="small" variant="outlined" /> : null}
            <Chip label={text.role(member.role)} color={roleColor[member.role]} size="small" />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.login}
          </Typography>
          <Typography variant="body2">{text.branches(member)}</Typography>
          {canManage(member) ? (
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(member)} aria-label={t('users.editOf', { name: member.name })}>
                {t('users.edit')}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onRemove(member)} aria-label={t('users.removeOf', { name: member.name })}>
                {t('users.remove')}
              </Button>
            </Box>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
