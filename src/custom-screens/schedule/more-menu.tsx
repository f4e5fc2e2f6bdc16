import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A phone's "More": what the one-row toolbar has no room for (the view, today, who is shown, the zoom, the day's
 * figures, the legend), in a panel under the button. `children` gets `close` for the choices that change the
 * screen's whole content; the zoom and switches leave it open to see their effect.
 */
export function MoreMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation('schedule');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('toolbar.more')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { id: panelId, role: 'dialog', 'aria-label': t('toolbar.more') } }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5, p: 2, maxWidth: 320 }}>
          {children(close)}
        </Box>
      </Popover>
    </>
  );
}
