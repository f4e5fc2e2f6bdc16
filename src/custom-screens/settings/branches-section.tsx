import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath, chainPath } from '@/schema/routes';
import type { BranchSettings, OrganizationSettings } from '@/schema/settings';
import { EmptyState } from '@/components/states/empty-state';
import { useFormats } from '@/components/session/use-formats';
import { AddBranchDialog } from './add-branch-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { serverProblem } from './server-problem';
import { deleteBranch } from './settings-api';

export type BranchesSectionProps = {
  settings: OrganizationSettings;
  canEdit: boolean;
  /** After a branch was added or deleted: refresh the settings and the chain switcher. */
  onChanged: (message: string) => Promise<void>;
};

/** The chain's branches with the plan's limit: add one (a dialog), open one's settings, delete one. */
export function BranchesSection({ settings, canEdit, onChanged }: BranchesSectionProps) {
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BranchSettings | null>(null);
  const count = settings.branches.length;
  const atLimit = count >= settings.maxBranches;
  const first = settings.branches[0];
  const template = { timeZone: first?.timeZone ?? 'UTC', currency: first?.ISOCurrency ?? 'EUR' };
  const headingId = 'settings-branches-heading';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t('branches.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('branches.usage', { count, max: settings.maxBranches })}
          </Typography>
        </Box>
        {canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={atLimit}>
            {t('branches.add')}
          </Button>
        ) : null}
      </Box>
      {canEdit && atLimit ? (
        <Alert
          severity="info"
          action={
            <Link component={RouterLink} to={chainPath(settings.id, 'billing/subscription')} sx={{ alignSelf: 'center', whiteSpace: 'nowrap', mr: 1 }}>
              {t('branches.changePlan')}
            </Link>
          }
        >
          {t('branches.limit', { count: settings.maxBranches })}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        {count === 0 ? (
          <EmptyState icon={<StorefrontOutlinedIcon />} title={t('branches.empty')} />
        ) : (
          <List disablePadding aria-labelledby={headingId}>
            {settings.branches.map((branch, index) => (
              <ListItem
                key={branch.id}
                divider={index < count - 1}
                sx={{ py: 1.5, pr: canEdit ? 13 : 8, flexWrap: 'wrap' }}
                secondaryAction={
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title={t('branches.open', { name: branch.name })}>
                      <IconButton component={RouterLink} to={branchPath(settings.id, branch.id, 'settings')} aria-label={t('branches.open', { name: branch.name })}>
                        <TuneIcon />
                      </IconButton>
                    </Tooltip>
                    {canEdit ? (
                      <Tooltip title={count <= 1 ? t('branches.lastBranch') : t('branches.delete', { name: branch.name })}>
                        <span>
                          <IconButton onClick={() => setDeleting(branch)} disabled={count <= 1} aria-label={t('branches.delete', { name: branch.name })}>
                            <DeleteOutlineIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    ) : null}
                  </Box>
                }
              >
                <ListItemText
                  primary={branch.name}
                  primaryTypographyProps={{ fontWeight: 600 }}
                  secondary={[
                    branch.address,
                    `${branch.ISOCurrency} · ${branch.timeZone} · ${formats.clockRange(branch.workingHours.start, branch.workingHours.end)}`,
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <AddBranchDialog
        open={adding}
        orgId={settings.id}
        template={template}
        onClose={() => setAdding(false)}
        onAdded={(branch) => onChanged(t('branches.added', { name: branch.name }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('branches.deleteTitle', { name: deleting?.name ?? '' })}
        text={t('branches.deleteText')}
        confirmLabel={t('common.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteBranch(deleting.id);
          } catch (error) {
            throw new Error(serverProblem(error).message);
          }
          await onChanged(t('branches.deleted', { name: deleting.name }));
        }}
      />
    </Box>
  );
}
