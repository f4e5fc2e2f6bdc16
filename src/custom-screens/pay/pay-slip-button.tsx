import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toHttpError } from '@/providers/data-provider';
import { downloadSlip } from './pay-api';

type PaySlipButtonProps = {
  calculationId: number;
  employeeId: number;
  /** What the button's accessible name says is downloaded ("Pay slip for 1 Nov – 30 Nov 2031"). */
  label: string;
  /** An icon alone (a list row) or an outlined button with its words (a calculation's member). */
  variant?: 'icon' | 'button';
};

/** Downloads one member's pay slip of one calculation as a PDF; says so while it is made, and why it failed. */
export function PaySlipButton({ calculationId, employeeId, label, variant = 'icon' }: PaySlipButtonProps) {
  const { t } = useTranslation('pay');
  const { open } = useNotification();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSlip(calculationId, employeeId);
    } catch (error) {
      open?.({ type: 'error', message: t('slip.failed'), description: toHttpError(error).message });
    } finally {
      setBusy(false);
    }
  };
  const icon = busy ? <CircularProgress size={18} aria-label={t('slip.making')} /> : <PictureAsPdfOutlinedIcon />;
  if (variant === 'button')
    return (
      <Button size="small" variant="outlined" startIcon={icon} disabled={busy} aria-label={label} onClick={() => void download()}>
        {t('slip.short')}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <span>
        <IconButton edge="end" aria-label={label} disabled={busy} onClick={() => void download()}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
