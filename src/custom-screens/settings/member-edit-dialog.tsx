import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@/schema/enums';
import type { Branch } from '@/schema/organization';
import { memberUpdateSchema, type Member } from '@/schema/settings';
import { BranchPicker, RolePicker } from './access-pickers';
import { serverProblem } from './server-problem';
import { updateMember } from './settings-api';

export type MemberEditDialogProps = {
  orgId: number;
  member: Member;
  roles: readonly Role[];
  branches: readonly Branch[];
  onClose: () => void;
  onSaved: (member: Member) => Promise<void>;
};

/** Change a member's role and branches; the server's rules (last owner, scope) answer in the dialog. */
export function MemberEditDialog({ orgId, member, roles, branches, onClose, onSaved }: MemberEditDialogProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [role, setRole] = useState<Role>(member.role);
  const [branchIds, setBranchIds] = useState<number[]>(member.branchIds.filter((id) => branches.some((b) => b.id === id)));
  const [branchError, setBranchError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBranchError(undefined);
    setFormError(null);
    const body = { role, branchIds: role === 'owner' ? [] : branchIds };
    const parsed = memberUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setBranchError(t('access.chooseBranch'));
      return;
    }
    setBusy(true);
    try {
      await onSaved(await updateMember(orgId, member.userId, body));
      onClose();
    } catch (error) {
      const problem = serverProblem(error);
      const branchMessage = Object.entries(problem.fields).find(([path]) => path.startsWith('branchIds'))?.[1];
      if (branchMessage) setBranchError(branchMessage);
      else setFormError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('edit.title', { name: member.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <DialogContentText>{member.login}</DialogContentText>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <RolePicker value={role} roles={roles} onChange={setRole} disabled={busy} />
        {role === 'owner' ? (
          <Alert severity="info">{t('access.ownerReachesAll')}</Alert>
        ) : (
          <BranchPicker branches={branches} value={branchIds} onChange={setBranchIds} error={branchError} disabled={busy} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {busy ? t('common.saving') : t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
