import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BranchSettings } from '@/schema/settings';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { BranchFormFields } from './branch-form-fields';
import { serverProblem } from './server-problem';
import { addBranch } from './settings-api';
import { branchBodyOf, branchFieldOfIssue, branchFormSchema, newBranchForm, type BranchFormValues } from './settings-forms';

export type AddBranchDialogProps = {
  open: boolean;
  orgId: number;
  /** New branches start with the time zone and currency of the chain's first one. */
  template: { timeZone: string; currency: string };
  onClose: () => void;
  onAdded: (branch: BranchSettings) => Promise<void>;
};

/** "Add branch": the branch form in a dialog (full screen on phones); the plan's limit answers in the dialog. */
export function AddBranchDialog({ open, orgId, template, onClose, onAdded }: AddBranchDialogProps) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<BranchFormValues>({
    resolver: zodResolver(branchFormSchema),
    defaultValues: newBranchForm(template.timeZone, template.currency),
  });
  const close = () => {
    if (formState.isSubmitting) return;
    reset(newBranchForm(template.timeZone, template.currency));
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const branch = await addBranch(orgId, branchBodyOf(values));
      await onAdded(branch);
      reset(newBranchForm(template.timeZone, template.currency));
      onClose();
    } catch (error) {
      const problem = serverProblem(error);
      let placed = false;
      for (const [path, text] of Object.entries(problem.fields)) {
        const field = branchFieldOfIssue(path);
        if (field) {
          setError(field, { type: 'server', message: text });
          placed = true;
        }
      }
      if (!placed) setFormError(translateSchemaMessage(t, problem.message) ?? t('common.genericError'));
    }
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('branches.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <BranchFormFields control={control} register={register} errors={formState.errors} currentCurrency={template.currency} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('common.saving') : t('branches.addButton')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
