import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath, chainPath } from '@/schema/routes';
import type { Invitation, Member } from '@/schema/settings';
import { useCurrentUser } from '@/components/session/use-current-user';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { ConfirmDialog } from './confirm-dialog';
import { EmployeeRulesSection } from './employee-rules-section';
import { InvitationsSection } from './invitations-section';
import { MemberEditDialog } from './member-edit-dialog';
import { canManage, grantableRoles, type Viewer } from './member-rules';
import { MembersList } from './members-list';
import { serverProblem } from './server-problem';
import { listInvitations, listMembers, removeMember, revokeInvitation, settingsKeys } from './settings-api';
import { useSettingsScope } from './use-settings-scope';

/**
 * Chain settings › Users and branch settings › Users: who has access, with role and branches; change or
 * remove access; pending invitations. Scoped to the branch when opened inside one.
 */
export function UsersPage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const users = scope?.users ?? { kind: 'chain' as const, orgId: 0 };
  const enabled = users.orgId > 0;
  const members = useQuery({ queryKey: settingsKeys.members(users), queryFn: () => listMembers(users), enabled });
  const invitations = useQuery({ queryKey: settingsKeys.invitations(users), queryFn: () => listInvitations(users), enabled: enabled && !props.viewOnly });
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const branchNames = useMemo(() => new Map((scope?.branches ?? []).map((b) => [b.id, b.name])), [scope?.branches]);
  const viewer: Viewer = { userId: me.data?.id ?? null, role: scope?.role ?? 'employee', branchIds: new Set(branchNames.keys()) };
  const manage = (member: Member) => !props.viewOnly && canManage(viewer, member);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['settings', 'members'] });
  const invitePath = scope?.branch ? branchPath(users.orgId, scope.branch.id, 'settings/users/invite') : chainPath(users.orgId, 'settings/users/invite');
  const inviteButton = props.viewOnly ? null : (
    <Button component={RouterLink} to={invitePath} variant="contained" startIcon={<PersonAddAltOutlinedIcon />}>
      {t('users.invite')}
    </Button>
  );

  return (
    <AreaPageFrame {...props} actions={inviteButton}>
      <Box sx={{ display: 'grid', gap: 4, maxWidth: 1100 }}>
        {members.isPending ? (
          <LoadingState label={t('common.loading')} />
        ) : members.isError ? (
          <ErrorState title={t('users.loadFailed')} message={serverProblem(members.error).message} retryLabel={t('common.retry')} onRetry={() => void members.refetch()} />
        ) : members.data.length <= 1 ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <MembersList members={members.data} branchNames={branchNames} currentUserId={viewer.userId} canManage={manage} onEdit={setEditing} onRemove={setRemoving} />
            <Paper variant="outlined">
              <EmptyState icon={<GroupOutlinedIcon />} title={t('users.empty')} description={t('users.emptyHint')} action={inviteButton} />
            </Paper>
          </Box>
        ) : (
          <MembersList members={members.data} branchNames={branchNames} currentUserId={viewer.userId} canManage={manage} onEdit={setEditing} onRemove={setRemoving} />
        )}
        {props.viewOnly ? null : invitations.isPending ? (
          <LoadingState label={t('common.loading')} />
        ) : invitations.isError ? (
          <ErrorState title={t('invitations.loadFailed')} message={serverProblem(invitations.error).message} retryLabel={t('common.retry')} onRetry={() => void invitations.refetch()} />
        ) : (
          <InvitationsSection invitations={invitations.data} branchNames={branchNames} canEdit={!props.viewOnly} onRevoke={setRevoking} />
        )}
        {users.kind === 'branch' ? <EmployeeRulesSection branchId={users.branchId} viewOnly={props.viewOnly} /> : null}
      </Box>
      {editing ? (
        <MemberEditDialog
          orgId={users.orgId}
          member={editing}
          roles={grantableRoles(viewer)}
          branches={scope?.branches ?? []}
          onClose={() => setEditing(null)}
          onSaved={async (saved) => {
            await refresh();
            open?.({ type: 'success', message: t('users.updated', { name: saved.name }) });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('users.removeTitle', { name: removing?.name ?? '' })}
        text={t('users.removeText', { chain: scope?.chainName ?? '' })}
        confirmLabel={t('users.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          try {
            await removeMember(users.orgId, removing.userId);
          } catch (error) {
            throw new Error(serverProblem(error).message);
          }
          await refresh();
          open?.({ type: 'success', message: t('users.removed', { name: removing.name }) });
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('invitations.revokeTitle', { email: revoking?.email ?? revoking?.phone ?? '' })}
        text={t('invitations.revokeText')}
        confirmLabel={t('invitations.revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            await revokeInvitation(users.orgId, revoking.id);
          } catch (error) {
            throw new Error(serverProblem(error).message);
          }
          await queryClient.invalidateQueries({ queryKey: ['settings', 'invitations'] });
          open?.({ type: 'success', message: t('invitations.revoked') });
        }}
      />
    </AreaPageFrame>
  );
}
